import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { makeTestVideo } from '../../../test/media.ts';
import { SAMPLE_QUESTIONS, saveQuestions } from '../../../test/fixtures/exam-fixture.ts';
import { patchFrom, tusUpload, uploadOffset } from '../../../test/fixtures/course-fixture.ts';

let t: TTestApp;
let lecturer: string;
let organiser: string;
let stranger: string;
let ordinary: string;
let folder: string;
let clip: string;
/** The app listening on a real port: resumable uploads need real sockets. */
let base: string;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-course-'));
  [t, clip] = await Promise.all([
    createTestApp(),
    makeTestVideo(folder, 'clip.mp4', { seconds: 4, size: '1280x720', sound: true }),
  ]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [lecturer, organiser, stranger, ordinary] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000007'),
    t.login('13800000004'),
    t.registerUser().then((user) => user.token),
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const newCourse = async (token: string, fields: Record<string, unknown> = {}) => {
  const saved = await t.call(
    '/course/auth/course/save',
    { kind: 'vod', courseName: '心电图判读入门', isFree: false, priceFen: 9900, ...fields },
    as(token),
  );
  expect(saved.code, saved.msg).toBe(200);
  return saved.data;
};

/** Adds a chapter to the course; answers its id. */
const addChapter = async (token: string, courseId: number, title: string) => {
  const saved = await t.call('/course/auth/course/chapter/save', { courseId, title }, as(token));
  return saved.data.chapters.find((chapter) => chapter.title === title)!.id;
};

/** Saves a period into a chapter; answers the whole reply. */
const addPeriod = (token: string, period: Record<string, unknown>) =>
  t.call('/course/auth/course/period/save', period, as(token));

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
};

