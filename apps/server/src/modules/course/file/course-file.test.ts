import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { makeTestPdf } from '../../../../test/media.ts';
import {
  buyInSandbox,
  courseWithChapter,
  listCourse,
} from '../../../../test/fixtures/course-sales-fixture.ts';

let t: TTestApp;
let folder: string;
let base: string;
let lecturer: string;
let stranger: string;
let admin: string;
let slides: Buffer;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-course-file-'));
  t = await createTestApp();
  slides = await readFile(await makeTestPdf(folder, 'slides.pdf', 2));
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

/** PUTs bytes as a resource file; answers the envelope. */
const upload = async (token: string, bytes: Buffer, name: string, language = 'zh') => {
  const response = await fetch(`${base}/course/file/upload`, {
    method: 'PUT',
    headers: { token, 'accept-language': language, 'x-file-name': encodeURIComponent(name) },
    body: bytes,
  });
  return (await response.json()) as { code: number; msg: string; data: { id: number; fileName: string } };
};

/** A listed paid resource course: a free file period and a paid one, both handing out `fileId`. */
const listedResource = async (fileId: number) => {
  const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
    kind: 'resource',
    courseName: `心电图课件 ${Math.random()}`,
    isFree: false,
    priceFen: 1000,
  });
  for (const [title, isFree] of [
    ['试用：课件目录', true],
    ['全套课件', false],
  ] as const) {
    const saved = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title, kind: 'file', isFree, fileId },
      as(lecturer),
    );
    expect(saved.code, saved.msg).toBe(200);
  }
  await listCourse(t, { owner: lecturer, admin }, courseId);
  const outline = await t.call('/course/auth/course/view', { id: courseId }, as(lecturer));
  const [trial, paid] = outline.data.chapters[0]!.periods;
  return { courseId, trialId: trial!.id, paidId: paid!.id };
};

describe('resource files', () => {
  it('keeps only kinds it can tell by their bytes, and each uploader’s own', async () => {
    const text = await upload(lecturer, Buffer.from('just some words'), 'notes.txt', 'en');
    expect([text.code, text.msg]).toEqual([
      601,
      'This kind of file (?) is not accepted: upload a PDF, an Office document, an archive, an image, audio or an MP4 video',
    ]);
    const kept = await upload(lecturer, slides, '心电图课件.pdf');
    expect([kept.code, kept.data.fileName]).toEqual([200, '心电图课件.pdf']);

    const { courseId, chapterId } = await courseWithChapter(t, stranger, {
      kind: 'resource',
      courseName: '借用',
    });
    const borrowed = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title: '别人的文件', kind: 'file', fileId: kept.data.id },
      as(stranger),
    );
    expect(borrowed.code).toBe(306);
    const none = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title: '没有文件', kind: 'file' },
      as(stranger),
    );
    expect([none.code, none.msg]).toEqual([601, '资源课时请先上传文件']);
  });

  it('hands the trial file to anyone and the rest to buyers, under links that open that file only', async () => {
    const kept = await upload(lecturer, slides, '心电图课件.pdf');
    const { courseId, trialId, paidId } = await listedResource(kept.data.id);
    const view = await t.call('/course/api/course/view', { id: courseId });
    const [trial, paid] = view.data.chapters[0]!.periods;
    expect([trial!.playable, paid!.playable]).toEqual([true, false]);
    expect(paid!.file).toEqual({ fileName: '心电图课件.pdf', sizeBytes: slides.length });

    const visitor = await t.call('/course/api/period/download', { periodId: trialId });
    expect(visitor.code).toBe(200);
    const response = await fetch(`${base}${visitor.data.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('心电图课件.pdf')}`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(slides)).toBe(true);
    const forged = visitor.data.url.replace(
      /\/(\d+)\.([\w-]+)\//,
      (_, expires: string) => `/${expires}.forged/`,
    );
    expect((await fetch(`${base}${forged}`)).status).toBe(403);

    expect((await t.call('/course/api/period/download', { periodId: paidId })).code).toBe(306);
    const buyer = await t.registerUser();
    await buyInSandbox(t, buyer.token, courseId);
    const bought = await t.call('/course/api/period/download', { periodId: paidId }, as(buyer.token));
    expect(bought.code).toBe(200);
    // Taking the files finishes the periods: the course's progress shows it.
    await t.call('/course/api/period/download', { periodId: trialId }, as(buyer.token));
    const mine = await t.call('/course/auth/study/courses', { pageSize: 50 }, as(buyer.token));
    expect(mine.data.list.find((course) => course.id === courseId)?.progress).toBe(100);
    const notFile = await t.call('/course/api/period/download', { periodId: 99_999_999 });
    expect(notFile.code).toBe(777);
  });
});
