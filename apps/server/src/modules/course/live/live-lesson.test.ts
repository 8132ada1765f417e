import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { exited, firstBytes, publish, stopPublishers } from '../../../../test/live.ts';
import {
  buyInSandbox,
  courseWithChapter,
  listCourse,
  until,
} from '../../../../test/fixtures/course-sales-fixture.ts';

let t: TTestApp;
let lecturer: string;
let other: string;
let admin: string;
let origin = '';

beforeAll(async () => {
  t = await createTestApp();
  [lecturer, other, admin] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000002'),
    t.login('13800000000'),
  ]);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  stopPublishers();
  await t.close();
});

const as = (token: string) => ({ token });
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

const playHead = (path: string) => firstBytes(origin, path);

/** A listed paid live course with a trial live period and a paid one, both an hour ahead. */
const liveCourse = async () => {
  const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
    kind: 'live',
    courseName: `心律失常直播课 ${Math.random()}`,
    isFree: false,
    priceFen: 9900,
  });
  const missing = await t.call(
    '/course/auth/course/period/save',
    { courseId, chapterId, title: '无时间', kind: 'live' },
    as(lecturer),
  );
  expect([missing.code, missing.msg]).toEqual([601, '请填写直播开始时间']);
  for (const [title, isFree] of [
    ['公开课：心电图入门', true],
    ['第一讲：房颤', false],
  ] as const) {
    const saved = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title, kind: 'live', isFree, liveStartsAt: inAnHour(), liveMinutes: 45 },
      as(lecturer),
    );
    expect(saved.code, saved.msg).toBe(200);
  }
  await listCourse(t, { owner: lecturer, admin }, courseId);
  const outline = await t.call('/course/auth/course/view', { id: courseId }, as(lecturer));
  const [trial, paid] = outline.data.chapters[0]!.periods;
  expect([paid!.liveMinutes, paid!.liveStartsAt !== null]).toEqual([45, true]);
  return { courseId, trialId: trial!.id, paidId: paid!.id };
};

const periodOf = async (courseId: number, periodId: number, token?: string) => {
  const view = await t.call('/course/api/course/view', { id: courseId }, token ? as(token) : {});
  return view.data.chapters.flatMap((chapter) => chapter.periods).find((period) => period.id === periodId)!;
};

describe('a live course', () => {
  it('schedules its lessons, lists them by what is on next, and keeps the channel its lecturer’s', async () => {
    const { courseId, trialId, paidId } = await liveCourse();
    const listed = await t.call('/course/api/course/list', { kind: 'live', pageSize: 50 });
    const card = listed.data.list.find((one) => one.id === courseId)!;
    expect(card.onAir).toBe(false);
    expect(new Date(card.nextLiveAt!).getTime()).toBeGreaterThan(Date.now());

    const paid = await periodOf(courseId, paidId);
    expect([paid.liveState, paid.playable, paid.liveMinutes]).toEqual(['scheduled', false, 45]);
    expect((await periodOf(courseId, trialId)).playable).toBe(true);

    const channel = await t.call('/course/auth/live/channel', { periodId: paidId }, as(lecturer));
    expect(channel.data.pushUrl).toMatch(/^rtmp:\/\/localhost:\d+\/live\/c[\w-]{12}$/);
    expect(channel.data.streamKey).toMatch(/^[\w-]{32}$/);
    expect(channel.data.status).toBe('idle');
    const again = await t.call('/course/auth/live/channel', { periodId: paidId }, as(lecturer));
    expect(again.data.streamKey).toBe(channel.data.streamKey);

    // Another lecturer sees and changes nothing of it; a visitor may not watch the paid lesson.
    for (const path of ['/course/auth/live/channel', '/course/auth/live/channel/token'] as const)
      expect((await t.call(path, { periodId: paidId }, as(other))).code, path).toBe(306);
    const stranger = await t.registerUser();
    const refused = await t.call('/course/api/period/live/url', { periodId: paidId }, as(stranger.token));
    expect(refused.code).toBe(306);
    // The trial lesson is open to anyone, even before its channel is opened (nothing plays yet).
    const trial = await t.call('/course/api/period/live/url', { periodId: trialId });
    expect([trial.code, trial.data.live, trial.data.flvUrl]).toEqual([200, false, '']);
    const notLive = await t.call('/course/auth/live/channel', { periodId: 99_999_999 }, as(lecturer));
    expect(notLive.code).toBe(777);
    const badViewer = await t.call('/course/api/period/live/url', { periodId: trialId, viewer: '<x>' });
    expect(badViewer.code).toBe(601);
  });

  it('goes on air with its key only, plays to students, and its recording becomes the replay', async () => {
    const { courseId, paidId } = await liveCourse();
    const channel = (await t.call('/course/auth/live/channel', { periodId: paidId }, as(lecturer))).data;
    expect(await exited(publish(channel.pushUrl, 'not-the-key'), 8000)).toBe(true);

    const student = await t.registerUser();
    await buyInSandbox(t, student.token, courseId);
    const encoder = publish(channel.pushUrl, channel.streamKey, 6);
    const onAir = await until(
      () => periodOf(courseId, paidId, student.token),
      (period) => period.liveState === 'live',
      15_000,
    );
    expect([onAir.liveState, onAir.playable]).toEqual(['live', true]);
    const listed = await t.call('/course/api/course/list', { kind: 'live', pageSize: 50 });
    expect(listed.data.list[0]!.id).toBe(courseId);
    expect(listed.data.list[0]!.onAir).toBe(true);

    const url = await until(
      async () => (await t.call('/course/api/period/live/url', { periodId: paidId }, as(student.token))).data,
      (play) => play.live,
      15_000,
    );
    expect(await playHead(url.flvUrl)).toEqual({ status: 200, head: 'FLV' });
    // Another viewer's name on the signed URL is refused.
    expect((await playHead(url.flvUrl.replace(/v=u\d+/, 'v=u1'))).status).toBe(403);

    // Attending counts as studying the lesson, no faster than the clock.
    const report = await t.call(
      '/course/auth/study/report',
      { periodId: paidId, positionSeconds: 0, watchedSeconds: 10 },
      as(student.token),
    );
    expect(report.code, report.msg).toBe(200);

    expect(await exited(encoder, 20_000)).toBe(true);
    const replay = await until(
      () => periodOf(courseId, paidId, student.token),
      (period) => period.liveState === 'replay',
      90_000,
    );
    expect([replay.liveState, replay.playable]).toEqual(['replay', true]);
    expect(replay.durationSeconds).toBeGreaterThanOrEqual(4);
    const play = await t.call('/course/api/period/play', { periodId: paidId }, as(student.token));
    expect(play.code, play.msg).toBe(200);
    expect(play.data.hlsUrl).toMatch(/master\.m3u8$/);
    const card = (await t.call('/course/api/course/list', { kind: 'live', pageSize: 50 })).data.list.find(
      (one) => one.id === courseId,
    )!;
    expect(card.onAir).toBe(false);
  }, 150_000);

  it('refuses the old key once the lecturer resets it', async () => {
    const { paidId } = await liveCourse();
    const channel = (await t.call('/course/auth/live/channel', { periodId: paidId }, as(lecturer))).data;
    const renewed = await t.call('/course/auth/live/channel/token', { periodId: paidId }, as(lecturer));
    expect(renewed.data.streamKey).not.toBe(channel.streamKey);
    expect(await exited(publish(channel.pushUrl, channel.streamKey), 8000)).toBe(true);
  });
});
