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
import { containing, type TSlice } from '../../platform/db/query.ts';
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

/**
 * Orders, their room bookings, invoices and payments; what a change of an order's state does to its
 * attendees and rooms (the state itself changes in payment's order lifecycle).
 */
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
  async settleAttendees(tx: TTx, orderId: number, auditTypeIds: number[], to: TPaidStates) {
    const audited = sql`${registrations.typeId} = any(${sql.raw(`array[${auditTypeIds.map(Number).join(',')}]::int[]`)})`;
    await tx
      .update(registrations)
      .set({
        holdUntil: null,
        status: sql`case when ${audited} then ${to.audited.status} else ${to.direct.status} end`,
        auditStatus: sql`case when ${audited} then ${to.audited.auditStatus} else ${to.direct.auditStatus} end`,
      })
      .where(and(eq(registrations.orderId, orderId), eq(registrations.status, to.from)));
    await tx
      .update(roomBookings)
      .set({ status: to.rooms.to, holdUntil: null })
      .where(and(eq(roomBookings.orderId, orderId), eq(roomBookings.status, to.rooms.from)));
  },

  /** What ended orders held goes back as `ending` says: their attendees still holding a place, their rooms. */
  async release(tx: TTx, orderIds: number[], ending: TOrderEnding, holding: TAttendeeStatus[]) {
    await tx
      .update(registrations)
      .set({ status: ending.attendees, holdUntil: null })
      .where(and(inArray(registrations.orderId, orderIds), inArray(registrations.status, holding)));
    await tx
      .update(roomBookings)
      .set({ status: ending.rooms, holdUntil: null })
      .where(inArray(roomBookings.orderId, orderIds));
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

  async markPaymentsRefunded(tx: TTx, orderId: number): Promise<void> {
    await tx
      .update(payments)
      .set({ outcome: 'refunded' })
      .where(and(eq(payments.orderId, orderId), eq(payments.outcome, 'paid')));
  },
};
