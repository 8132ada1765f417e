import type { TPaperStatus } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { submitted: 'blue', withdrawn: 'default', accepted: 'green', rejected: 'red' } as const;

/** A paper's state as a coloured tag, the same on the author's and the organiser's pages. */
export function PaperStatus({ status }: { status: TPaperStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`paper.statuses.${status}`)}</Tag>;
}
