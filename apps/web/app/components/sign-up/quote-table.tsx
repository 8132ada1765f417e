import type { TQuote } from '@huitang/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../lib/money';
import styles from './apply.module.css';

type TLine = TQuote['lines'][number];

/** The lines of a quote or an order (places, rooms, discount) with the total, discount and what to pay. */
export function QuoteTable({ quote }: { quote: TQuote }) {
  const { t } = useTranslation();
  return (
    <div>
      <Table<TLine>
        rowKey={(line) => `${line.kind}-${line.description}`}
        dataSource={quote.lines}
        pagination={false}
        columns={[
          { title: t('signUp.quote.item'), dataIndex: 'description' },
          {
            title: t('signUp.quote.unit'),
            key: 'unit',
            width: 120,
            align: 'right',
            render: (_, line) => formatFen(line.unitFen),
          },
          { title: t('signUp.quote.quantity'), dataIndex: 'quantity', width: 80, align: 'right' },
          {
            title: t('signUp.quote.amount'),
            key: 'amount',
            width: 120,
            align: 'right',
            render: (_, line) => formatFen(line.amountFen),
          },
        ]}
      />
      <dl className={styles.totals}>
        <dt>{t('signUp.quote.total')}</dt>
        <dd>{formatFen(quote.totalFen)}</dd>
        <dt>{t('signUp.quote.discount')}</dt>
        <dd>{formatFen(-quote.discountFen)}</dd>
        <dt>{t('signUp.quote.payable')}</dt>
        <dd className={styles.payable}>{formatFen(quote.payableFen)}</dd>
      </dl>
    </div>
  );
}
