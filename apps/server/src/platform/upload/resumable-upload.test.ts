import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../storage/s3-storage.ts';
import type { TS3Config } from '../../config.ts';
import { createTestApp } from '../../../test/harness.ts';
import { makeTestVideo } from '../../../test/media.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { until } from '../../../test/fixtures/course-sales-fixture.ts';

let folder: string;
let clip: Buffer;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-resumable-'));
  [clip, s3] = await Promise.all([
    makeTestVideo(folder, 'clip.mp4', { seconds: 3, size: '640x360', sound: true }).then((file) =>
      readFile(file),
    ),
    startS3Server(),
  ]);
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

/** Two instances on one database, each listening on a port of its own (tus needs a real socket). */
const twoInstances = async (s3Config: TS3Config | undefined) => {
  const a = await createTestApp(s3Config ? { s3: s3Config } : {});
  // Without S3 the two share the data folder, as two processes of one machine do.
  const b = await a.another(s3Config ? { s3: s3Config } : { dataDir: a.dataDir });
  const [urlA, urlB] = await Promise.all([a, b].map((one) => one.app.listen({ port: 0, host: '127.0.0.1' })));
  const token = await a.login('13800000005');
  return {
    a,
    b,
    urls: [urlA!, urlB!],
    token,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
};

const tus = (
  base: string,
  token: string,
  url: string,
  init: RequestInit & { headers?: Record<string, string> },
) => fetch(new URL(url, base), { ...init, headers: { token, 'tus-resumable': '1.0.0', ...init.headers } });

const patch = (
  base: string,
  token: string,
  url: string,
  offset: number,
  body: Buffer | ReadableStream<Uint8Array>,
  signal?: AbortSignal,
) =>
  tus(base, token, url, {
    method: 'PATCH',
    headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
    signal,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  });

const offsetAt = async (base: string, token: string, url: string) =>
  Number((await tus(base, token, url, { method: 'HEAD' })).headers.get('upload-offset'));

/** A body that sends `bytes` and then neither ends nor sends more: a client whose network stalled. */
const stalling = (bytes: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
    },
  });

/**
 * A lecturer's upload whose requests land on either instance in turn (as behind a load balancer
 * without sticky sessions): chunks alternate, a PATCH cut part-way and a PATCH left stalled are both
 * resumed through the other instance, and the finished video is transcoded once and played through
 * either. Answers the upload's path and the video as the last PATCH answered it.
 */
const uploadAcross = async ({ urls, token }: Awaited<ReturnType<typeof twoInstances>>) => {
  const created = await tus(urls[0]!, token, '/course/video/upload', {
    method: 'POST',
    headers: {
      'upload-length': String(clip.length),
      'upload-metadata': `filename ${Buffer.from('讲座.mp4').toString('base64')}`,
    },
  });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location')!, urls[0]).pathname;
  const piece = Math.ceil(clip.length / 8);
  // Pieces 1 and 2 alternate between the instances; each knows how far the other got.
  expect((await patch(urls[1]!, token, url, 0, clip.subarray(0, piece))).status).toBe(204);
  expect(await offsetAt(urls[0]!, token, url)).toBe(piece);
  expect((await patch(urls[0]!, token, url, piece, clip.subarray(piece, 2 * piece))).status).toBe(204);
  expect(await offsetAt(urls[1]!, token, url)).toBe(2 * piece);

  // A cut: the connection to B drops half-way through a piece; A says what arrived, and it goes on from there.
  const cut = new AbortController();
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await Promise.all([
    patch(urls[1]!, token, url, 2 * piece, stalling(clip.subarray(2 * piece, 3 * piece)), cut.signal).catch(
      () => undefined,
    ),
    pause(300).then(() => cut.abort()),
  ]);
  // B keeps what arrived before the cut (written once its request ends).
  await pause(500);
  const afterCut = await offsetAt(urls[0]!, token, url);
  expect(afterCut).toBeGreaterThanOrEqual(2 * piece);

  // A stall: A's request keeps the upload's lock while its client waits; B's PATCH asks A to let go
  // (through PostgreSQL), A ends its request, and the client carries on through B at the real offset.
  const asked = Date.now() + 300;
  const [takeOver] = await Promise.all([
    pause(300).then(() => patch(urls[1]!, token, url, afterCut, clip.subarray(afterCut, afterCut + piece))),
    patch(urls[0]!, token, url, afterCut, stalling(clip.subarray(afterCut, afterCut + piece))).catch(
      () => undefined,
    ),
  ]);
  expect([204, 409]).toContain(takeOver.status);
  // Well before tus's 30 s lock timeout: the holder was asked, not waited out.
  expect(Date.now() - asked).toBeLessThan(10_000);

  let offset = await offsetAt(urls[1]!, token, url);
  let last: Response | undefined;
  for (let turn = 0; offset < clip.length; turn++) {
    const end = Math.min(offset + piece, clip.length);
    last = await patch(urls[turn % 2]!, token, url, offset, clip.subarray(offset, end));
    expect([200, 204]).toContain(last.status);
    offset = end;
  }
  const video = ((await last!.json()) as { data: { id: number; status: string; fileName: string } }).data;
  expect(video).toMatchObject({ status: 'queued', fileName: '讲座.mp4' });
  return { url, video };
};

/** The video once transcoded, as its lecturer asks either instance, and its HLS played through the other. */
const playedThroughBoth = async (two: Awaited<ReturnType<typeof twoInstances>>, videoId: number) => {
  const ready = await until(
    async () => (await two.b.call('/course/auth/video/get', { id: videoId }, { token: two.token })).data,
    (one) => one.status === 'ready' || one.status === 'failed',
  );
  expect(ready).toMatchObject({ status: 'ready', durationSeconds: 3 });
  for (const base of two.urls) {
    const master = await fetch(base + ready.hlsUrl);
    expect(master.status).toBe(200);
    const playlist = await (
      await fetch(base + ready.hlsUrl.replace('master.m3u8', '360p/index.m3u8'))
    ).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const bytes = await fetch(base + ready.hlsUrl.replace('master.m3u8', `360p/${segment}`));
    expect(bytes.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/);
    expect(Buffer.from(await bytes.arrayBuffer())[0]).toBe(0x47);
  }
};

describe('resumable uploads across two instances', () => {
  it('on one machine’s disk: chunks alternate, a cut and a stall resume, the video transcodes and plays', async () => {
    const two = await twoInstances(undefined);
    try {
      const { url, video } = await uploadAcross(two);
      const stored = await readFile(path.join(two.a.dataDir, 'video-uploads', url.split('/').pop()!));
      expect(stored.equals(clip)).toBe(true);
      await playedThroughBoth(two, video.id);
    } finally {
      await two.close();
    }
  }, 120_000);

  it('into S3: the same, the bytes and renditions in the bucket and on neither instance’s disk', async () => {
    const two = await twoInstances(s3.config);
    try {
      const { url, video } = await uploadAcross(two);
      const storage = createS3Storage(s3.config);
      const copy = path.join(folder, 'from-s3.mp4');
      expect(await storage.download(`video-uploads/${url.split('/').pop()}`, copy)).toBe(true);
      expect((await readFile(copy)).equals(clip)).toBe(true);
      await playedThroughBoth(two, video.id);
      expect(await storage.size(`videos/${video.id}/master.m3u8`)).toBeGreaterThan(0);
      for (const one of [two.a, two.b]) {
        const kept = await readdir(one.dataDir).catch(() => []);
        expect(kept.filter((name) => ['video-uploads', 'videos'].includes(name))).toEqual([]);
      }
    } finally {
      await two.close();
    }
  }, 120_000);
});
