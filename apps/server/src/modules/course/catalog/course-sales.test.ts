import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { expire, notifyPaid, statusOf, sweepAndNotify } from '../../../../test/order-race.ts';
import { closeExpiredOrders } from '../../payment/lifecycle/order-lifecycle.service.ts';
import { courseSeller, sleep, until } from '../../../../test/fixtures/course-sales-fixture.ts';

let t: TTestApp;
let stranger: string;
let folder: string;
let seller: Awaited<ReturnType<typeof courseSeller>>;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-course-sales-'));
  t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [seller, stranger] = await Promise.all([courseSeller(t, base, folder), t.login('13800000004')]);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const courseWithPeriods = (fields?: Record<string, unknown>) => seller.courseWithPeriods(fields);
const listedCourse = (fields?: Record<string, unknown>) => seller.listedCourse(fields);
const buyer = async () => (await t.registerUser()).token;

describe('review before listing', () => {
  it('takes only a complete course, and lists it or sends it back with the reason', async () => {
    const empty = await t.call(
      '/course/auth/course/save',
      { kind: 'vod', courseName: '空课程', isFree: true },
      as(seller.lecturer),
    );
    const refused = await t.call(
      '/course/auth/course/submit',
      { id: empty.data.id },
      as(seller.lecturer, 'en'),
    );
    expect([refused.code, refused.msg]).toEqual([
      601,
      'Add at least one period before sending the course for review',
    ]);

    const { courseId } = await courseWithPeriods();
    expect((await t.call('/course/auth/course/submit', { id: courseId }, as(stranger))).code).toBe(306);
    // Nobody outside sees it before it is listed.
    expect((await t.call('/course/api/course/view', { id: courseId })).code).toBe(777);
    const sent = await t.call('/course/auth/course/submit', { id: courseId }, as(seller.lecturer));
    expect([sent.code, sent.msg, sent.data.status]).toEqual([200, '已提交审核', 'reviewing']);
    expect((await t.call('/course/auth/course/submit', { id: courseId }, as(seller.lecturer))).code).toBe(
      602,
    );
    const edit = await t.call(
      '/course/auth/course/chapter/save',
      { courseId, title: '偷改' },
      as(seller.lecturer),
    );
    expect(edit.code).toBe(601);

    // Only the platform decides, and a rejection says why.
    expect(
      (await t.call('/admin/auth/course/audit', { id: courseId, approve: true }, as(seller.lecturer))).code,
    ).toBe(306);
    const waiting = await t.call('/admin/auth/course/list', { status: 'reviewing' }, as(seller.admin));
    const waitingOne = waiting.data.list.find((course) => course.id === courseId);
    expect([waitingOne?.periodCount, waitingOne?.teacherName]).toEqual([2, '周晓雯']);
    const noReason = await t.call(
      '/admin/auth/course/audit',
      { id: courseId, approve: false },
      as(seller.admin),
    );
    expect([noReason.code, noReason.msg]).toEqual([601, '请填写不通过的原因']);
    await t.call(
      '/admin/auth/course/audit',
      { id: courseId, approve: false, note: '封面不清晰' },
      as(seller.admin),
    );
    const back = await t.call('/course/auth/course/view', { id: courseId }, as(seller.lecturer));
    expect(back.data).toMatchObject({ status: 'rejected', reviewNote: '封面不清晰' });
    expect(
      (await t.call('/admin/auth/course/audit', { id: courseId, approve: true }, as(seller.admin))).code,
    ).toBe(602);

    await t.call('/course/auth/course/submit', { id: courseId }, as(seller.lecturer));
    await t.call('/admin/auth/course/audit', { id: courseId, approve: true }, as(seller.admin));
    const listed = await t.call('/course/api/course/list', { kind: 'vod', price: 'paid' });
    expect(listed.data.list.map((course) => course.id)).toContain(courseId);
  });
});

