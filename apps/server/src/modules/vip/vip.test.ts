import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { cashierLink, courseSeller, until } from '../../../test/fixtures/course-sales-fixture.ts';
import { expire, notifyPaid, statusOf, sweepAndNotify } from '../../../test/order-race.ts';
import { closeExpiredOrders } from '../payment/lifecycle/order-lifecycle.service.ts';

let t: TTestApp;
let folder: string;
let seller: Awaited<ReturnType<typeof courseSeller>>;
let plans: { id: number; vipName: string; vipPrice: string; vipDays: number }[];
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const DAY = 86_400_000;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-vip-'));
  t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await courseSeller(t, base, folder);
  plans = (await t.call('/system/api/vip/set/list', {})).data;
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const monthly = () => plans.find((plan) => plan.vipDays === 30)!;
const quarterly = () => plans.find((plan) => plan.vipDays === 90)!;

/** Orders the plan and pays it at the sandbox cashier; answers the order number once paid. */
const payPlan = async (token: string, vipSetId: number) => {
  const bought = await t.call('/user/auth/vip/buy', { vipSetId, provider: 'sandbox' }, as(token));
  expect(bought.code, bought.msg).toBe(200);
  const link = cashierLink(bought.data.start, bought.data.order.orderNo);
  expect((await t.call('/pay/api/sandbox/pay', link)).code).toBe(200);
  const order = await until(
    async () => (await t.call('/user/auth/vip/order/view', { orderNo: link.orderNo }, as(token))).data,
    (one) => one.status === 'paid',
  );
  expect(order.status).toBe('paid');
  return link.orderNo;
};
const membership = async (token: string) => (await t.call('/user/auth/vip/view', {}, as(token))).data;
const endsInDays = (expiresAt: string | null) => (new Date(expiresAt!).getTime() - Date.now()) / DAY;

