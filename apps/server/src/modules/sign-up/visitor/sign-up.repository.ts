import type { TAttendeeDetails } from '@huitang/contracts';
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { orders } from '../../../../db/schema/index.ts';
import type { TConnectionDb } from '../../../platform/db/client.ts';
import { newOrderNo } from '../numbers.ts';
import type { TOrderRow } from '../order.repository.ts';
import type { TNewAttendee, TAttendeeRow } from '../attendee.repository.ts';

type TOrderValues = Pick<
  TOrderRow,
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

const orderColumns = Object.keys(getTableColumns(orders))
  .map((key) => `${toSnakeCase(key)} as "${key}"`)
  .join(', ');

/**
 * The order and its registrations in one statement: a sign-up during a rush is one round trip and,
 * as a named statement, one plan per connection, where the builders would take a round trip each.
 * An order number drawn twice inserts nothing (on conflict do nothing), and we draw again.
 */
const INSERT_ORDER_WITH_REGISTRATIONS = `
  with new_order as (
    insert into orders (order_no, meeting_id, buyer_id, status, lines, total_fen, discount_fen,
      payable_fen, discount_code_id, invite_code_id, group_unit, pay_provider, expires_at, paid_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
    on conflict (order_no) do nothing
    returning *
  ), new_registrations as (
    insert into registrations (meeting_id, order_id, type_id, status, audit_status, hold_until, fee_fen,
      source, name, mobile, unit, position, email, id_number, extra, credential_code)
    select o.meeting_id, o.id, $15, $16, $17, $18, $19, 'online',
      a.name, a.mobile, a.unit, a.position, a.email, a.id_number, a.extra, a.credential_code
    from new_order o, jsonb_to_recordset($20::jsonb) as a(name text, mobile text, unit text,
      position text, email text, id_number text, extra jsonb, credential_code text)
    returning id, name, status, email
  )
  select ${orderColumns},
    (select json_agg(json_build_object('id', r.id, 'name', r.name, 'status', r.status, 'email', r.email) order by r.id)
      from new_registrations r) as "registrations"
  from new_order`;

export const signUpRepository = {
  async insertOrder(
    tx: TConnectionDb,
    order: TOrderValues,
    shared: TAttendeeValues,
    attendees: TSignUpAttendee[],
  ): Promise<{ order: TOrderRow; registrations: TWrittenAttendee[] }> {
    const people = attendees.map((a) => ({
      name: a.name,
      mobile: a.mobile,
      unit: a.unit,
      position: a.position,
      email: a.email,
      id_number: a.idNumber,
      extra: a.extra,
      credential_code: a.credentialCode,
    }));
    for (;;) {
      const result = await tx.$client.query<TOrderRow & { registrations: TWrittenAttendee[] }>({
        name: 'sign_up_insert_order',
        text: INSERT_ORDER_WITH_REGISTRATIONS,
        values: [
          newOrderNo(),
          order.meetingId,
          order.buyerId,
          order.status,
          JSON.stringify(order.lines),
          order.totalFen,
          order.discountFen,
          order.payableFen,
          order.discountCodeId,
          order.inviteCodeId,
          order.groupUnit,
          order.payProvider,
          order.expiresAt,
          order.paidAt,
          shared.typeId,
          shared.status,
          shared.auditStatus,
          shared.holdUntil,
          shared.feeFen,
          JSON.stringify(people),
        ],
      });
      const row = result.rows[0];
      if (row) {
        const { registrations, ...written } = row;
        return { order: written, registrations };
      }
    }
  },
};