describe('the catalogue and buying', () => {
  it('plays trial periods for anyone and the rest only after a sandbox payment, taken once', async () => {
    const { courseId, trialId, paidId } = await listedCourse();
    const visitor = await t.call('/course/api/course/view', { id: courseId });
    expect(visitor.data).toMatchObject({ enrolled: false, progress: 0, payProviders: ['sandbox'] });
    expect(
      visitor.data.chapters[0]!.periods.map((period) => [period.playable, period.durationSeconds]),
    ).toEqual([
      [true, 4],
      [false, 4],
    ]);
    const trial = await t.call('/course/api/period/play', { periodId: trialId });
    expect(trial.data.hlsUrl).toMatch(/^\/course\/video\/\d+\/\d+\.[\w-]+\/master\.m3u8$/);
    expect((await t.raw({ method: 'GET', url: trial.data.hlsUrl })).statusCode).toBe(200);
    const token = await buyer();
    const locked = await t.call('/course/api/period/play', { periodId: paidId }, as(token, 'en'));
    expect([locked.code, locked.msg, locked.data]).toEqual([
      306,
      'Buy the course to study this period',
      null,
    ]);
    expect(
      (
        await t.call(
          '/course/auth/study/report',
          { periodId: paidId, positionSeconds: 1, watchedSeconds: 1 },
          as(token),
        )
      ).code,
    ).toBe(306);

    const bought = await t.call('/course/auth/order/buy', { courseId, provider: 'sandbox' }, as(token));
    expect(bought.data.order).toMatchObject({ payableFen: 4900, status: 'open' });
    expect(bought.data.order.orderNo).toMatch(/^C\d{20}$/);
    // Buying again before paying continues the same order.
    const again = await t.call('/course/auth/order/buy', { courseId, provider: 'sandbox' }, as(token));
    expect(again.data.order.orderNo).toBe(bought.data.order.orderNo);
    expect(
      (await t.call('/course/auth/order/view', { orderNo: bought.data.order.orderNo }, as(stranger))).code,
    ).toBe(306);
    const link = seller.cashierLink(bought.data.start, bought.data.order.orderNo);
    const shown = await t.call('/pay/api/sandbox/order', link);
    expect(shown.data).toMatchObject({ payableFen: 4900, returnPath: `/view/${courseId}`, status: 'open' });
    // Paid twice at once (two clicks, two trades): one enrolment, the second payment is refunded.
    const pays = await Promise.all([
      t.call('/pay/api/sandbox/pay', link),
      t.call('/pay/api/sandbox/pay', link),
    ]);
    expect(pays.map((pay) => pay.code)).toEqual([200, 200]);
    const order = await until(
      async () => (await t.call('/course/auth/order/view', { orderNo: link.orderNo }, as(token))).data,
      (one) => one.status === 'paid',
    );
    expect(order.status).toBe('paid');
    await sleep(300);
    const mine = await t.call('/course/auth/study/courses', {}, as(token));
    expect(mine.data.list.map((course) => course.id)).toEqual([courseId]);
    const student = await t.call('/course/api/course/view', { id: courseId }, as(token));
    expect(student.data).toMatchObject({ enrolled: true, payProviders: [] });
    expect((await t.call('/course/api/period/play', { periodId: paidId }, as(token))).code).toBe(200);
    const twice = await t.call('/course/auth/order/buy', { courseId, provider: 'sandbox' }, as(token));
    expect([twice.code, twice.msg]).toEqual([602, '您已拥有该课程']);
    // A course with buyers stays: it can go offline, not away.
    expect((await t.call('/course/auth/course/delete', { id: courseId }, as(seller.lecturer))).code).toBe(
      602,
    );
  });

  it('enrols in a free course without an order, and refuses bad input', async () => {
    const { courseId } = await listedCourse({ isFree: true, priceFen: 0 });
    const token = await buyer();
    const free = await t.call('/course/auth/order/buy', { courseId, provider: 'sandbox' }, as(token));
    expect(free.code).toBe(602);
    const enrolled = await t.call('/course/auth/course/enrol', { courseId }, as(token));
    expect([enrolled.code, enrolled.data.enrolled]).toEqual([200, true]);
    expect((await t.call('/course/auth/course/enrol', { courseId }, as(token))).code).toBe(200);
    for (const body of [
      { courseId, provider: 'paypal' },
      { courseId: -1, provider: 'sandbox' },
    ])
      expect((await t.call('/course/auth/order/buy', body, as(token))).code).toBe(601);
    const wild = await t.call(
      '/course/auth/study/report',
      { periodId: 1, positionSeconds: -5, watchedSeconds: 9999 },
      as(token, 'en'),
    );
    expect(wild.code).toBe(601);
    expect(
      (await t.call('/course/auth/order/view', { orderNo: '20261126000000000001' }, as(token))).code,
    ).toBe(601);
  });
  it('takes a payment that meets the expiry sweep, or comes after it closed the order, once', async () => {
    const { courseId } = await listedCourse();
    for (let round = 0; round < 4; round++) {
      const token = await buyer();
      const bought = await t.call('/course/auth/order/buy', { courseId, provider: 'sandbox' }, as(token));
      const order = { orderNo: bought.data.order.orderNo, amountFen: bought.data.order.payableFen };
      await expire(t, 'course_orders', order.orderNo);
      // Half the rounds sweep first: a course has no stock, so a payment after the close still enrols.
      if (round % 2) await closeExpiredOrders(t.db, [{ table: 'course_orders' }]);
      const { answer } = await sweepAndNotify(t, { table: 'course_orders' }, order, `RACE${order.orderNo}`);
      expect(answer).toEqual([200, 'success']);
      expect(await statusOf(t, 'course_orders', order.orderNo)).toBe('paid');
      const mine = await t.call('/course/auth/study/courses', {}, as(token));
      expect(mine.data.list.map((course) => course.id)).toEqual([courseId]);
      // The shares were credited once, and a repeated notice changes nothing.
      expect(await notifyPaid(t, order.orderNo, order.amountFen, `RACE${order.orderNo}`)).toEqual([
        200,
        'success',
      ]);
      const shares = await t.db.execute<{ n: number; owners: number }>(sql`
        select count(*)::int as n, count(distinct (kind, owner_id))::int as owners from earnings
        where order_id = (select id from course_orders where order_no = ${order.orderNo})`);
      expect(shares.rows[0]!.n).toBeGreaterThan(0);
      expect(shares.rows[0]!.n).toBe(shares.rows[0]!.owners);
    }
  });
});