describe('a course and its outline', () => {
  it('is built of chapters and periods in order, by its lecturer only', async () => {
    const course = await newCourse(lecturer, { introduction: '<p>十二导联<script>alert(1)</script></p>' });
    expect(course).toMatchObject({ status: 'draft', orgId: null, priceFen: 9900, chapters: [] });
    expect(course.introduction).toBe('<p>十二导联</p>');
    const one = await t.call(
      '/course/auth/course/chapter/save',
      { courseId: course.id, title: '第一章 基础' },
      as(lecturer),
    );
    const two = await t.call(
      '/course/auth/course/chapter/save',
      { courseId: course.id, title: '第二章 心律失常' },
      as(lecturer),
    );
    expect(two.data.chapters.map((chapter) => [chapter.title, chapter.sort])).toEqual([
      ['第一章 基础', 1],
      ['第二章 心律失常', 2],
    ]);
    const chapterId = one.data.chapters[0]!.id;
    const [question] = await saveQuestions(t, lecturer, SAMPLE_QUESTIONS.slice(0, 1));
    const paper = await t.call(
      '/exam/auth/paper/save',
      {
        paperName: '导联练习',
        mode: 'fixed',
        items: [{ questionId: question!.id, score: 10 }],
        passScore: 6,
      },
      as(lecturer),
    );
    const withPeriods = await t.call(
      '/course/auth/course/period/save',
      {
        courseId: course.id,
        chapterId,
        title: '导联与波形',
        kind: 'praxis',
        isFree: true,
        paperId: paper.data.id,
      },
      as(lecturer),
    );
    expect(withPeriods.data.chapters[0]!.periods).toMatchObject([
      { title: '导联与波形', kind: 'praxis', isFree: true, sort: 1, video: null },
    ]);

    // Someone else's course: not seen, not changed, not deleted.
    for (const token of [stranger, organiser]) {
      expect((await t.call('/course/auth/course/view', { id: course.id }, as(token))).code).toBe(306);
      const edit = await t.call(
        '/course/auth/course/chapter/save',
        { courseId: course.id, title: '偷改' },
        as(token),
      );
      expect(edit.code).toBe(306);
      expect((await t.call('/course/auth/course/delete', { id: course.id }, as(token))).code).toBe(306);
    }
    const list = await t.call('/course/auth/course/list', { kind: 'vod', pageSize: 50 }, as(stranger));
    expect(list.data.list.map((one) => one.id)).not.toContain(course.id);
    const mine = await t.call('/course/auth/course/list', { kind: 'vod', pageSize: 50 }, as(lecturer));
    expect(mine.data.list.map((one) => one.id)).toContain(course.id);

    // Deleting a chapter takes its periods with it.
    const after = await t.call(
      '/course/auth/course/chapter/delete',
      { courseId: course.id, id: chapterId },
      as(lecturer),
    );
    expect(after.data.chapters.map((chapter) => chapter.title)).toEqual(['第二章 心律失常']);
  });

  it('places a chapter and a period at any position the contract takes (it once answered 500 past 32767)', async () => {
    const course = await newCourse(lecturer);
    const first = await t.call(
      '/course/auth/course/chapter/save',
      { courseId: course.id, title: '附录', sort: 100_000 },
      as(lecturer),
    );
    expect(first.code, first.msg).toBe(200);
    const chapterId = first.data.chapters[0]!.id;
    const period = await addPeriod(lecturer, {
      courseId: course.id,
      chapterId,
      title: '导言',
      kind: 'live',
      liveStartsAt: '2027-06-01T09:00:00+08:00',
      sort: -100_000,
    });
    expect(period.code, period.msg).toBe(200);
    expect(period.data.chapters[0]).toMatchObject({ sort: 100_000, periods: [{ sort: -100_000 }] });
  });

  it('refuses what does not make sense, in the caller’s language, and writes nothing', async () => {
    const paidFree = await t.call(
      '/course/auth/course/save',
      { kind: 'vod', courseName: '无价课程', isFree: false, priceFen: 0 },
      as(lecturer, 'en'),
    );
    expect(paidFree).toMatchObject({ code: 601, msg: 'A paid course needs a price' });
    const unnamed = await t.call('/course/auth/course/save', { kind: 'vod', courseName: ' ' }, as(lecturer));
    expect(unnamed.code).toBe(601);
    expect(unnamed.msg).toContain('课程名称');
    const badKind = await t.call('/course/auth/course/save', { kind: 'tv', courseName: 'x' }, as(lecturer));
    expect(badKind.code).toBe(601);
    const member = await t.call(
      '/course/auth/course/save',
      { kind: 'vod', courseName: '普通用户的课' },
      as(ordinary),
    );
    expect(member.code).toBe(306);

    const course = await newCourse(lecturer);
    const other = await newCourse(lecturer, { courseName: '另一门课' });
    const borrowed = await addPeriod(lecturer, {
      courseId: course.id,
      chapterId: await addChapter(lecturer, other.id, '别的章节'),
      title: '借来的',
      kind: 'document',
    });
    expect(borrowed).toMatchObject({ code: 601, msg: '章节不存在' });
    const noVideo = await addPeriod(lecturer, {
      courseId: course.id,
      chapterId: await addChapter(lecturer, course.id, '第一章'),
      title: '无视频',
      kind: 'video',
    });
    expect(noVideo).toMatchObject({ code: 601, msg: '视频课时请选择已上传的视频' });
    const view = await t.call('/course/auth/course/view', { id: course.id }, as(lecturer));
    expect(view.data.chapters[0]!.periods).toEqual([]);
  });

  it('belongs to the institution when an institution member makes it: colleagues manage it', async () => {
    const course = await newCourse(organiser, { courseName: '护理管理实务' });
    expect(course.orgId).not.toBeNull();
    expect((await t.call('/course/auth/course/view', { id: course.id }, as(lecturer))).code).toBe(306);
  });
});

