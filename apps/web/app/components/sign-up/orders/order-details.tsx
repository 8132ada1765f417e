import type { TInvoice, TOrder } from '@huitang/contracts';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/format/money';
import { chinaTime } from '@huitang/contracts/china-time';
import { QuoteTable } from './quote-table';
import { InvoiceStatusTag, OrderStatusTag, AttendeeStatusTag } from '../status-tags';
import { SectionTitle } from '../../forms/section-title';
import styles from '../sign-up.module.css';

/** How an order got paid: a provider, nothing to pay, or placed by the organiser (by hand, by import). */
const PAID_BY = ['sandbox', 'alipay', 'wechat', 'free', 'manual', 'import'] as const;

/** The buyer's invoice request as the organiser and the buyer read it. */
export function InvoiceDescriptions({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const rows = (
    ['title', 'taxNo', 'bankName', 'bankAccount', 'companyAddress', 'companyPhone', 'email'] as const
  )
    .filter((key) => invoice[key])
    .map((key) => ({ key, label: t(`signUp.invoice.${key}`), children: invoice[key] }));
  return (
    <Descriptions
      column={2}
      bordered
      items={[
        {
          key: 'kind',
          label: t('signUp.invoice.kind'),
          children: t(`signUp.invoiceKind.${invoice.kind}`),
        },
        {
          key: 'status',
          label: t('signUp.invoice.status'),
          children: <InvoiceStatusTag status={invoice.status} />,
        },
        { key: 'amount', label: t('signUp.invoice.amount'), children: formatFen(invoice.amountFen) },
        ...(invoice.issuedAt
          ? [
              {
                key: 'issuedAt',
                label: t('signUp.invoice.issuedAt'),
                children: chinaTime(invoice.issuedAt),
              },
            ]
          : []),
        ...rows,
      ]}
    />
  );
}

/** One order in full: its state, lines and amounts, the people it signs up and the invoice asked for. */
export function OrderDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const provider = PAID_BY.find((way) => way === order.payProvider);
  const when = (label: string, iso: string | null) =>
    iso ? [{ key: label, label, children: chinaTime(iso) }] : [];
  return (
    <div className={styles.details}>
      <Descriptions
        column={2}
        bordered
        items={[
          { key: 'orderNo', label: t('signUp.order.orderNo'), children: order.orderNo },
          {
            key: 'status',
            label: t('signUp.order.status'),
            children: <OrderStatusTag status={order.status} />,
          },
          { key: 'meeting', label: t('signUp.order.meeting'), children: order.meetingName, span: 2 },
          { key: 'buyer', label: t('signUp.order.buyer'), children: order.buyerMobile },
          {
            key: 'provider',
            label: t('signUp.order.provider'),
            children: provider ? t(`signUp.provider.${provider}`) : order.payProvider || '-',
          },
          ...when(t('signUp.order.created'), order.gmtCreate),
          ...(order.status === 'open' ? when(t('signUp.order.expiresAt'), order.expiresAt) : []),
          ...when(t('signUp.order.paidAt'), order.paidAt),
          ...when(t('signUp.order.refundedAt'), order.refundedAt),
        ]}
      />
      <SectionTitle title={t('signUp.order.lines')} />
      <QuoteTable quote={order} />
      <SectionTitle title={t('signUp.order.registrations')} />
      <Space wrap>
        {order.registrations.map((registration) => (
          <span key={registration.id}>
            {registration.name} <AttendeeStatusTag status={registration.status} />
          </span>
        ))}
      </Space>
      <SectionTitle title={t('signUp.order.invoice')} />
      {order.invoice ? (
        <InvoiceDescriptions invoice={order.invoice} />
      ) : (
        <span>{t('signUp.invoiceKind.none')}</span>
      )}
    </div>
  );
}
