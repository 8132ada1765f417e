import type { TInvoice, TOrder } from '@huitang/contracts';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format-time';
import { formatFen } from '../../lib/money';
import { QuoteTable } from './quote-table';
import { InvoiceStatusTag, OrderStatusTag, RegistrationStatusTag } from './status-tags';
import { SectionTitle } from '../forms/section-title';
import styles from './registration.module.css';

/** How an order got paid: a provider, nothing to pay, or placed by the organiser (by hand, by import). */
const PAID_BY = ['sandbox', 'alipay', 'wechat', 'free', 'manual', 'import'] as const;

/** The buyer's invoice request as the organiser and the buyer read it. */
export function InvoiceDescriptions({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const rows = (
    ['title', 'taxNo', 'bankName', 'bankAccount', 'companyAddress', 'companyPhone', 'email'] as const
  )
    .filter((key) => invoice[key])
    .map((key) => ({ key, label: t(`registration.invoice.${key}`), children: invoice[key] }));
  return (
    <Descriptions
      column={2}
      bordered
      items={[
        {
          key: 'kind',
          label: t('registration.invoice.kind'),
          children: t(`registration.invoiceKind.${invoice.kind}`),
        },
        {
          key: 'status',
          label: t('registration.invoice.status'),
          children: <InvoiceStatusTag status={invoice.status} />,
        },
        { key: 'amount', label: t('registration.invoice.amount'), children: formatFen(invoice.amountFen) },
        ...(invoice.issuedAt
          ? [
              {
                key: 'issuedAt',
                label: t('registration.invoice.issuedAt'),
                children: formatTime(invoice.issuedAt),
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
    iso ? [{ key: label, label, children: formatTime(iso) }] : [];
  return (
    <div className={styles.details}>
      <Descriptions
        column={2}
        bordered
        items={[
          { key: 'orderNo', label: t('registration.order.orderNo'), children: order.orderNo },
          {
            key: 'status',
            label: t('registration.order.status'),
            children: <OrderStatusTag status={order.status} />,
          },
          { key: 'meeting', label: t('registration.order.meeting'), children: order.meetingName, span: 2 },
          { key: 'buyer', label: t('registration.order.buyer'), children: order.buyerMobile },
          {
            key: 'provider',
            label: t('registration.order.provider'),
            children: provider ? t(`registration.provider.${provider}`) : order.payProvider || '-',
          },
          ...when(t('registration.order.created'), order.gmtCreate),
          ...(order.status === 'open' ? when(t('registration.order.expiresAt'), order.expiresAt) : []),
          ...when(t('registration.order.paidAt'), order.paidAt),
          ...when(t('registration.order.refundedAt'), order.refundedAt),
        ]}
      />
      <SectionTitle title={t('registration.order.lines')} />
      <QuoteTable quote={order} />
      <SectionTitle title={t('registration.order.registrations')} />
      <Space wrap>
        {order.registrations.map((registration) => (
          <span key={registration.id}>
            {registration.name} <RegistrationStatusTag status={registration.status} />
          </span>
        ))}
      </Space>
      <SectionTitle title={t('registration.order.invoice')} />
      {order.invoice ? (
        <InvoiceDescriptions invoice={order.invoice} />
      ) : (
        <span>{t('registration.invoiceKind.none')}</span>
      )}
    </div>
  );
}
