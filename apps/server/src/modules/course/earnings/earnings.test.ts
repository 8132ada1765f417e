import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { courseSeller } from '../../../../test/fixtures/course-sales-fixture.ts';
import { splitSale } from './earnings.service.ts';

let t: TTestApp;
let folder: string;
let seller: Awaited<ReturnType<typeof courseSeller>>;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-earnings-'));
  t = await createTestApp();
  seller = await courseSeller(t, await t.app.listen({ port: 0, host: '127.0.0.1' }), folder);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const shares = { platformPercent: 10, lecturerPercent: 50 };
const withdraw = (token: string, amountFen: number, language: 'zh' | 'en' = 'zh') =>
  t.call(
    '/course/auth/withdrawal/apply',
    { amountFen, method: 'alipay', accountName: '周明', accountNo: 'zhou@example.com' },
    as(token, language),
  );
const balanceOf = async (token: string) =>
  (await t.call('/course/auth/earnings/summary', {}, as(token))).data.balanceFen;

describe('the split of a sale', () => {
  it('adds up to the price, the platform first, then the lecturer and the institution', () => {
    expect(splitSale(9900, { orgId: null }, shares)).toEqual({
      platformFen: 990,
      lecturerFen: 8910,
      orgFen: 0,
    });
    expect(splitSale(9999, { orgId: 3 }, shares)).toEqual({
      platformFen: 999,
      lecturerFen: 4500,
      orgFen: 4500,
    });
    expect(splitSale(1, { orgId: 3 }, shares)).toEqual({ platformFen: 0, lecturerFen: 0, orgFen: 1 });
  });
});

describe('earnings and withdrawals', () => {
  it('credits the lecturer once per sale and never lets withdrawals overdraw the balance', async () => {
    const { courseId } = await seller.listedCourse({ priceFen: 9900 });
    const lecturerBefore = await balanceOf(seller.lecturer);
    const buyer = (await t.registerUser()).token;
    await seller.buyInSandbox(buyer, courseId);
    const summary = await t.call('/course/auth/earnings/summary', {}, as(seller.lecturer));
    expect(summary.data.balanceFen - lecturerBefore).toBe(8910);
    expect(summary.data.byCourse.find((row) => row.courseId === courseId)).toMatchObject({
      sales: 1,
      amountFen: 8910,
    });
    expect(summary.data.byMonth.at(-1)!.month).toMatch(/^\d{4}-\d{2}$/);

    // More than the balance: refused in the caller's language, nothing taken.
    const greedy = await withdraw(seller.lecturer, summary.data.balanceFen + 1, 'en');
    expect([greedy.code, greedy.msg]).toEqual([601, 'The amount is more than the balance you can withdraw']);
    // Six requests at once, each for more than half: exactly one is taken.
    const half = Math.floor(summary.data.balanceFen / 2) + 1;
    const rush = await Promise.all(Array.from({ length: 6 }, () => withdraw(seller.lecturer, half)));
    expect(rush.map((reply) => reply.code).sort()).toEqual([200, 601, 601, 601, 601, 601]);
    expect(await balanceOf(seller.lecturer)).toBe(summary.data.balanceFen - half);
    const mine = await t.call('/course/auth/withdrawal/list', {}, as(seller.lecturer));
    expect(mine.data.list[0]).toMatchObject({ amountFen: half, status: 'pending', method: 'alipay' });

    // The platform rejects it (with why): the amount comes back; deciding twice is refused.
    const id = rush.find((reply) => reply.code === 200)!.data.id;
    expect(
      (await t.call('/admin/auth/withdrawal/audit', { id, approve: true }, as(seller.lecturer))).code,
    ).toBe(306);
    const pending = await t.call('/admin/auth/withdrawal/list', { status: 'pending' }, as(seller.admin));
    expect(pending.data.list.find((row) => row.id === id)).toMatchObject({
      ownerName: '周老师',
      kind: 'user',
    });
    await t.call(
      '/admin/auth/withdrawal/audit',
      { id, approve: false, note: '账户信息有误' },
      as(seller.admin),
    );
    expect(await balanceOf(seller.lecturer)).toBe(summary.data.balanceFen);
    expect((await t.call('/admin/auth/withdrawal/audit', { id, approve: true }, as(seller.admin))).code).toBe(
      602,
    );

    const paidOut = await withdraw(seller.lecturer, 1000);
    await t.call('/admin/auth/withdrawal/audit', { id: paidOut.data.id, approve: true }, as(seller.admin));
    const after = await t.call('/course/auth/earnings/summary', {}, as(seller.lecturer));
    expect(after.data).toMatchObject({ balanceFen: summary.data.balanceFen - 1000 });
    expect(after.data.withdrawnFen).toBeGreaterThanOrEqual(1000);
  });

  it('refuses another institution’s earnings and bad requests', async () => {
    const organiser = await t.login('13800000007');
    const orgId = (await t.call('/user/auth/org/mine', {}, as(organiser))).data[0]!.id;
    const own = await t.call('/course/auth/earnings/summary', { orgId }, as(organiser));
    expect([own.code, own.data.balanceFen]).toEqual([200, 0]);
    expect((await t.call('/course/auth/earnings/summary', { orgId }, as(seller.lecturer))).code).toBe(306);
    expect((await t.call('/course/auth/withdrawal/list', { orgId }, as(seller.lecturer))).code).toBe(306);
    const stranger = await t.login('13800000004');
    for (const body of [
      { amountFen: 50, method: 'alipay', accountName: '周明', accountNo: 'x' },
      { amountFen: 1000, method: 'bank', accountName: '周明', accountNo: '6222' },
      { amountFen: 1000, method: 'cash', accountName: '周明', accountNo: 'x' },
      { amountFen: 1000.5, method: 'alipay', accountName: '周明', accountNo: 'x' },
    ])
      expect((await t.call('/course/auth/withdrawal/apply', body, as(stranger))).code).toBe(601);
  });
});

