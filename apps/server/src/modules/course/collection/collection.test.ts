import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { courseSeller } from '../../../../test/fixtures/course-sales-fixture.ts';

let t: TTestApp;
let folder: string;
let seller: Awaited<ReturnType<typeof courseSeller>>;
const as = (token: string) => ({ token });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-collection-'));
  t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await courseSeller(t, base, folder);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('favourite courses', () => {
  it('keeps listed courses the latest first, once each, and lets them go', async () => {
    const [first, second] = [await seller.listedCourse(), await seller.listedCourse()];
    const { token } = await t.registerUser();
    for (const { courseId } of [first, second, first]) {
      const saved = await t.call('/course/auth/collection/save', { courseId }, as(token));
      expect([saved.code, saved.msg]).toEqual([200, '已收藏']);
    }
    const list = await t.call('/course/auth/collection/list', {}, as(token));
    expect(list.data.list.map((card: { id: number }) => card.id)).toEqual([second.courseId, first.courseId]);
    expect((await t.call('/course/api/course/view', { id: first.courseId }, as(token))).data.collected).toBe(
      true,
    );

    const removed = await t.call('/course/auth/collection/delete', { courseId: first.courseId }, as(token));
    expect(removed.msg).toBe('已取消收藏');
    expect((await t.call('/course/auth/collection/list', {}, as(token))).data.totalCount).toBe(1);
    expect((await t.call('/course/api/course/view', { id: first.courseId }, as(token))).data.collected).toBe(
      false,
    );
  });

  it('refuses a course the caller cannot see', async () => {
    const draft = await seller.courseWithPeriods();
    const { token } = await t.registerUser();
    expect((await t.call('/course/auth/collection/save', { courseId: draft.courseId }, as(token))).code).toBe(
      777,
    );
    expect((await t.call('/course/auth/collection/save', { courseId: 0 }, as(token))).code).toBe(601);
  });
});

describe('study records', () => {
  it('list each period studied, the latest first, with the place in it', async () => {
    const { courseId, trialId } = await seller.listedCourse({ courseName: '记录课程' });
    const { token } = await t.registerUser();
    expect((await t.call('/course/auth/study/list', {}, as(token))).data.totalCount).toBe(0);
    await t.call('/course/api/period/play', { periodId: trialId }, as(token));
    const records = await t.call('/course/auth/study/list', {}, as(token));
    expect(records.data.list).toEqual([
      expect.objectContaining({
        courseId,
        courseName: '记录课程',
        periodId: trialId,
        periodTitle: '试看：导联',
        periodKind: 'video',
        position: 0,
        length: 4,
        done: false,
      }),
    ]);
  });
});

describe('a lecturer’s and an institution’s courses', () => {
  it('list only theirs, with the lecturer’s profile name', async () => {
    const { courseId } = await seller.listedCourse({ courseName: '讲师的课程' });
    const lecturers = await t.call('/user/api/lecturer/list', { pageSize: 50 });
    const teacherId = lecturers.data.list.find((one) => one.name === '周晓雯')!.id;
    const theirs = await t.call('/course/api/course/list', { kind: 'vod', teacherId, pageSize: 100 });
    expect(theirs.data.list.map((card) => card.id)).toContain(courseId);
    expect(theirs.data.list.every((card) => card.teacherName === '周晓雯')).toBe(true);
    const owner = await t.login('13800000003');
    const [org] = (await t.call('/user/auth/org/mine', {}, as(owner))).data;
    const institution = await t.call('/course/api/course/list', { kind: 'vod', orgId: org!.id });
    expect(institution.data.list.map((card) => card.id)).not.toContain(courseId);
  });
});
