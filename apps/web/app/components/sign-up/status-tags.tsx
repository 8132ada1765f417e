import type { TInvoice, TOrderStatus, TAttendeeStatus } from '@huitang/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const REGISTRATION_COLORS: Record<TAttendeeStatus, string> = {
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

export function AttendeeStatusTag({ status }: { status: TAttendeeStatus }) {
  const { t } = useTranslation();
  return <Tag color={REGISTRATION_COLORS[status]}>{t(`signUp.status.${status}`)}</Tag>;
}

export function OrderStatusTag({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={ORDER_COLORS[status]}>{t(`signUp.orderStatus.${status}`)}</Tag>;
}

export function InvoiceStatusTag({ status }: { status: TInvoice['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'issued' ? 'green' : 'blue'}>{t(`signUp.invoiceStatus.${status}`)}</Tag>;
}
