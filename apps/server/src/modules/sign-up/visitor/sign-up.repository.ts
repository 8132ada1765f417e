import type { TAttendeeDetails } from '@huitang/contracts';
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { orders } from '../../../../db/schema/index.ts';
import type { TConnectionDb } from '../../../platform/db/client.ts';
import type { TOrderRow } from '../order.repository.ts';
import type { TNewAttendee, TAttendeeRow } from '../attendee.repository.ts';
import type { TMessageText } from '../../message/message.repository.ts';

type TOrderValues = Pick<
  TOrderRow,
  | 'orderNo'
  | 'meetingId'
  | 'buyerId'
  | 'status'
  | 'lines'
  | 'totalFen'
  | 'discountFen'
  | 'payableFen'
  | 'discountCodeId'
  | 'inviteCodeId'
  | 'groupUnit'
  | 'payProvider'
  | 'expiresAt'
  | 'paidAt'
>;
/** What every registration of the order shares. */
type TAttendeeValues = Pick<TNewAttendee, 'typeId' | 'status' | 'auditStatus' | 'holdUntil' | 'feeFen'>;
export type TSignUpAttendee = TAttendeeDetails & { credentialCode: string };
export type TWrittenAttendee = Pick<TAttendeeRow, 'id' | 'name' | 'status' | 'email'>;

/** One order to write: the order, its registrations, and the buyer's inbox notice. */
export interface TNewOrder {
  order: TOrderValues;
  shared: TAttendeeValues;
  attendees: TSignUpAttendee[];
  notice: TMessageText;
}

const orderColumns = Object.keys(getTableColumns(orders))
  .map((key) => `o.${toSnakeCase(key)} as "${key}"`)
  .join(', ');

/**
 * Orders, their registrations and their buyers' inbox notices in one statement: a sign-up during a
 * rush is one round trip and, as a named statement, one plan per connection, however many orders a
 * batch holds (visitor/sign-up-batch.ts). An order number drawn twice inserts nothing (on conflict
 * do nothing): that order is missing from the rows returned, and the caller draws again.
 */
const INSERT_ORDERS = `
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as i(order_no text, meeting_id int, buyer_id int,
      status text, lines jsonb, total_fen int, discount_fen int, payable_fen int, discount_code_id int,
      invite_code_id int, group_unit text, pay_provider text, expires_at timestamptz, paid_at timestamptz,
      type_id int, registration_status text, audit_status text, hold_until timestamptz, fee_fen int,
      people jsonb, title text, content text, title_en text, content_en text)
  ), new_orders as (
    insert into orders (order_no, meeting_id, buyer_id, status, lines, total_fen, discount_fen,
      payable_fen, discount_code_id, invite_code_id, group_unit, pay_provider, expires_at, paid_at)
    select order_no, meeting_id, buyer_id, status, lines, total_fen, discount_fen, payable_fen,
      discount_code_id, invite_code_id, group_unit, pay_provider, expires_at, paid_at
    from input
    on conflict (order_no) do nothing
    returning *
  ), new_registrations as (
    insert into registrations (meeting_id, order_id, type_id, status, audit_status, hold_until, fee_fen,
      source, name, mobile, unit, position, email, id_number, extra, credential_code)
    select o.meeting_id, o.id, i.type_id, i.registration_status, i.audit_status, i.hold_until, i.fee_fen,
      'online', a.name, a.mobile, a.unit, a.position, a.email, a.id_number, a.extra, a.credential_code
    from new_orders o join input i on i.order_no = o.order_no,
      jsonb_to_recordset(i.people) as a(name text, mobile text, unit text, position text, email text,
        id_number text, extra jsonb, credential_code text)
    returning id, order_id, name, status, email
  ), new_notices as (
    insert into user_messages (user_id, title, content, title_en, content_en)
    select i.buyer_id, i.title, i.content, i.title_en, i.content_en
    from new_orders o join input i on i.order_no = o.order_no
  )
  select ${orderColumns},
    (select json_agg(json_build_object('id', r.id, 'name', r.name, 'status', r.status, 'email', r.email)
      order by r.id) from new_registrations r where r.order_id = o.id) as "registrations"
  from new_orders o`;

export const signUpRepository = {
  /** Writes the orders whose numbers are free; those written come back, each with its registrations. */
  async insertOrders(
    tx: TConnectionDb,
    written: TNewOrder[],
  ): Promise<{ order: TOrderRow; registrations: TWrittenAttendee[] }[]> {
    const input = written.map(({ order, shared, attendees, notice }) => ({
      order_no: order.orderNo,
      meeting_id: order.meetingId,
      buyer_id: order.buyerId,
      status: order.status,
      lines: order.lines,
      total_fen: order.totalFen,
      discount_fen: order.discountFen,
      payable_fen: order.payableFen,
      discount_code_id: order.discountCodeId,
      invite_code_id: order.inviteCodeId,
      group_unit: order.groupUnit,
      pay_provider: order.payProvider,
      expires_at: order.expiresAt,
      paid_at: order.paidAt,
      type_id: shared.typeId,
      registration_status: shared.status,
      audit_status: shared.auditStatus,
      hold_until: shared.holdUntil,
      fee_fen: shared.feeFen,
      people: attendees.map((a) => ({
        name: a.name,
        mobile: a.mobile,
        unit: a.unit,
        position: a.position,
        email: a.email,
        id_number: a.idNumber,
        extra: a.extra,
        credential_code: a.credentialCode,
      })),
      title: notice.title,
      content: notice.content,
      title_en: notice.titleEn,
      content_en: notice.contentEn,
    }));
    const result = await tx.$client.query<TOrderRow & { registrations: TWrittenAttendee[] }>({
      name: 'sign_up_insert_orders',
      text: INSERT_ORDERS,
      values: [JSON.stringify(input)],
    });
    return result.rows.map(({ registrations, ...order }) => ({ order, registrations }));
  },
};
