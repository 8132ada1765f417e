import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { killAndClear, spawnServer } from '../../../test/server-process.ts';
import { sandboxCallback } from '../../platform/pay/sandbox.ts';
import { openSignUpMeeting, person, signUpSteps } from '../../../test/fixtures/sign-up-fixture.ts';

/**
 * A sign-up and pay rush whose server process is killed (SIGKILL, no goodbye) in the middle, then
 * started again on the same database while the buyers retry and the gateway repeats its notices:
 * every payment the cashier called paid is a paid order, no place is counted twice or sold past the
 * quota, and every paid order has exactly one payment-received mail.
 */

const ATTENDEES = 40;
const PLACES = 24;
/** The kill lands once this many payments were acknowledged: the rest are in flight or to come. */
const KILL_AFTER = 6;

let t: TTestApp;
let dataDir: string;
let port: number;
const children: ChildProcess[] = [];

interface TReply {
  code: number;
  msg: string;
  data: never;
}

beforeAll(async () => {
  t = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-pay-restart-'));
  port = await freePort();
});
afterAll(async () => {
  await killAndClear(children, dataDir);
});

/** `npm start`'s server process on the test's database, the sandbox gateway on. */
const startServer = () => {
  const child = spawnServer({
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    PAY_SANDBOX: 'on',
  });
  children.push(child);
  return child;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A call as a buyer's browser makes it: while the server is down (refused, cut off, or a failure
 * it answers with 999) it is made again, the way a person clicks again.
 */
const post = async (call: string, body: object, token?: string): Promise<TReply> => {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/apis${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const reply = (await response.json()) as TReply;
      if (reply.code !== 999) return reply;
    } catch {
      // the server is down or restarting
    }
    await sleep(100);
  }
};

describe('a sign-up and pay rush across a killed server', () => {
  it('loses no paid order, counts no place twice and writes one payment mail per paid order', async () => {
    // Its start (seconds of compiling) overlaps the organiser's set-up below.
    let server = startServer();
    const organiser = await t.login('13800000007');
    const meetingId = await openSignUpMeeting(t, organiser);
    const steps = signUpSteps(
      () => t,
      () => organiser,
    );
    const typeId = (await steps.saveType(meetingId, { name: '付费代表', feeFen: 50000, quota: PLACES })).id;
    const buyers = await Promise.all(Array.from({ length: ATTENDEES }, () => t.registerUser()));
    const databaseUrl = t.databaseUrl;
    // From here only the spawned server serves the database.
    await t.close();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await post('/meeting/api/enroll/form', { meetingId });

      /** Orders the cashier answered "paid" for. */
      const acknowledged = new Set<string>();
      const buy = async ({ mobile, token }: { mobile: string; token: string }) => {
        const submitted = await post(
          '/meeting/auth/enroll/submit',
          { meetingId, typeId, attendees: [{ ...person(mobile), email: `${mobile}@rush.test` }] },
          token,
        );
        let orderNo = submitted.code === 200 ? (submitted.data as { orderNo: string }).orderNo : undefined;
        // Refused: full, or signed up already by a try whose answer the kill swallowed.
        if (!orderNo) {
          const mine = await post('/meeting/auth/order/my', {}, token);
          const list = (mine.data as { list: { orderNo: string; meetingId: number; status: string }[] }).list;
          orderNo = list.find((one) => one.meetingId === meetingId && one.status !== 'closed')?.orderNo;
        }
        if (!orderNo) return;
        const pay = await post('/meeting/auth/order/pay', { orderNo, provider: 'sandbox' }, token);
        expect(pay.code, pay.msg).toBe(200);
        const signature = new URL((pay.data as { url: string }).url, 'http://localhost').searchParams.get(
          'signature',
        )!;
        const paid = await post('/pay/api/sandbox/pay', { orderNo, signature });
        if (paid.code === 200) acknowledged.add(orderNo);
      };
      const killer = async () => {
        while (acknowledged.size < KILL_AFTER) await sleep(5);
        server.kill('SIGKILL');
        await new Promise((resolve) => server.once('exit', resolve));
        server = startServer();
        return acknowledged.size;
      };
      const [atKill] = await Promise.all([killer(), ...buyers.map(buy)]);
      expect(atKill).toBeLessThan(PLACES);

      // The gateway tells every trade again after the restart: each is taken as told already.
      const secret = (
        await db.query<{ value: string }>(`select value from app_meta where key = 'upload_secret'`)
      ).rows[0]!.value;
      const sandboxSecret = createHmac('sha256', secret).update('pay-sandbox').digest();
      const trades = (
        await db.query<{ order_no: string; trade_no: string; amount_fen: number }>(
          'select o.order_no, p.trade_no, p.amount_fen from payments p join orders o on o.id = p.order_id',
        )
      ).rows;
      for (const trade of trades) {
        const notice = sandboxCallback(sandboxSecret, {
          orderNo: trade.order_no,
          tradeNo: trade.trade_no,
          amountFen: trade.amount_fen,
        });
        const response = await fetch(`http://127.0.0.1:${port}/apis/pay/notify/sandbox/${trade.order_no}`, {
          method: 'POST',
          headers: notice.headers,
          body: notice.body,
        });
        expect(await response.text()).toBe('success');
      }

      const orders = (
        await db.query<{
          order_no: string;
          status: string;
          places: number;
          paid_mails: number;
          payments: number;
        }>(
          `select o.order_no, o.status,
             (select count(*)::int from registrations r where r.order_id = o.id and r.deleted_at is null
                and (r.status in ('pending', 'confirmed') or (r.status = 'unpaid' and r.hold_until > now()))) as places,
             (select count(*)::int from mail_messages m join registrations r on r.id = m.registration_id
                where r.order_id = o.id and m.ref like 'paid:%') as paid_mails,
             (select count(*)::int from payments p where p.order_id = o.id and p.outcome = 'paid') as payments
           from orders o where o.meeting_id = $1`,
          [meetingId],
        )
      ).rows;
      const paid = orders.filter((order) => order.status === 'paid');
      const held = orders.filter((order) => order.status === 'open');
      // No acknowledged payment lost.
      for (const orderNo of acknowledged)
        expect(orders.find((order) => order.order_no === orderNo)?.status, orderNo).toBe('paid');
      // Every place sold once: to a paid order (each buyer retried until paid), none past the quota.
      const taken = (
        await db.query<{ n: number }>(
          `select count(*)::int as n from registrations where type_id = $1 and deleted_at is null
             and (status in ('pending', 'confirmed') or (status = 'unpaid' and hold_until > now()))`,
          [typeId],
        )
      ).rows[0]!.n;
      expect(taken).toBe([...paid, ...held].reduce((sum, order) => sum + order.places, 0));
      expect(taken).toBeLessThanOrEqual(PLACES);
      expect(paid).toHaveLength(PLACES);
      expect(orders.filter((order) => order.status !== 'paid' && order.places > 0)).toEqual([]);
      // One payment and one payment-received mail per paid order.
      expect(paid.map((order) => [order.places, order.payments, order.paid_mails])).toEqual(
        paid.map(() => [1, 1, 1]),
      );
    } finally {
      await db.end();
    }
  }, 120_000);
});
