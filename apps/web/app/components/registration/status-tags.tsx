import type { TInvoice, TOrderStatus, TRegistrationStatus } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const REGISTRATION_COLORS: Record<TRegistrationStatus, string> = {
  unpaid: 'orange',
  pending: 'gold',
  confirmed: 'green',
  rejected: 'red',
  cancelled: 'default',
  refunded: 'purple',
};
const ORDER_COLORS: Record<TOrderStatus, string> = {
  open: 'orange',
  paid: 'green',
  closed: 'default',
  refunded: 'purple',
};

export function RegistrationStatusTag({ status }: { status: TRegistrationStatus }) {
  const { t } = useTranslation();
  return <Tag color={REGISTRATION_COLORS[status]}>{t(`registration.status.${status}`)}</Tag>;
}

export function OrderStatusTag({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_COLORS[status]}>{t(`registration.orderStatus.${status}`)}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: TInvoice['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'issued' ? 'green' : 'blue'}>{t(`registration.invoiceStatus.${status}`)}</Tag>
  );
}