describe('studying', () => {
  it('resumes where the student stopped and counts a period done only when really watched', async () => {
    const { courseId, trialId, paidId } = await listedCourse({ isFree: true, priceFen: 0 });
    const token = await buyer();
    await t.call('/course/auth/course/enrol', { courseId }, as(token));
    const first = await t.call('/course/api/period/play', { periodId: paidId }, as(token));
    expect(first.data.positionSeconds).toBe(0);
    // Skipping to the end at once: the position moves, the clock credits only a moment.
    const skipped = await t.call(
      '/course/auth/study/report',
      { periodId: paidId, positionSeconds: 4, watchedSeconds: 4 },
      as(token),
    );
    expect(skipped.data).toMatchObject({ done: false, progress: 0 });
    expect(skipped.data.watchedSeconds).toBeLessThanOrEqual(2);

    // Playing the trial period for real: 2 s, stopped, and on again.
    await t.call('/course/api/period/play', { periodId: trialId }, as(token));
    await sleep(2000);
    const halfway = await t.call(
      '/course/auth/study/report',
      { periodId: trialId, positionSeconds: 2, watchedSeconds: 2 },
      as(token),
    );
    expect(halfway.data, halfway.msg).toMatchObject({ positionSeconds: 2, done: false });
    const resumed = await t.call('/course/api/period/play', { periodId: trialId }, as(token));
    expect(resumed.data, resumed.msg).toMatchObject({ positionSeconds: 2 });
    const view = await t.call('/course/api/course/view', { id: courseId }, as(token));
    expect(view.data.resumePeriodId).toBe(trialId);
    expect(view.data.chapters[0]!.periods[0]).toMatchObject({ positionSeconds: 2, done: false });
    await sleep(2000);
    const done = await t.call(
      '/course/auth/study/report',
      { periodId: trialId, positionSeconds: 4, watchedSeconds: 2 },
      as(token),
    );
    expect(done.data).toMatchObject({ watchedSeconds: 4, done: true, progress: 50 });
    const mine = await t.call('/course/auth/study/courses', {}, as(token));
    expect(mine.data.list[0]).toMatchObject({ id: courseId, progress: 50, doneCount: 1 });
  });
});
