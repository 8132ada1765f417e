import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
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
let pdf: string;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-document-'));
  [t, pdf] = await Promise.all([createTestApp(), makeTestPdf(folder, 'handout.pdf', 5)]);
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

/** PUTs bytes as the document upload; answers the envelope. */
const upload = async (token: string, bytes: Buffer, name = '讲义.pdf', language = 'zh') => {
  const response = await fetch(`${base}/course/document/upload`, {
    method: 'PUT',
    headers: { token, 'accept-language': language, 'x-file-name': encodeURIComponent(name) },
    body: bytes,
  });
  return (await response.json()) as {
    code: number;
    msg: string;
    data: { id: number; pageCount: number; fileName: string };
  };
};

/** The pages of the PDF at a signed path, or the refusal's code. */
const pagesAt = async (url: string) => {
  const response = await fetch(`${base}${url}`);
  if (response.headers.get('content-type') !== 'application/pdf')
    return { code: ((await response.json()) as { code: number }).code };
  return { pages: (await PDFDocument.load(await response.arrayBuffer())).getPageCount() };
};

/** A listed library course: one paid document period with `previewPages` free, and one with none. */
const listedLibrary = async (documentId: number, previewPages: number) => {
  const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
    kind: 'library',
    courseName: `心电图图谱 ${Math.random()}`,
    isFree: false,
    priceFen: 1900,
  });
  for (const [title, pages] of [
    ['正常心电图', previewPages],
    ['心律失常图谱', 0],
  ] as const) {
    const period = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title, kind: 'document', documentId, previewPages: pages },
      as(lecturer),
    );
    expect(period.code, period.msg).toBe(200);
  }
  await listCourse(t, { owner: lecturer, admin }, courseId);
  const view = await t.call('/course/api/course/view', { id: courseId });
  const [preview, closed] = view.data.chapters[0]!.periods;
  return { courseId, previewId: preview!.id, closedId: closed!.id };
};

describe('document periods (library)', () => {
  it('keeps only a readable PDF, named and counted, and says what anything else is', async () => {
    const kept = await upload(lecturer, await readFile(pdf));
    expect(kept).toMatchObject({ code: 200, data: { fileName: '讲义.pdf', pageCount: 5 } });

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await upload(lecturer, png)).toMatchObject({
      code: 601,
      msg: '请上传 PDF 文档（识别为：png (image/png)）',
    });
    const broken = await upload(lecturer, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), 'x.pdf', 'en');
    expect(broken).toMatchObject({
      code: 601,
      msg: 'The PDF cannot be read (damaged or encrypted); please check it and upload it again',
    });
    const anonymous = await fetch(`${base}/course/document/upload`, {
      method: 'PUT',
      body: await readFile(pdf),
    });
    expect(((await anonymous.json()) as { code: number }).code).not.toBe(200);
  });

  it('needs the owner’s own PDF and no more free pages than it has', async () => {
    const mine = (await upload(lecturer, await readFile(pdf))).data;
    const theirs = (await upload(stranger, await readFile(pdf))).data;
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'library',
      courseName: '讲义合集',
    });
    const period = { courseId, chapterId, title: '讲义', kind: 'document' };
    const save = (fields: Record<string, unknown>) =>
      t.call('/course/auth/course/period/save', { ...period, ...fields }, as(lecturer));

    expect(await save({})).toMatchObject({ code: 601, msg: '文档课时请选择已上传的 PDF' });
    expect((await save({ documentId: theirs.id })).code).toBe(306);
    expect(await save({ documentId: mine.id, previewPages: 6 })).toMatchObject({
      code: 601,
      msg: '免费试读页数不能超过文档的页数（5 页）',
    });
    const good = await save({ documentId: mine.id, previewPages: 2 });
    expect(good.data.chapters[0]!.periods).toMatchObject([
      { title: '讲义', kind: 'document', previewPages: 2, document: { id: mine.id, pageCount: 5 } },
    ]);
  });

  it('opens the free pages to visitors, every page to buyers, and no page the grant does not name', async () => {
    const { id } = (await upload(lecturer, await readFile(pdf))).data;
    const { courseId, previewId, closedId } = await listedLibrary(id, 2);

    const view = await t.call('/course/api/course/view', { id: courseId });
    expect(view.data.chapters[0]!.periods).toMatchObject([
      { pageCount: 5, readablePages: 2, playable: true },
      { pageCount: 5, readablePages: 0, playable: false },
    ]);
    const read = await t.call('/course/api/period/read', { periodId: previewId });
    expect(read.data).toMatchObject({ pageCount: 5, readablePages: 2, page: 1 });
    expect(await pagesAt(read.data.pdfUrl)).toEqual({ pages: 2 });
    // The grant names the file: swapping in the whole document or more pages is refused.
    expect(await pagesAt(read.data.pdfUrl.replace('first-2.pdf', 'document.pdf'))).toEqual({ code: 306 });
    expect(await pagesAt(read.data.pdfUrl.replace('first-2.pdf', 'first-5.pdf'))).toEqual({ code: 306 });
    expect((await t.call('/course/api/period/read', { periodId: closedId })).code).toBe(306);
    const turned = await t.call('/course/auth/study/read', { periodId: previewId, page: 3 }, as(stranger));
    expect(turned).toMatchObject({ code: 601, msg: '购买后可阅读全部页面（当前可读 2 页）' });

    const buyer = (await t.registerUser()).token;
    await buyInSandbox(t, buyer, courseId);
    const whole = await t.call('/course/api/period/read', { periodId: closedId }, as(buyer));
    expect(whole.data).toMatchObject({ readablePages: 5, page: 1 });
    expect(await pagesAt(whole.data.pdfUrl)).toEqual({ pages: 5 });

    // Reading in order to the last page finishes the document; a jump ahead does not.
    const page = (periodId: number, number: number) =>
      t.call('/course/auth/study/read', { periodId, page: number }, as(buyer));
    await page(closedId, 1);
    await page(closedId, 2);
    expect((await page(closedId, 5)).data).toMatchObject({
      positionSeconds: 5,
      watchedSeconds: 2,
      done: false,
    });
    await page(closedId, 3);
    await page(closedId, 4);
    expect((await page(closedId, 5)).data).toMatchObject({ done: true, progress: 50 });
    expect((await page(closedId, 6)).code).toBe(601);
    expect((await t.call('/course/api/period/read', { periodId: closedId }, as(buyer))).data.page).toBe(5);
    const after = await t.call('/course/api/course/view', { id: courseId }, as(buyer));
    expect(after.data).toMatchObject({ progress: 50, enrolled: true });
  });
});
