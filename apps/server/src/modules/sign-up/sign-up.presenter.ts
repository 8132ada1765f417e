import type { TInvoice, TLocale, TMySignUp, TOrder, TAttendee } from '@huitang/contracts';
import type { TInvoiceRow, TOrderWithNames } from './order.repository.ts';
import type { TAttendeeRow, TAttendeeView } from './attendee.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const inLocale = (locale: TLocale, zh: string, en: string) => (locale === 'en' && en ? en : zh);

export const presentInvoice = (row: TInvoiceRow, orderNo: string, amountFen: number): TInvoice => ({
  id: row.id,
  orderNo,
  amountFen,
  kind: row.kind,
  title: row.title,
  taxNo: row.taxNo,
  bankName: row.bankName,
  bankAccount: row.bankAccount,
  companyAddress: row.companyAddress,
  companyPhone: row.companyPhone,
  email: row.email,
  status: row.status,
  issuedAt: iso(row.issuedAt),
  gmtCreate: row.createdAt.toISOString(),
});

export const presentOrder = (
  order: TOrderWithNames,
  registrations: Pick<TAttendeeRow, 'id' | 'name' | 'status'>[],
  invoice: TInvoiceRow | undefined,
): TOrder => ({
  orderNo: order.orderNo,
  meetingId: order.meetingId,
  meetingName: order.meetingName,
  status: order.status,
  lines: order.lines,
  totalFen: order.totalFen,
  discountFen: order.discountFen,
  payableFen: order.payableFen,
  payProvider: order.payProvider,
  expiresAt: order.expiresAt.toISOString(),
  paidAt: iso(order.paidAt),
  refundedAt: iso(order.refundedAt),
  buyerMobile: order.buyerMobile,
  registrations: registrations.map(({ id, name, status }) => ({ id, name, status })),
  invoice: invoice ? presentInvoice(invoice, order.orderNo, order.payableFen) : null,
  gmtCreate: order.createdAt.toISOString(),
});

export const presentAttendee = (row: TAttendeeView, locale: TLocale): TAttendee => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  unit: row.unit,
  position: row.position,
  email: row.email,
  idNumber: row.idNumber,
  extra: row.extra,
  orderNo: row.orderNo,
  orderStatus: row.orderStatus,
  typeId: row.typeId,
  typeName: inLocale(locale, row.typeName, row.typeNameEn),
  feeFen: row.feeFen,
  status: row.status,
  auditReason: row.auditReason,
  source: row.source,
  buyerMobile: row.buyerMobile,
  credentialCode: row.credentialCode,
  gmtCreate: row.createdAt.toISOString(),
});

/** A person may cancel what they have not paid for; money goes back only through the organiser. */
export const canCancel = (row: Pick<TAttendeeView, 'status' | 'orderPayableFen'>) =>
  row.status === 'unpaid' || (['pending', 'confirmed'].includes(row.status) && row.orderPayableFen === 0);

export const presentMine = (
  row: TAttendeeView & {
    meeting: { meetingName: string; startTime: Date; endTime: Date; address: string };
  },
  locale: TLocale,
): TMySignUp => ({
  id: row.id,
  meetingId: row.meetingId,
  meetingName: row.meeting.meetingName,
  startTime: row.meeting.startTime.toISOString(),
  endTime: row.meeting.endTime.toISOString(),
  address: row.meeting.address,
  typeName: inLocale(locale, row.typeName, row.typeNameEn),
  name: row.name,
  status: row.status,
  orderNo: row.orderNo,
  orderStatus: row.orderStatus,
  canCancel: canCancel(row),
  gmtCreate: row.createdAt.toISOString(),
});