describe('refunds by the seller', () => {
  const orders = (token: string, keyword = '') =>
    t.call('/course/auth/order/list', { keyword, pageSize: 50 }, as(token));

  it('gives the money back, takes the shares back and the course away, once', async () => {
    const { courseId } = await seller.listedCourse({ priceFen: 4900 });
    const buyer = await t.registerUser();
    const before = await balanceOf(seller.lecturer);
    const order = await seller.buyInSandbox(buyer.token, courseId);
    expect((await balanceOf(seller.lecturer)) - before).toBe(4410);

    const listed = await orders(seller.lecturer, order.orderNo);
    expect(listed.data.list).toMatchObject([
      { orderNo: order.orderNo, courseId, status: 'paid', payableFen: 4900, buyerMobile: buyer.mobile },
    ]);
    // Another seller neither sees nor refunds it.
    const stranger = await t.login('13800000004');
    expect((await orders(stranger, order.orderNo)).data.list).toEqual([]);
    const theirs = await t.call(
      '/course/auth/order/refund',
      { orderNo: order.orderNo, reason: '误购' },
      as(stranger),
    );
    expect(theirs.code).toBe(306);

    const refunded = await t.call(
      '/course/auth/order/refund',
      { orderNo: order.orderNo, reason: '学员误购' },
      as(seller.lecturer),
    );
    expect(refunded).toMatchObject({ code: 200, msg: '已退款，学员已移出课程' });
    expect((await orders(seller.lecturer, order.orderNo)).data.list[0]).toMatchObject({
      status: 'refunded',
      refundReason: '学员误购',
    });
    expect(await balanceOf(seller.lecturer)).toBe(before);
    const summary = await t.call('/course/auth/earnings/summary', {}, as(seller.lecturer));
    expect(summary.data.byCourse.find((row) => row.courseId === courseId)).toBeUndefined();
    const view = await t.call('/course/api/course/view', { id: courseId }, as(buyer.token));
    expect(view.data.enrolled).toBe(false);
    const again = await t.call(
      '/course/auth/order/refund',
      { orderNo: order.orderNo, reason: '再退一次' },
      as(seller.lecturer),
    );
    expect(again).toMatchObject({ code: 602, msg: '订单未支付，无法退款' });
    const unnamed = await t.call(
      '/course/auth/order/refund',
      { orderNo: order.orderNo, reason: '' },
      as(seller.lecturer),
    );
    expect(unnamed.code).toBe(601);
  });

  it('refuses a refund whose shares were already withdrawn, and changes nothing', async () => {
    const { courseId } = await seller.listedCourse({ priceFen: 2900 });
    const buyer = (await t.registerUser()).token;
    const order = await seller.buyInSandbox(buyer, courseId);
    expect((await withdraw(seller.lecturer, await balanceOf(seller.lecturer))).code).toBe(200);
    const refused = await t.call(
      '/course/auth/order/refund',
      { orderNo: order.orderNo, reason: '误购' },
      as(seller.lecturer, 'en'),
    );
    expect(refused).toMatchObject({
      code: 602,
      msg: 'The shares of this order were withdrawn and the balance cannot cover them; it cannot be refunded now',
    });
    expect((await orders(seller.lecturer, order.orderNo)).data.list[0]!.status).toBe('paid');
    expect((await t.call('/course/api/course/view', { id: courseId }, as(buyer))).data.enrolled).toBe(true);
  });
});
