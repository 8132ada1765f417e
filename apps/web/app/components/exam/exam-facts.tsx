import type { TExamCard } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format/format-time';

const PHASE_COLORS = { upcoming: 'blue', open: 'green', closed: 'default' } as const;

export function ExamPhaseTag({ phase }: { phase: TExamCard['phase'] }) {
  const { t } = useTranslation();
  return <Tag color={PHASE_COLORS[phase]}>{t(`exam.phases.${phase}`)}</Tag>;
}

/** An exam's window, time limit, attempts, score and audience, one line each. */
export function ExamFacts({ exam, className }: { exam: TExamCard; className?: string }) {
  const { t } = useTranslation();
  const minute = (iso: string) => formatTime(iso).slice(0, 16);
  return (
    <div className={className}>
      <div>{t('exam.window', { from: minute(exam.opensAt), to: minute(exam.closesAt) })}</div>
      <div>{exam.minutes ? t('exam.minutes', { count: exam.minutes }) : t('exam.noLimit')}</div>
      <div>
        {t('exam.questionCount', { count: exam.questionCount })} ·{' '}
        {t('exam.score', { total: exam.totalScore, pass: exam.passScore })}
      </div>
      {exam.audience === 'meeting' ? <div>{t('exam.meetingOnly', { name: exam.meetingName })}</div> : null}
      {exam.audience === 'grade' ? <div>{t('exam.gradeOnly')}</div> : null}
      {exam.ownerName ? <div>{t('exam.owner', { name: exam.ownerName })}</div> : null}
    </div>
  );
}
