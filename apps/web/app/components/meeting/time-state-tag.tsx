import type { TTimeState } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<TTimeState, string> = { notStarted: 'blue', inProgress: 'green', ended: 'default' };

/** SPEC 4 meeting labels computed from its times: not started, in progress, ended. */
export function TimeStateTag({ state, className }: { state: TTimeState; className?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[state]} className={className}>
      {t(`meetingTime.${state}`)}
    </Tag>
  );
}