describe('a video period', () => {
  it('uploads in pieces, resumes where it stopped, transcodes to HLS and plays only under its grant', async () => {
    const course = await newCourse(lecturer, { courseName: '超声心动图' });
    const { uploadPath, bytes } = await tusUpload(base, lecturer, clip, { chunks: 3, stopAfter: 1 });
    // The connection was cut after the first piece: the server says how far it got, and only to its uploader.
    const { offset } = await uploadOffset(base, lecturer, uploadPath);
    expect(offset).toBe(Math.ceil(bytes.length / 3));
    // Someone else's upload is as good as none to them.
    const intruder = await patchFrom(base, stranger, uploadPath, bytes, offset, bytes.length);
    expect(intruder.json()).toMatchObject({ code: 777 });
    const last = await patchFrom(base, lecturer, uploadPath, bytes, offset, Math.ceil(bytes.length / 3));
    expect(last.status, last.body).toBe(200);
    const video = last.json<{ data: { id: number; status: string; fileName: string } }>().data;
    expect(video).toMatchObject({ status: 'queued', fileName: 'lecture.mp4' });

    const ready = await until(
      async () => (await t.call('/course/auth/video/get', { id: video.id }, as(lecturer))).data,
      (one) => one.status === 'ready' || one.status === 'failed',
    );
    expect(ready).toMatchObject({ status: 'ready', progress: 100, durationSeconds: 4, error: '' });
    expect(ready.renditions.map((rung) => rung.height)).toEqual([360, 720]);
    expect((await t.call('/course/auth/video/get', { id: video.id }, as(stranger))).code).toBe(306);

    const master = await t.raw({ method: 'GET', url: ready.hlsUrl });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('720p/index.m3u8');
    const playlist = await t.raw({
      method: 'GET',
      url: ready.hlsUrl.replace('master.m3u8', '360p/index.m3u8'),
    });
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const bytesOf = await t.raw({
      method: 'GET',
      url: ready.hlsUrl.replace('master.m3u8', `360p/${segment}`),
    });
    expect(bytesOf.headers['content-type']).toBe('video/mp2t');
    expect(bytesOf.rawPayload[0]).toBe(0x47);
    // A forged or altered grant opens nothing.
    const forged = ready.hlsUrl.replace(/\.([\w-]+)\/master/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/master');
    expect((await t.raw({ method: 'GET', url: forged })).json()).toMatchObject({ code: 306 });
    expect((await t.raw({ method: 'GET', url: ready.poster })).headers['content-type']).toBe('image/jpeg');

    const period = await addPeriod(lecturer, {
      courseId: course.id,
      chapterId: await addChapter(lecturer, course.id, '第一章'),
      title: '切面',
      kind: 'video',
      videoId: video.id,
    });
    expect(period.data.chapters[0]!.periods[0]!.video).toMatchObject({ id: video.id, status: 'ready' });
    // Another's video cannot be borrowed into one's own course.
    const theirs = await newCourse(organiser, { courseName: '借视频' });
    const borrow = await addPeriod(organiser, {
      courseId: theirs.id,
      chapterId: await addChapter(organiser, theirs.id, '一'),
      title: '借',
      kind: 'video',
      videoId: video.id,
    });
    expect(borrow.code).toBe(306);
  }, 90_000);

  it('refuses a file that is not a video, naming what it is, and keeps nothing', async () => {
    const fake = path.join(folder, 'slides.mp4');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await writeFile(fake, png);
    const { last, uploadPath } = await tusUpload(base, lecturer, fake, { chunks: 1 });
    expect(last.json()).toMatchObject({ code: 601, msg: '上传的文件不是视频（识别为：png (image/png)）' });
    expect((await uploadOffset(base, lecturer, uploadPath)).status).toBe(404);
  });

  it('keeps ffmpeg’s failure on the video and queues it again on retry', async () => {
    // An MP4 cut short: its bytes say MP4, but there is no picture to read.
    const cut = path.join(folder, 'cut.mp4');
    await writeFile(cut, (await readFile(clip)).subarray(0, 40_000));
    // Its name as a browser may send it, with a NUL PostgreSQL would refuse: kept without it.
    const { last } = await tusUpload(base, lecturer, cut, { chunks: 1, fileName: 'cut\u0000.mp4' });
    expect(last.json<{ data: { fileName: string } }>().data.fileName).toBe('cut.mp4');
    const video = last.json<{ data: { id: number } }>().data;
    const failed = await until(
      async () => (await t.call('/course/auth/video/get', { id: video.id }, as(lecturer, 'en'))).data,
      (one) => one.status === 'failed' || one.status === 'ready',
    );
    expect(failed).toMatchObject({
      status: 'failed',
      hlsUrl: '',
      error: 'No picture could be read from the video; please check the file and upload it again',
    });
    expect((await t.call('/course/auth/video/retry', { id: video.id }, as(stranger))).code).toBe(306);
    const retried = await t.call('/course/auth/video/retry', { id: video.id }, as(lecturer));
    expect(retried.data).toMatchObject({ status: 'queued', error: '' });
    const again = await until(
      async () => (await t.call('/course/auth/video/get', { id: video.id }, as(lecturer))).data,
      (one) => one.status === 'failed',
    );
    expect(again.error).toBe('无法读取视频画面，请检查文件后重新上传');
    const notFailed = await t.call('/course/auth/video/retry', { id: video.id + 100_000 }, as(lecturer));
    expect(notFailed.code).toBe(777);
  });
});
