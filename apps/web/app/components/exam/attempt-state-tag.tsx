import type { TAttemptSummary } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { answering: 'processing', reviewing: 'orange', reviewed: 'green' } as const;

/** SPEC's exam states: in progress, timed out, reviewing, reviewed; and passed or not once marked. */
export function AttemptStateTag({ attempt }: { attempt: TAttemptSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={COLORS[attempt.state]}>{t(`exam.states.${attempt.state}`)}</Tag>
      {attempt.timedOut ? <Tag color="red">{t('exam.states.timedOut')}</Tag> : null}
      {attempt.passed === null ? null : (
        <Tag color={attempt.passed ? 'green' : 'red'}>
          {attempt.passed ? t('exam.passed') : t('exam.failed')}
        </Tag>
      )}
    </>
  );
}
