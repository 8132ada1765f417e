import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TAttendeeStatus, TOrderStatus } from '@huitang/contracts';
import {
  invoices,
  meetings,
  orders,
  payments,
  registrations,
  roomBookings,
  users,
} from '../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { containing, refundDue, type TSlice } from '../../platform/db/query.ts';
import { newOrderNo } from './numbers.ts';
import type { TOrderEnding, TPaidStates } from './order-states.ts';

export type TOrderRow = typeof orders.$inferSelect;
export type TNewOrder = typeof orders.$inferInsert;
export type TInvoiceRow = typeof invoices.$inferSelect;
export type TOrderWithNames = TOrderRow & { meetingName: string; buyerMobile: string };

const withNames = { order: orders, meetingName: meetings.meetingName, buyerMobile: users.mobile };
const flatten = (row: { order: TOrderRow; meetingName: string; buyerMobile: string }): TOrderWithNames => ({
  ...row.order,
  meetingName: row.meetingName,
  buyerMobile: row.buyerMobile,
});

/** Orders, their room bookings, invoices and payments; the state changes of an order. */
export const orderRepository = {
  /**
   * Inserts the order under a fresh number. Numbers are partly random, so at hundreds of orders a
   * second two can meet: the later one draws again instead of failing (no error, so no savepoint).
   */
  async insert(tx: TTx, values: Omit<TNewOrder, 'orderNo'>): Promise<TOrderRow> {
    for (;;) {
      const rows = await tx
        .insert(orders)
        .values({ ...values, orderNo: newOrderNo() })
        .onConflictDoNothing({ target: orders.orderNo })
        .returning();
      if (rows[0]) return rows[0];
    }
  },

  async insertBookings(tx: TTx, values: (typeof roomBookings.$inferInsert)[]): Promise<void> {
    if (values.length) await tx.insert(roomBookings).values(values);
  },

  async roomNightsOf(db: TDbOrTx, orderId: number): Promise<{ roomNightId: number; rooms: number }[]> {
    return db
      .select({ roomNightId: roomBookings.roomNightId, rooms: roomBookings.rooms })
      .from(roomBookings)
      .where(eq(roomBookings.orderId, orderId));
  },

  async upsertInvoice(db: TDbOrTx, values: typeof invoices.$inferInsert): Promise<TInvoiceRow> {
    const { orderId: _orderId, ...rest } = values;
    const rows = await db
      .insert(invoices)
      .values(values)
      .onConflictDoUpdate({ target: invoices.orderId, set: rest })
      .returning();
    return rows[0]!;
  },

  async deleteInvoice(db: TDbOrTx, orderId: number): Promise<void> {
    await db.delete(invoices).where(eq(invoices.orderId, orderId));
  },

  async invoicesOf(db: TDbOrTx, orderIds: number[]): Promise<TInvoiceRow[]> {
    if (orderIds.length === 0) return [];
    return db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
  },

  async byNo(db: TDbOrTx, orderNo: string): Promise<TOrderWithNames | undefined> {
    const rows = await db
      .select(withNames)
      .from(orders)
      .innerJoin(meetings, eq(meetings.id, orders.meetingId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(eq(orders.orderNo, orderNo));
    return rows[0] && flatten(rows[0]);
  },

  async byId(db: TDbOrTx, id: number): Promise<TOrderRow | undefined> {
    const rows = await db.select().from(orders).where(eq(orders.id, id));
    return rows[0];
  },

  /** The order row locked for a state change: payments, closes and refunds queue up on it. */
  async lockByNo(tx: TTx, orderNo: string): Promise<TOrderRow | undefined> {
    const rows = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
    return rows[0];
  },

  async page(db: TDbOrTx, where: SQL | undefined, { offset, limit }: TSlice) {
    const [rows, total] = await Promise.all([
      db
        .select(withNames)
        .from(orders)
        .innerJoin(meetings, eq(meetings.id, orders.meetingId))
        .innerJoin(users, eq(users.id, orders.buyerId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      db.$count(orders, where),
    ]);
    return { rows: rows.map(flatten), total };
  },

  buyerFilter: (buyerId: number, status: TOrderStatus | undefined) =>
    and(eq(orders.buyerId, buyerId), status ? eq(orders.status, status) : undefined),

  meetingFilter: (meetingId: number, status: TOrderStatus | undefined, keyword: string | undefined) =>
    and(
      eq(orders.meetingId, meetingId),
      status ? eq(orders.status, status) : undefined,
      keyword
        ? or(
            ilike(orders.orderNo, containing(keyword)),
            sql`exists (select 1 from registrations r where r.order_id = ${orders.id}
              and (r.name ilike ${containing(keyword)} or r.mobile like ${containing(keyword)}))`,
          )
        : undefined,
    ),

  /** Paid: unpaid attendees move to the states `to` names (audit or confirmed), held rooms to booked. */
  async markPaid(
    tx: TTx,
    order: TOrderRow,
    payment: { provider: string; tradeNo: string },
    auditTypeIds: number[],
    to: TPaidStates,
  ) {
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), payProvider: payment.provider, tradeNo: payment.tradeNo })
      .where(eq(orders.id, order.id));
    const audited = sql`${registrations.typeId} = any(${sql.raw(`array[${auditTypeIds.map(Number).join(',')}]::int[]`)})`;
    await tx
      .update(registrations)
      .set({
        holdUntil: null,
        status: sql`case when ${audited} then ${to.audited.status} else ${to.direct.status} end`,
        auditStatus: sql`case when ${audited} then ${to.audited.auditStatus} else ${to.direct.auditStatus} end`,
      })
      .where(and(eq(registrations.orderId, order.id), eq(registrations.status, to.from)));
    await tx
      .update(roomBookings)
      .set({ status: to.rooms.to, holdUntil: null })
      .where(and(eq(roomBookings.orderId, order.id), eq(roomBookings.status, to.rooms.from)));
  },

  /** Ends the order as `ending` says: its state, its attendees still holding a place, its rooms. */
  async end(tx: TTx, orderId: number, ending: TOrderEnding, holding: TAttendeeStatus[], reason = '') {
    await tx
      .update(orders)
      .set(
        ending.order === 'closed'
          ? { status: ending.order, closedAt: new Date() }
          : { status: ending.order, refundedAt: new Date(), refundReason: reason },
      )
      .where(eq(orders.id, orderId));
    await tx
      .update(registrations)
      .set({ status: ending.attendees, holdUntil: null })
      .where(and(eq(registrations.orderId, orderId), inArray(registrations.status, holding)));
    await tx
      .update(roomBookings)
      .set({ status: ending.rooms, holdUntil: null })
      .where(eq(roomBookings.orderId, orderId));
  },

  /**
   * Ends unpaid orders whose time ran out, as `ending` says. Counting already ignores expired holds,
   * so this only tidies up states; SKIP LOCKED leaves alone an order a late payment is settling now.
   */
  async endExpired(db: TDbOrTx, ending: TOrderEnding, limit = 500): Promise<number> {
    const result = await db.execute<{ n: number }>(sql`
      with expired as (
        select id from orders where status = 'open' and expires_at < now()
        order by expires_at limit ${limit} for update skip locked
      ), ended as (
        update orders set status = ${ending.order}, closed_at = now() where id in (select id from expired) returning id
      ), regs as (
        update registrations set status = ${ending.attendees}, hold_until = null
        where order_id in (select id from ended) and status = 'unpaid'
      ), rooms as (
        update room_bookings set status = ${ending.rooms}, hold_until = null where order_id in (select id from ended)
      )
      select count(*)::int as n from ended`);
    return result.rows[0]?.n ?? 0;
  },

  /** Expired unpaid orders holding any of these mobiles (to be closed so the person may sign up again). */
  async staleHolds(tx: TTx, meetingId: number, mobiles: string[]): Promise<number[]> {
    const stale = await tx
      .selectDistinct({ orderId: registrations.orderId })
      .from(registrations)
      .innerJoin(orders, eq(orders.id, registrations.orderId))
      .where(
        and(
          eq(registrations.meetingId, meetingId),
          inArray(registrations.mobile, mobiles),
          eq(registrations.status, 'unpaid'),
          sql`${orders.expiresAt} < now()`,
        ),
      );
    return stale.map((row) => row.orderId);
  },

  async paymentByTrade(db: TDbOrTx, provider: string, tradeNo: string) {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.tradeNo, tradeNo)));
    return rows[0];
  },

  async insertPayment(tx: TTx, values: typeof payments.$inferInsert): Promise<void> {
    await tx.insert(payments).values(values);
  },

  /** Marks a paid order's refund as asked for (once; a retry keeps the first reason). */
  async requestRefund(tx: TTx, orderId: number, reason: string): Promise<void> {
    await tx
      .update(orders)
      .set({ refundRequestedAt: new Date(), refundReason: reason })
      .where(and(eq(orders.id, orderId), sql`${orders.refundRequestedAt} is null`));
  },

  /** Paid orders whose refund was asked for more than `seconds` ago and never recorded. */
  refundsDue: (db: TDbOrTx, seconds: number) =>
    db.select({ orderNo: orders.orderNo }).from(orders).where(refundDue(orders, seconds)).limit(100),

  async markPaymentsRefunded(tx: TTx, orderId: number): Promise<void> {
    await tx
      .update(payments)
      .set({ outcome: 'refunded' })
      .where(and(eq(payments.orderId, orderId), eq(payments.outcome, 'paid')));
  },
};
