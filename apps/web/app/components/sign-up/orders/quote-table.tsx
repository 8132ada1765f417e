import type { TQuote } from '@huitang/contracts';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/format/money';
import { usePhone } from '../../../lib/phone';
import styles from '../visitor/apply.module.css';

type TLine = TQuote['lines'][number];

/** The lines of a quote or an order (places, rooms, discount) with the total, discount and what to pay. */
export function QuoteTable({ quote }: { quote: TQuote }) {
  const { t } = useTranslation();
  // Four columns squeeze the item's name to a character a line on a phone: there the unit price
  // and quantity go under the name.
  const phone = usePhone();
  const amount: ColumnType<TLine> = {
    title: t('signUp.quote.amount'),
    key: 'amount',
    width: phone ? undefined : 120,
    align: 'right',
    render: (_, line) => formatFen(line.amountFen),
  };
  const columns: ColumnType<TLine>[] = phone
    ? [
        {
          title: t('signUp.quote.item'),
          key: 'item',
          render: (_, line) => (
            <>
              <div>{line.description}</div>
              <div className={styles.lineUnit}>
                {formatFen(line.unitFen)} × {line.quantity}
              </div>
            </>
          ),
        },
        amount,
      ]
    : [
        { title: t('signUp.quote.item'), dataIndex: 'description' },
        {
          title: t('signUp.quote.unit'),
          key: 'unit',
          width: 120,
          align: 'right',
          render: (_, line) => formatFen(line.unitFen),
        },
        { title: t('signUp.quote.quantity'), dataIndex: 'quantity', width: 80, align: 'right' },
        amount,
      ];
  return (
    <div>
      <Table<TLine>
        rowKey={(line) => `${line.kind}-${line.description}`}
        dataSource={quote.lines}
        pagination={false}
        columns={columns}
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
