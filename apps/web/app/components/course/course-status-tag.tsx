import type { TCourseStatus } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TCourseStatus, string | undefined> = {
  draft: undefined,
  reviewing: 'blue',
  listed: 'green',
  rejected: 'red',
  offline: 'default',
};

/** Where a course stands: draft, in review, listed, rejected or taken down. */
export function CourseStatusTag({ status }: { status: TCourseStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`course.statuses.${status}`)}</Tag>;
}
