import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAY_UPLOAD_PATH } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { makeTestPdf, makeTestVideo } from '../../../test/media.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { courseWithChapter, listCourse, until } from '../../../test/fixtures/course-sales-fixture.ts';
import { signUpSteps } from '../../../test/fixtures/sign-up-fixture.ts';
import { createS3Storage } from './s3-storage.ts';
import type { TStorage } from './storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: TStorage;
let t: TTestApp;
let base: string;
let folder: string;
let lecturer: string;
let organiser: string;
let admin: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-s3-kinds-'));
  s3 = await startS3Server();
  bucket = createS3Storage(s3.config);
  t = await createTestApp({ s3: s3.config });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [lecturer, organiser, admin] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000007'),
    t.login('13800000000'),
  ]);
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

/** What of the app's data folder holds kept files (nothing should: they are in the bucket). */
const keptOnDisk = async () =>
  (await readdir(t.dataDir).catch(() => [])).filter((name) =>
    ['documents', 'course-files', 'replays', 'replay-uploads', 'recordings', 'videos'].includes(name),
  );

const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

describe('features kept in S3', () => {
  it('keeps a document in the bucket, cuts its free pages from there, and serves byte ranges of them', async () => {
    const pdf = await readFile(await makeTestPdf(folder, 'handout.pdf', 5));
    const uploaded = await fetch(`${base}/course/document/upload`, {
      method: 'PUT',
      headers: { token: lecturer, 'x-file-name': encodeURIComponent('讲义.pdf') },
      body: pdf,
    });
    const { id } = ((await uploaded.json()) as { data: { id: number } }).data;
    expect(await bucket.size(`documents/${id}.pdf`)).toBe(pdf.length);

    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'library',
      courseName: '存储桶讲义',
      isFree: false,
      priceFen: 1900,
    });
    const saved = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title: '试读', kind: 'document', documentId: id, previewPages: 2 },
      { token: lecturer },
    );
    expect(saved.code, saved.msg).toBe(200);
    await listCourse(t, { owner: lecturer, admin }, courseId);
    const periodId = saved.data.chapters[0]!.periods[0]!.id;
    const read = await t.call('/course/api/period/read', { periodId });

    const whole = await fetch(base + read.data.pdfUrl);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    const firstTwo = Buffer.from(await whole.arrayBuffer());
    expect((await PDFDocument.load(firstTwo)).getPageCount()).toBe(2);
    expect(await bucket.size(`documents/${id}-first-2.pdf`)).toBe(firstTwo.length);
    // A reader asks for a piece (pdf.js does): the bucket's range, with the headers of a range.
    const piece = await fetch(base + read.data.pdfUrl, { headers: { range: 'bytes=100-199' } });
    expect(piece.status).toBe(206);
    expect(piece.headers.get('content-range')).toBe(`bytes 100-199/${firstTwo.length}`);
    expect(Buffer.from(await piece.arrayBuffer()).equals(firstTwo.subarray(100, 200))).toBe(true);
    const past = await fetch(base + read.data.pdfUrl, { headers: { range: `bytes=${firstTwo.length}-` } });
    expect(past.status).toBe(416);
    expect(await keptOnDisk()).toEqual([]);
  });

  it('makes an uploaded replay from the bucket into a film and poster there, plays ranges, and deletes them', async () => {
    const film = await readFile(
      await makeTestVideo(folder, 'edited.mp4', { seconds: 2, size: '320x240', sound: false }),
    );
    const { meetingId } = await configuredMeeting();
    const places = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场' },
      { token: organiser },
    );
    const placeId = places.data.at(-1)!.id;
    const headers = { token: organiser, 'tus-resumable': '1.0.0' };
    const metadata = Object.entries({ meetingId, placeId, filename: '开幕.mp4' })
      .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
      .join(',');
    const created = await fetch(base + REPLAY_UPLOAD_PATH, {
      method: 'POST',
      headers: { ...headers, 'upload-length': String(film.length), 'upload-metadata': metadata },
    });
    const sent = await fetch(base + created.headers.get('location')!, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: film,
    });
    expect(sent.status).toBe(204);

    const list = () => t.call('/meeting/auth/meeting/video/list', { meetingId }, { token: organiser });
    const replays = await until(list, (answer) => ['ready', 'failed'].includes(answer.data[0]?.status ?? ''));
    const replay = replays.data[0]!;
    expect(replay).toMatchObject({ status: 'ready', durationSeconds: 2 });
    expect(await bucket.size(`replays/replay-${replay.id}.mp4`)).toBeGreaterThan(0);
    // The upload it was made from is gone from the bucket.
    expect(await bucket.size(`replay-uploads/${created.headers.get('location')!.split('/').pop()}`)).toBe(
      undefined,
    );

    const seek = await fetch(base + replay.fileUrl, { headers: { range: 'bytes=4-7' } });
    expect([seek.status, seek.headers.get('content-type')]).toEqual([206, 'video/mp4']);
    expect(Buffer.from(await seek.arrayBuffer()).toString()).toBe('ftyp');
    const poster = await fetch(base + replay.posterUrl);
    expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await keptOnDisk()).toEqual([]);

    await t.call('/meeting/auth/meeting/video/delete', { id: replay.id }, { token: organiser });
    expect(await bucket.size(`replays/replay-${replay.id}.mp4`)).toBe(undefined);
    expect(await bucket.size(`replays/replay-${replay.id}.jpg`)).toBe(undefined);
  }, 60_000);
});
