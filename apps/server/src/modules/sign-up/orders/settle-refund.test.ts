import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { openSignUpMeeting, person, signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

/**
 * Paying and refunding a meeting order as a crash would see them: the cashier says "paid" only of an
 * order paid on disk with its mail; a refund holds no lock while the gateway answers, and one cut off
 * after it was asked for is finished by the sweep.
 */

/** The sandbox gateway takes this long to answer a refund, as a real one over the network. */
const GATEWAY_MS = 1500;
let t: TTestApp;
let organiser: string;
let meetingId: number;
let typeId: number;
const steps = signUpSteps(
  () => t,
  () => organiser,
);

beforeAll(async () => {
  t = await createTestApp({ paySandboxLatencyMs: GATEWAY_MS, orderSweepSeconds: 1 });
  organiser = await t.login('13800000007');
  meetingId = await openSignUpMeeting(t, organiser);
  typeId = (await steps.saveType(meetingId, { name: '付费代表', feeFen: 50000, quota: 10 })).id;
});
afterAll(() => t.close());

/** A buyer's open order of one attendee who gives an address. */
const openOrder = async () => {
  const { mobile, token } = await t.registerUser();
  const order = await t.call(
    '/meeting/auth/enroll/submit',
    { meetingId, typeId, attendees: [{ ...person(mobile), email: `${mobile}@example.com` }] },
    { token },
  );
  expect(order.code, order.msg).toBe(200);
  return { orderNo: order.data.orderNo, token };
};

/** The order's mails of one event (paid, refunded), as written for delivery. */
const mailsOf = async (orderNo: string, event: string) =>
  (
    await t.db.execute<{ ref: string }>(sql`
      select m.ref from mail_messages m join registrations r on r.id = m.registration_id
      join orders o on o.id = r.order_id where o.order_no = ${orderNo} and m.ref like ${`${event}:%`}`)
  ).rows;

const statusOf = async (orderNo: string) =>
  (await t.db.execute<{ status: string }>(sql`select status from orders where order_no = ${orderNo}`))
    .rows[0]!.status;

describe('the sandbox cashier', () => {
  it('answers paid only once the order is paid, its mail written with it', async () => {
    const { orderNo, token } = await openOrder();
    const pay = await t.call('/meeting/auth/order/pay', { orderNo, provider: 'sandbox' }, { token });
    if (pay.data.kind !== 'redirect') throw new Error('the sandbox redirects to its cashier');
    const signature = new URL(pay.data.url, 'http://localhost').searchParams.get('signature')!;
    const paid = await t.call('/pay/api/sandbox/pay', { orderNo, signature });
    expect(paid.code).toBe(200);
    // No waiting: at the moment "paid" is said, the order and its mail are on disk.
    expect(await statusOf(orderNo)).toBe('paid');
    expect(await mailsOf(orderNo, 'paid')).toHaveLength(1);
    // Confirmed again (its answer lost on the way): nothing is charged twice, it is still paid.
    expect((await t.call('/pay/api/sandbox/pay', { orderNo, signature })).code).toBe(200);
    const payments = await t.db.execute(
      sql`select 1 from payments p join orders o on o.id = p.order_id where o.order_no = ${orderNo}`,
    );
    expect(payments.rows).toHaveLength(1);
  });
});

describe('a refund', () => {
  it('holds no lock on the order while the gateway sends the money back', async () => {
    const { orderNo, token } = await openOrder();
    await steps.payInSandbox(orderNo, token);
    /** Mid-refund, anything else that changes the order (a notice, a close, a sweep) gets its lock. */
    const lockMidway = async () => {
      await new Promise((resolve) => setTimeout(resolve, GATEWAY_MS / 2));
      return t.db.transaction(async (tx) => {
        const rows = await tx.execute(
          sql`select id from orders where order_no = ${orderNo} for update nowait`,
        );
        return rows.rows.length;
      });
    };
    const [refunded, locked] = await Promise.all([
      t.call('/meeting/auth/meeting/order/refund', { orderNo, reason: '行程变更' }, { token: organiser }),
      lockMidway(),
    ]);
    expect(locked).toBe(1);
    expect(refunded.code, refunded.msg).toBe(200);
    expect(refunded.data.status).toBe('refunded');
    expect(await mailsOf(orderNo, 'refunded')).toHaveLength(1);
  });

  it('cut off after it was asked for is finished by the sweep, once', async () => {
    const { orderNo, token } = await openOrder();
    await steps.payInSandbox(orderNo, token);
    // What a process killed while the gateway answered leaves: the ask, committed; nothing else.
    await t.db.execute(sql`
      update orders set refund_requested_at = now() - interval '2 minutes', refund_reason = '会议取消'
      where order_no = ${orderNo}`);
    const deadline = Date.now() + 15_000;
    while ((await statusOf(orderNo)) !== 'refunded' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const order = await t.call('/meeting/auth/meeting/order/view', { orderNo }, { token: organiser });
    expect(order.data.status).toBe('refunded');
    expect(order.data.registrations.map((one) => one.status)).toEqual(['refunded']);
    const reason = await t.db.execute<{ refund_reason: string }>(
      sql`select refund_reason from orders where order_no = ${orderNo}`,
    );
    expect(reason.rows[0]!.refund_reason).toBe('会议取消');
    expect(await mailsOf(orderNo, 'refunded')).toHaveLength(1);
    const again = await t.call(
      '/meeting/auth/meeting/order/refund',
      { orderNo, reason: '再退' },
      { token: organiser },
    );
    expect(again.code).toBe(602);
    expect(await mailsOf(orderNo, 'refunded')).toHaveLength(1);
  });
});
