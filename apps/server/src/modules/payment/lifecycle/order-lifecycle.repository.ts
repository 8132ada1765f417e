import { sql, type SQL } from 'drizzle-orm';
import type { TOrderStatus } from '@huitang/contracts';
import type { TDbOrTx, TTx } from '../../../platform/db/client.ts';

/**
 * The tables of the kinds of order. Each has the lifecycle's columns (`id`, `order_no`, `status`,
 * `expires_at`, `pay_provider`, `trade_no`, `paid_at`); the two whose paid orders can be refunded
 * also `refund_requested_at`, `refund_reason`, `refunded_at`.
 */
export type TOrderTable = 'orders' | 'course_orders' | 'vip_orders';
export type TRefundableTable = 'orders' | 'course_orders';

/** Meeting orders also keep when they closed. */
const closedAt = (table: TOrderTable) => (table === 'orders' ? sql`, closed_at = now()` : sql``);

const idsOf = async (db: TDbOrTx, statement: SQL): Promise<number[]> =>
  (await db.execute<{ id: number }>(statement)).rows.map((row) => row.id);
const states = (from: TOrderStatus[]) =>
  sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );

/**
 * Every change of an order's state, as one conditional UPDATE: it changes only an order in the
 * state the change starts from, and answers which orders it changed, so two changes racing for one
 * order (a sweep and a late payment, two refunds) cannot both happen.
 */
export const orderLifecycleRepository = {
  /** Paid, from one of `from` (open; closed too for a kind that takes a late payment). */
  async pay(
    tx: TTx,
    table: TOrderTable,
    id: number,
    payment: { provider: string; tradeNo: string },
    from: TOrderStatus[],
  ): Promise<boolean> {
    const changed = await idsOf(
      tx,
      sql`update ${sql.identifier(table)} set status = 'paid', pay_provider = ${payment.provider},
        trade_no = ${payment.tradeNo}, paid_at = now()
        where id = ${id} and status in (${states(from)}) returning id`,
    );
    return changed.length > 0;
  },

  /** Closes those of the orders still open; answers the ids it closed. */
  close: (tx: TTx, table: TOrderTable, ids: number[]): Promise<number[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : idsOf(
          tx,
          sql`update ${sql.identifier(table)} set status = 'closed'${closedAt(table)}
            where id in (${sql.join(
              ids.map((id) => sql`${Number(id)}`),
              sql`, `,
            )}) and status = 'open' returning id`,
        ),

  /**
   * Closes up to `limit` open orders whose time ran out, oldest first. SKIP LOCKED leaves alone an
   * order a payment is settling now: that payment decides it, and a later sweep finds it paid.
   */
  closeExpired: (tx: TTx, table: TOrderTable, limit: number): Promise<number[]> =>
    idsOf(
      tx,
      sql`with expired as (
        select id from ${sql.identifier(table)} where status = 'open' and expires_at <= now()
        order by expires_at limit ${limit} for update skip locked
      )
      update ${sql.identifier(table)} set status = 'closed'${closedAt(table)}
      where id in (select id from expired) returning id`,
    ),

  /** Marks a paid order's refund as asked for, once: a retry keeps the first ask and its reason. */
  async requestRefund(tx: TTx, table: TRefundableTable, id: number, reason: string): Promise<boolean> {
    const changed = await idsOf(
      tx,
      sql`update ${sql.identifier(table)} set refund_requested_at = now(), refund_reason = ${reason}
        where id = ${id} and status = 'paid' and refund_requested_at is null returning id`,
    );
    return changed.length > 0;
  },

  /** Refunded, from paid with its refund asked for (the reason stays the one asked with). */
  async refund(tx: TTx, table: TRefundableTable, id: number): Promise<boolean> {
    const changed = await idsOf(
      tx,
      sql`update ${sql.identifier(table)} set status = 'refunded', refunded_at = now()
        where id = ${id} and status = 'paid' and refund_requested_at is not null returning id`,
    );
    return changed.length > 0;
  },

  /** Paid orders whose refund was asked for more than `seconds` ago and never recorded. */
  async refundsDue(db: TDbOrTx, table: TRefundableTable, seconds: number): Promise<string[]> {
    const due = await db.execute<{ order_no: string }>(
      sql`select order_no from ${sql.identifier(table)} where status = 'paid'
        and refund_requested_at < now() - make_interval(secs => ${seconds}) limit 100`,
    );
    return due.rows.map((row) => row.order_no);
  },
};
