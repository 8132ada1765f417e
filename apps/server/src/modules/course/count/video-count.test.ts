import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { makeTestPdf } from '../../../../test/media.ts';
import { courseWithChapter, listCourse } from '../../../../test/fixtures/course-sales-fixture.ts';

let t: TTestApp;
let folder: string;
let base: string;
let lecturer: string;
let stranger: string;
let admin: string;
const as = (token: string) => ({ token });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-video-count-'));
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [lecturer, stranger, admin] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000004'),
    t.login('13800000000'),
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('study statistics (SPEC /account/count/video)', () => {
  it('count each course’s students, who started, lessons finished; per lesson; the owner’s only', async () => {
    const bytes = await readFile(await makeTestPdf(folder, 'notes.pdf', 1));
    const uploaded = await fetch(`${base}/course/file/upload`, {
      method: 'PUT',
      headers: { token: lecturer, 'x-file-name': encodeURIComponent('讲义.pdf') },
      body: bytes,
    });
    const fileId = ((await uploaded.json()) as { data: { id: number } }).data.id;
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'resource',
      courseName: `统计用课程 ${Math.random()}`,
    });
    for (const title of ['讲义一', '讲义二'])
      await t.call(
        '/course/auth/course/period/save',
        { courseId, chapterId, title, kind: 'file', fileId },
        as(lecturer),
      );
    await listCourse(t, { owner: lecturer, admin }, courseId);
    const [first] = (await t.call('/course/auth/course/view', { id: courseId }, as(lecturer))).data
      .chapters[0]!.periods;

    const [reader, idle] = await Promise.all([t.registerUser(), t.registerUser()]);
    for (const person of [reader, idle])
      expect((await t.call('/course/auth/course/enrol', { courseId }, as(person.token))).code).toBe(200);
    await t.call('/course/api/period/download', { periodId: first!.id }, as(reader.token));

    const courses = await t.call('/course/auth/count/video', { pageSize: 50 }, as(lecturer));
    expect(courses.code, courses.msg).toBe(200);
    expect(courses.data.list.find((one) => one.courseId === courseId)).toMatchObject({
      students: 2,
      learners: 1,
      finished: 1,
      watchedSeconds: 0,
    });
    const periods = await t.call('/course/auth/count/video/periods', { courseId }, as(lecturer));
    expect(periods.data.map((one) => [one.title, one.learners, one.finished])).toEqual([
      ['讲义一', 1, 1],
      ['讲义二', 0, 0],
    ]);

    expect((await t.call('/course/auth/count/video/periods', { courseId }, as(stranger))).code).toBe(306);
    const theirs = await t.call('/course/auth/count/video', { pageSize: 50 }, as(stranger));
    expect(theirs.data.list.some((one) => one.courseId === courseId)).toBe(false);
  });
});
