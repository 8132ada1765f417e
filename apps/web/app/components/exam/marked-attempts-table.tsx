import type { TCallResponse } from '@huitang/contracts';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format/format-time';
import { AttemptStateTag } from './attempt-state-tag';
import styles from './exam.module.css';

type TRow = TCallResponse<'/exam/auth/mark/list'>['list'][number];

/**
 * An exam's attempts as its owner sees them: who, which try, when handed in, its state and score,
 * and marking for those handed in (examAdmin, and the console's exam records).
 */
export function MarkedAttemptsTable({ rows, onMark }: { rows: TRow[]; onMark: (attemptId: number) => void }) {
  const { t } = useTranslation();
  return (
    <Table<TRow>
      rowKey="id"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('examAdmin.noAttempts') }}
      columns={[
        {
          title: t('examAdmin.candidate'),
          key: 'candidate',
          render: (_, row) => (
            <>
              <div>{row.name}</div>
              <div className={styles.muted}>{row.mobile}</div>
            </>
          ),
        },
        { title: t('examAdmin.number'), dataIndex: 'number', width: 70 },
        {
          title: t('examAdmin.submittedAt'),
          key: 'submittedAt',
          width: 170,
          render: (_, row) => (row.submittedAt ? formatTime(row.submittedAt) : '—'),
        },
        {
          title: t('examAdmin.state'),
          key: 'state',
          width: 170,
          render: (_, row) => <AttemptStateTag attempt={row} />,
        },
        {
          title: t('examAdmin.score'),
          key: 'score',
          width: 100,
          render: (_, row) => (row.score === null ? '—' : `${row.score} / ${row.totalScore}`),
        },
        {
          title: t('common.actions'),
          key: 'actions',
          width: 80,
          render: (_, row) =>
            row.submittedAt ? (
              <Button type="link" size="small" onClick={() => onMark(row.id)}>
                {t('examAdmin.mark')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
