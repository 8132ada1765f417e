import type { TAttemptSummary } from '@huitang/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format/format-time';
import { AttemptStateTag } from './attempt-state-tag';

/** Attempts with their state, score and a link to the result (or to go on answering). */
export function AttemptTable({
  attempts,
  showExam = false,
}: {
  attempts: TAttemptSummary[];
  showExam?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table<TAttemptSummary>
      rowKey="id"
      size="small"
      dataSource={attempts}
      pagination={false}
      columns={[
        ...(showExam
          ? [
              {
                title: t('examAdmin.examName'),
                key: 'exam',
                render: (_: unknown, a: TAttemptSummary) => (
                  <Link to={`/exam/view/${a.examId}`}>{a.examName}</Link>
                ),
              },
            ]
          : []),
        {
          title: t('examAdmin.number'),
          key: 'number',
          width: 90,
          render: (_, a) => t('exam.attemptNo', { number: a.number }),
        },
        {
          title: t('examAdmin.submittedAt'),
          key: 'submittedAt',
          width: 170,
          render: (_, a) => (a.submittedAt ? formatTime(a.submittedAt) : '—'),
        },
        {
          title: t('examAdmin.state'),
          key: 'state',
          width: 150,
          render: (_, a) => <AttemptStateTag attempt={a} />,
        },
        {
          title: t('examAdmin.score'),
          key: 'score',
          width: 110,
          render: (_, a) => (a.score === null ? '—' : `${a.score} / ${a.totalScore}`),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          width: 100,
          render: (_, a) =>
            a.submittedAt ? (
              <Link to={`/exam/result?id=${a.id}`}>{t('exam.viewResult')}</Link>
            ) : (
              <Link to={`/exam/exam?id=${a.id}`}>{t('exam.continue')}</Link>
            ),
        },
      ]}
    />
  );
}
