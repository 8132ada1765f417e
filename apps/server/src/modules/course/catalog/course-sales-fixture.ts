import { expect } from 'vitest';
import type { TTestApp } from '../../../../test/harness.ts';
import { makeTestVideo } from '../../../../test/media.ts';
import { tusUpload } from '../course-fixture.ts';

const as = (token: string) => ({ token });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `done` says so or `ms` pass; answers the last value read. */
export const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(250);
  }
};

/** The signed cashier link `buy` hands the buyer (sandbox). */
export const cashierLink = (start: { kind: string; url?: string }, orderNo: string) => {
  if (start.kind !== 'redirect' || !start.url) throw new Error('the sandbox redirects to its cashier');
  return { orderNo, signature: new URL(start.url, 'http://localhost').searchParams.get('signature')! };
};

/** A new course of the owner's with one chapter (第一章). */
export const courseWithChapter = async (t: TTestApp, owner: string, fields: Record<string, unknown>) => {
  const saved = await t.call('/course/auth/course/save', fields, as(owner));
  expect(saved.code, saved.msg).toBe(200);
  const courseId = saved.data.id;
  const chapter = await t.call('/course/auth/course/chapter/save', { courseId, title: '第一章' }, as(owner));
  return { courseId, chapterId: chapter.data.chapters[0]!.id };
};

/** Sends the course for review as its owner and lists it as the platform's administrator. */
export const listCourse = async (
  t: TTestApp,
  { owner, admin }: { owner: string; admin: string },
  id: number,
) => {
  const submitted = await t.call('/course/auth/course/submit', { id }, as(owner));
  expect(submitted.code, submitted.msg).toBe(200);
  const audit = await t.call('/admin/auth/course/audit', { id, approve: true }, as(admin));
  expect(audit.code, audit.msg).toBe(200);
};

/** Buys the course in the sandbox and waits for the notice to mark it paid. */
export const buyInSandbox = async (t: TTestApp, token: string, courseId: number) => {
  const bought = await t.call('/course/auth/order/buy', { courseId, provider: 'sandbox' }, as(token));
  const link = cashierLink(bought.data.start, bought.data.order.orderNo);
  expect((await t.call('/pay/api/sandbox/pay', link)).code).toBe(200);
  const order = await until(
    async () => (await t.call('/course/auth/order/view', { orderNo: link.orderNo }, as(token))).data,
    (one) => one.status === 'paid',
  );
  expect(order.status).toBe('paid');
  return order;
};

/**
 * The demo lecturer with one transcoded 4 s video, making courses of it: built, reviewed and
 * listed by the platform's administrator, and bought through the sandbox cashier.
 */
export const courseSeller = async (t: TTestApp, base: string, folder: string) => {
  const [lecturer, admin, clip] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000000'),
    makeTestVideo(folder, 'clip.mp4', { seconds: 4, size: '640x360', sound: false }),
  ]);
  const { last } = await tusUpload(base, lecturer, clip);
  const videoId = last.json<{ data: { id: number } }>().data.id;
  const ready = await until(
    async () => (await t.call('/course/auth/video/get', { id: videoId }, as(lecturer))).data,
    (video) => video.status === 'ready' || video.status === 'failed',
  );
  expect(ready.status).toBe('ready');

  /** A course with one chapter: a free trial period and a paid one, both playing the video. */
  const courseWithPeriods = async (fields: Record<string, unknown> = {}) => {
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'vod',
      courseName: `心电图进阶 ${Math.random()}`,
      isFree: false,
      priceFen: 4900,
      ...fields,
    });
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
    await listCourse(t, { owner: lecturer, admin }, course.courseId);
    return course;
  };

  return {
    lecturer,
    admin,
    videoId,
    courseWithPeriods,
    listedCourse,
    cashierLink,
    buyInSandbox: (token: string, courseId: number) => buyInSandbox(t, token, courseId),
  };
};
