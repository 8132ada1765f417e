import { ZAttendeeStatus, type TSummary } from '@huitang/contracts';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/format/money';
import styles from '../sign-up.module.css';
import type { TUsage } from './held-dialog';
import { HeldDialog } from './lazy-dialogs';

/**
 * The meeting's sign-up at a glance: counts by status and money taken (register/summary), places
 * per type (register/lock/list): confirmed, awaiting review, held by unpaid orders, left.
 */
export function AttendeeSummary({ summary, usages }: { summary: TSummary; usages: TUsage[] }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState<TUsage | null>(null);
  return (
    <div className={styles.summary}>
      <div className={styles.cards}>
        {ZAttendeeStatus.options.map((status) => (
          <div key={status} className={styles.card}>
            <span className={styles.cardLabel}>{t(`signUp.status.${status}`)}</span>
            <strong>{summary.byStatus[status] ?? 0}</strong>
          </div>
        ))}
        <div className={styles.card}>
          <span className={styles.cardLabel}>{t('signUp.summary.paid')}</span>
          <strong>{formatFen(summary.paidFen)}</strong>
        </div>
        <div className={styles.card}>
          <span className={styles.cardLabel}>{t('signUp.summary.refunded')}</span>
          <strong>{formatFen(summary.refundedFen)}</strong>
        </div>
      </div>
      <Table<TUsage>
        rowKey="typeId"
        dataSource={usages}
        pagination={false}
        columns={[
          { title: t('signUp.signup.type'), dataIndex: 'typeName' },
          {
            title: t('signUp.summary.quota'),
            key: 'quota',
            width: 100,
            render: (_, row) => row.quota ?? t('signUp.common.unlimited'),
          },
          { title: t('signUp.summary.confirmed'), dataIndex: 'confirmed', width: 100 },
          { title: t('signUp.summary.pending'), dataIndex: 'pending', width: 100 },
          {
            title: t('signUp.summary.held'),
            key: 'held',
            width: 100,
            render: (_, row) => (
              <Button type="link" size="small" disabled={row.held === 0} onClick={() => setHeld(row)}>
                {row.held}
              </Button>
            ),
          },
          {
            title: t('signUp.summary.remaining'),
            key: 'remaining',
            width: 100,
            render: (_, row) => row.remaining ?? t('signUp.common.unlimited'),
          },
        ]}
      />
      <HeldDialog usage={held} onClose={() => setHeld(null)} />
    </div>
  );
}
