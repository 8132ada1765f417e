import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  closeExpiredOrders,
  type TOrderStore,
} from '../src/modules/payment/lifecycle/order-lifecycle.service.ts';
import { sandboxCallback } from '../src/platform/pay/sandbox.ts';
import type { TTestApp } from './harness.ts';

/** The tables of the three kinds of order, as the lifecycle names them. */
type TTable = TOrderStore['table'];

/** Runs the order's time out (its holds too, for a meeting order), as a buyer who never paid leaves it. */
export const expire = async (t: TTestApp, table: TTable, orderNo: string) => {
  await t.db.execute(sql`update ${sql.identifier(table)} set expires_at = now() - interval '1 minute'
    where order_no = ${orderNo}`);
  if (table === 'orders')
    for (const holds of ['registrations', 'room_bookings'])
      await t.db.execute(sql`update ${sql.identifier(holds)} set hold_until = now() - interval '1 minute'
        where order_id = (select id from orders where order_no = ${orderNo}) and hold_until is not null`);
};

/**
 * The sandbox gateway's notice that the order was paid, signed with the server's key and posted to
 * the notify route as the gateway would: answers the route's status and body.
 */
export const notifyPaid = async (t: TTestApp, orderNo: string, amountFen: number, tradeNo: string) => {
  const { rows } = await t.db.execute<{ value: string }>(
    sql`select value from app_meta where key = 'upload_secret'`,
  );
  const key = createHmac('sha256', rows[0]!.value).update('pay-sandbox').digest();
  const notice = sandboxCallback(key, { orderNo, tradeNo, amountFen });
  const reply = await t.raw({
    method: 'POST',
    url: `/apis/pay/notify/sandbox/${orderNo}`,
    headers: notice.headers,
    payload: notice.body,
  });
  return [reply.statusCode, reply.body] as const;
};

/**
 * The expiry sweep and the order's payment notice at the same moment (two connections of the pool):
 * answers how many orders the sweep closed and the gateway's answer.
 */
export const sweepAndNotify = async (
  t: TTestApp,
  store: TOrderStore,
  order: { orderNo: string; amountFen: number },
  tradeNo: string,
) => {
  const [closed, answer] = await Promise.all([
    closeExpiredOrders(t.db, [store]),
    notifyPaid(t, order.orderNo, order.amountFen, tradeNo),
  ]);
  return { closed, answer };
};

/** The order's status, as stored. */
export const statusOf = async (t: TTestApp, table: TTable, orderNo: string) =>
  (
    await t.db.execute<{ status: string }>(
      sql`select status from ${sql.identifier(table)} where order_no = ${orderNo}`,
    )
  ).rows[0]?.status;