describe('buying a VIP plan', () => {
  it('starts a membership of the plan’s days and adds the next plan’s days to its end', async () => {
    const { token } = await t.registerUser();
    expect(await membership(token)).toEqual({ active: false, expiresAt: null, payProviders: ['sandbox'] });

    const bought = await t.call(
      '/user/auth/vip/buy',
      { vipSetId: monthly().id, provider: 'sandbox' },
      as(token),
    );
    expect(bought.data.order).toMatchObject({
      vipName: monthly().vipName,
      vipDays: 30,
      payableFen: Math.round(Number(monthly().vipPrice) * 100),
      status: 'open',
    });
    // Buying the same plan again continues the open order.
    const again = await t.call(
      '/user/auth/vip/buy',
      { vipSetId: monthly().id, provider: 'sandbox' },
      as(token),
    );
    expect(again.data.order.orderNo).toBe(bought.data.order.orderNo);

    await payPlan(token, monthly().id);
    const first = await membership(token);
    expect(first.active).toBe(true);
    expect(endsInDays(first.expiresAt)).toBeCloseTo(30, 1);

    await payPlan(token, quarterly().id);
    expect(endsInDays((await membership(token)).expiresAt)).toBeCloseTo(120, 1);
  });

  it('counts a payment that meets the expiry sweep, or comes after it closed the order, once', async () => {
    for (let round = 0; round < 4; round++) {
      const { token } = await t.registerUser();
      const bought = await t.call(
        '/user/auth/vip/buy',
        { vipSetId: monthly().id, provider: 'sandbox' },
        as(token),
      );
      const order = { orderNo: bought.data.order.orderNo, amountFen: bought.data.order.payableFen };
      await expire(t, 'vip_orders', order.orderNo);
      // Half the rounds sweep first: a membership has no stock, so a payment after the close counts.
      if (round % 2) await closeExpiredOrders(t.db, [{ table: 'vip_orders' }]);
      const { answer } = await sweepAndNotify(t, { table: 'vip_orders' }, order, `RACE${order.orderNo}`);
      expect(answer).toEqual([200, 'success']);
      expect(await statusOf(t, 'vip_orders', order.orderNo)).toBe('paid');
      // Told again, the same payment adds no days.
      expect(await notifyPaid(t, order.orderNo, order.amountFen, `RACE${order.orderNo}`)).toEqual([
        200,
        'success',
      ]);
      expect(endsInDays((await membership(token)).expiresAt)).toBeCloseTo(30, 1);
    }
  });

  it('counts every plan paid at the same moment (no lost days)', async () => {
    const { token } = await t.registerUser();
    const links = await Promise.all(
      [monthly(), quarterly()].map(async (plan) => {
        const bought = await t.call(
          '/user/auth/vip/buy',
          { vipSetId: plan.id, provider: 'sandbox' },
          as(token),
        );
        return cashierLink(bought.data.start, bought.data.order.orderNo);
      }),
    );
    await Promise.all(links.map((link) => t.call('/pay/api/sandbox/pay', link)));
    const ended = await until(
      () => membership(token),
      (one) => one.expiresAt !== null && endsInDays(one.expiresAt) > 100,
    );
    expect(endsInDays(ended.expiresAt)).toBeCloseTo(120, 1);
  });

  it('checks the price before writing: a plan without a valid price leaves no order behind', async () => {
    // A plan stored before prices were checked on save: its price is no amount of money.
    const [row] = (
      await t.db.execute<{ id: number }>(
        sql`insert into vip_sets (vip_name, vip_price, vip_days) values ('旧卡', '0', 30) returning id`,
      )
    ).rows;
    const { token } = await t.registerUser();
    for (let i = 0; i < 2; i++) {
      const refused = await t.call(
        '/user/auth/vip/buy',
        { vipSetId: row!.id, provider: 'sandbox' },
        as(token),
      );
      expect(refused.code).toBe(602);
    }
    const orders = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from vip_orders where vip_set_id = ${row!.id}`,
    );
    expect(orders.rows[0]!.n).toBe(0);
    // Two clicks at once make one order.
    const clicks = await Promise.all(
      [1, 2].map(() =>
        t.call('/user/auth/vip/buy', { vipSetId: monthly().id, provider: 'sandbox' }, as(token)),
      ),
    );
    expect(clicks[0]!.data.order.orderNo).toBe(clicks[1]!.data.order.orderNo);
  });

  it('refuses a plan that does not exist, another person’s order and a bad provider', async () => {
    const [{ token }, other] = await Promise.all([t.registerUser(), t.registerUser()]);
    const missing = await t.call(
      '/user/auth/vip/buy',
      { vipSetId: 999_999, provider: 'sandbox' },
      as(token, 'en'),
    );
    expect([missing.code, missing.msg]).toEqual([777, 'No such VIP plan']);
    const badProvider = await t.call(
      '/user/auth/vip/buy',
      { vipSetId: monthly().id, provider: 'cash' },
      as(token),
    );
    expect(badProvider.code).toBe(601);
    const bought = await t.call(
      '/user/auth/vip/buy',
      { vipSetId: monthly().id, provider: 'sandbox' },
      as(token),
    );
    const peek = await t.call(
      '/user/auth/vip/order/view',
      { orderNo: bought.data.order.orderNo },
      as(other.token),
    );
    expect(peek.code).toBe(306);
    expect((await t.call('/user/auth/vip/view', {})).code).not.toBe(200);
  });
});

describe('studying a course of the VIP plan', () => {
  it('is a member’s while the membership lasts, and theirs for good once bought', async () => {
    const inPlan = await seller.listedCourse({ vipFree: true });
    const outside = await seller.listedCourse();
    const { token, mobile } = await t.registerUser();

    const notMember = await t.call(
      '/course/auth/course/enrol',
      { courseId: inPlan.courseId },
      as(token, 'en'),
    );
    expect([notMember.code, notMember.msg]).toEqual([
      602,
      'Become a VIP member to study this course without buying it',
    ]);
    await payPlan(token, monthly().id);
    const view = await t.call('/course/api/course/view', { id: inPlan.courseId }, as(token));
    expect(view.data).toMatchObject({ vipFree: true, vipActive: true, enrolled: false });
    const enrolled = await t.call('/course/auth/course/enrol', { courseId: inPlan.courseId }, as(token));
    expect([enrolled.code, enrolled.data.enrolled]).toEqual([200, true]);
    expect((await t.call('/course/api/period/play', { periodId: inPlan.paidId }, as(token))).code).toBe(200);
    // A course outside the plan still has to be bought.
    const refused = await t.call('/course/auth/course/enrol', { courseId: outside.courseId }, as(token));
    expect(refused.code).toBe(602);

    // The membership ends: the course is no longer theirs to play.
    await t.db.execute(
      sql`update vip_memberships set expires_at = now() - interval '1 minute' where user_id = (select id from users where mobile = ${mobile})`,
    );
    const lapsed = await t.call('/course/api/course/view', { id: inPlan.courseId }, as(token));
    expect(lapsed.data).toMatchObject({ vipActive: false, enrolled: false, payProviders: ['sandbox'] });
    expect((await t.call('/course/api/period/play', { periodId: inPlan.paidId }, as(token))).code).toBe(306);

    // Buying it now keeps it after the membership (the member's enrolment becomes a bought one).
    await seller.buyInSandbox(token, inPlan.courseId);
    const owned = await t.call('/course/api/course/view', { id: inPlan.courseId }, as(token));
    expect(owned.data.enrolled).toBe(true);
  });
});

describe('plans in the platform console', () => {
  it('are edited by the administrator only, with a price in yuan and whole days', async () => {
    const user = (await t.registerUser()).token;
    const item = { vipName: '周卡', vipPrice: '9.90', vipDays: 7 };
    expect((await t.call('/admin/auth/site/save', { collection: 'vipSet', item }, as(user))).code).toBe(306);
    for (const bad of [{ vipPrice: '九块' }, { vipPrice: '0' }, { vipDays: 0 }, { vipPrice: '1.999' }]) {
      const refused = await t.call(
        '/admin/auth/site/save',
        { collection: 'vipSet', item: { ...item, ...bad } },
        as(seller.admin),
      );
      expect(refused.code, JSON.stringify(bad)).toBe(601);
    }
    const saved = await t.call('/admin/auth/site/save', { collection: 'vipSet', item }, as(seller.admin));
    expect(saved.code).toBe(200);
    // Every instance reloads the site settings when told of the change.
    const names = await until(
      async () =>
        (await t.call('/system/api/vip/set/list', {})).data.map((plan: { vipName: string }) => plan.vipName),
      (listed: string[]) => listed.includes('周卡'),
      5000,
    );
    expect(names).toContain('周卡');
  });
});

describe('list prices and /sale', () => {
  it('takes a list price only above the price, and lists sales with the deepest cut first', async () => {
    const refused = await t.call(
      '/course/auth/course/save',
      { kind: 'vod', courseName: '原价过低', isFree: false, priceFen: 5000, originalPriceFen: 4000 },
      as(seller.lecturer, 'en'),
    );
    expect([refused.code, refused.msg]).toEqual([
      601,
      'The list price must be higher than the price (0 for none)',
    ]);

    const half = await seller.listedCourse({ priceFen: 5000, originalPriceFen: 10_000 });
    const tenth = await seller.listedCourse({ priceFen: 9000, originalPriceFen: 10_000 });
    const sale = await t.call('/course/api/course/list', { kind: 'vod', price: 'sale', pageSize: 100 });
    const ids = sale.data.list.map((card: { id: number }) => card.id);
    expect(ids.indexOf(half.courseId)).toBeLessThan(ids.indexOf(tenth.courseId));
    expect(sale.data.list.find((card: { id: number }) => card.id === half.courseId)).toMatchObject({
      priceFen: 5000,
      originalPriceFen: 10_000,
    });
    expect(
      sale.data.list.every(
        (card: { originalPriceFen: number; priceFen: number }) => card.originalPriceFen > card.priceFen,
      ),
    ).toBe(true);
  });
});
