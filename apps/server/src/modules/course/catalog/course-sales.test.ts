import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { makeTestVideo } from '../../../../test/media.ts';
import { tusUpload } from '../course-fixture.ts';

let t: TTestApp;
let lecturer: string;
let admin: string;
let stranger: string;
let folder: string;
let base: string;
/** A transcoded video of the lecturer's: 4 s. */
let videoId: number;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(250);
  }
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-course-sales-'));
  let clip: string;
  [t, clip] = await Promise.all([
    createTestApp(),
    makeTestVideo(folder, 'clip.mp4', { seconds: 4, size: '640x360', sound: false }),
  ]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [lecturer, admin, stranger] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000000'),
    t.login('13800000004'),
  ]);
  const { last } = await tusUpload(base, lecturer, clip);
  videoId = last.json<{ data: { id: number } }>().data.id;
  const ready = await until(
    async () => (await t.call('/course/auth/video/get', { id: videoId }, as(lecturer))).data,
    (video) => video.status === 'ready' || video.status === 'failed',
  );
  expect(ready.status).toBe('ready');
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** A course with one chapter: a free trial period and a paid one, both playing the video. */
const courseWithPeriods = async (fields: Record<string, unknown> = {}) => {
  const saved = await t.call(
    '/course/auth/course/save',
    { kind: 'vod', courseName: `心电图进阶 ${Math.random()}`, isFree: false, priceFen: 4900, ...fields },
    as(lecturer),
  );
  const courseId = saved.data.id;
  const chapter = await t.call(
    '/course/auth/course/chapter/save',
    { courseId, title: '第一章' },
    as(lecturer),
  );
  const chapterId = chapter.data.chapters[0]!.id;
  for (const [title, isFree] of [
    ['试看：导联', true],
    ['房颤', false],
  ] as const)
    await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title, kind: 'video', isFree, videoId },
      as(lecturer),
    );
  const outline = await t.call('/course/auth/course/view', { id: courseId }, as(lecturer));
  const [trial, paid] = outline.data.chapters[0]!.periods;
  return { courseId, trialId: trial!.id, paidId: paid!.id };
};

/** Sent for review and approved by the platform. */
const listedCourse = async (fields: Record<string, unknown> = {}) => {
  const course = await courseWithPeriods(fields);
  expect((await t.call('/course/auth/course/submit', { id: course.courseId }, as(lecturer))).code).toBe(200);
  const audit = await t.call('/admin/auth/course/audit', { id: course.courseId, approve: true }, as(admin));
  expect(audit.code, audit.msg).toBe(200);
  return course;
};

const buyer = async () => (await t.registerUser()).token;

describe('review before listing', () => {
  it('takes only a complete course, and lists it or sends it back with the reason', async () => {
    const empty = await t.call(
      '/course/auth/course/save',
      { kind: 'vod', courseName: '空课程', isFree: true },
      as(lecturer),
    );
    const refused = await t.call('/course/auth/course/submit', { id: empty.data.id }, as(lecturer, 'en'));
    expect([refused.code, refused.msg]).toEqual([
      601,
      'Add at least one period before sending the course for review',
    ]);

    const { courseId } = await courseWithPeriods();
    expect((await t.call('/course/auth/course/submit', { id: courseId }, as(stranger))).code).toBe(306);
    // Nobody outside sees it before it is listed.
    expect((await t.call('/course/api/course/view', { id: courseId })).code).toBe(777);
    const sent = await t.call('/course/auth/course/submit', { id: courseId }, as(lecturer));
    expect([sent.code, sent.msg, sent.data.status]).toEqual([200, '已提交审核', 'reviewing']);
    expect((await t.call('/course/auth/course/submit', { id: courseId }, as(lecturer))).code).toBe(602);
    const edit = await t.call('/course/auth/course/chapter/save', { courseId, title: '偷改' }, as(lecturer));
    expect(edit.code).toBe(601);

    // Only the platform decides, and a rejection says why.
    expect(
      (await t.call('/admin/auth/course/audit', { id: courseId, approve: true }, as(lecturer))).code,
    ).toBe(306);
    const waiting = await t.call('/admin/auth/course/list', { status: 'reviewing' }, as(admin));
    const waitingOne = waiting.data.list.find((course) => course.id === courseId);
    expect([waitingOne?.periodCount, waitingOne?.teacherName]).toEqual([2, '周老师']);
    const noReason = await t.call('/admin/auth/course/audit', { id: courseId, approve: false }, as(admin));
    expect([noReason.code, noReason.msg]).toEqual([601, '请填写不通过的原因']);
    await t.call('/admin/auth/course/audit', { id: courseId, approve: false, note: '封面不清晰' }, as(admin));
    const back = await t.call('/course/auth/course/view', { id: courseId }, as(lecturer));
    expect(back.data).toMatchObject({ status: 'rejected', reviewNote: '封面不清晰' });
    expect((await t.call('/admin/auth/course/audit', { id: courseId, approve: true }, as(admin))).code).toBe(
      602,
    );

    await t.call('/course/auth/course/submit', { id: courseId }, as(lecturer));
    await t.call('/admin/auth/course/audit', { id: courseId, approve: true }, as(admin));
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
    if (bought.data.start.kind !== 'redirect') throw new Error('the sandbox redirects to its cashier');
    const cashier = new URL(bought.data.start.url, 'http://localhost');
    const link = { orderNo: bought.data.order.orderNo, signature: cashier.searchParams.get('signature')! };
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
    expect((await t.call('/course/auth/course/delete', { id: courseId }, as(lecturer))).code).toBe(602);
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
