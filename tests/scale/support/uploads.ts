import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { makeTestVideo } from '../../../apps/server/test/media.ts';
import { eventually } from '../cluster/processes.ts';
import type { TScale } from './cluster.ts';

/** The demo lecturer (apps/server/db/seed/courses.ts): course videos are theirs to upload. */
export const LECTURER = '13800000005';
/** Where course videos are sent by tus (apps/server/src/modules/course/video/video.routes.ts). */
const VIDEO_UPLOAD_PATH = '/course/video/upload';

/** A test picture with a tone, made by ffmpeg (apps/server/test/media.ts) and read into memory. */
const makeVideo = async (seconds: number, size: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huitang-scale-video-'));
  try {
    return readFileSync(await makeTestVideo(dir, 'lecture.mp4', { seconds, size, sound: true }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

// Both are made as the steps are loaded, while the cluster starts, not in the steps' own time.
const lecture = makeVideo(12, '960x540');
const short = makeVideo(6, '640x360');
// A failure is the steps' to report when they await it, not an unhandled rejection now.
for (const made of [lecture, short]) made.catch(() => undefined);
/**
 * A lecture of 12 s at 960×540, about 5.5 MB: in the bucket, one whole 5 MB part of a multipart upload
 * and the rest; transcoded to one 360p rendition.
 */
export const lectureVideo = () => lecture;
/** A short one (6 s at 640×360, about 1.5 MB): the upload resumed after the kill. */
export const shortVideo = () => short;

/** The tus requests of a lecturer's upload, sent to one origin (an instance, or nginx). */
export const tusAt = (origin: string, token: string) => {
  const tus = (url: string, init: RequestInit & { headers?: Record<string, string> }) =>
    fetch(new URL(url, origin), { ...init, headers: { token, 'tus-resumable': '1.0.0', ...init.headers } });
  const patch = (
    url: string,
    offset: number,
    body: Buffer | ReadableStream<Uint8Array>,
    signal?: AbortSignal,
  ) =>
    tus(url, {
      method: 'PATCH',
      headers: { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: body as BodyInit,
      signal,
      ...(body instanceof ReadableStream && { duplex: 'half' }),
    });
  return {
    origin,
    /** A new upload of `size` bytes named `fileName`: its path. */
    async create(size: number, fileName: string) {
      const created = await tus(VIDEO_UPLOAD_PATH, {
        method: 'POST',
        headers: {
          'upload-length': String(size),
          'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      return new URL(created.headers.get('location')!, origin).pathname;
    },
    patch,
    /** How far the upload got, as this origin says (HEAD). */
    async offset(url: string) {
      const head = await tus(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      return Number(head.headers.get('upload-offset'));
    },
    /**
     * A PATCH whose connection drops after `ms`: it sends `bytes` and then nothing more, as a
     * lecturer's network that went away mid-piece, and the client gives up on it.
     */
    async cut(url: string, offset: number, bytes: Buffer, ms: number) {
      const stalled = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new Uint8Array(bytes)),
      });
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), ms);
      await patch(url, offset, stalled, abort.signal).catch(() => undefined);
      clearTimeout(timer);
    },
  };
};

/** The video a finished upload became, as its last PATCH answered it. */
export const videoOf = async (reply: Response) => {
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { data: { id: number; status: string } }).data;
};

export interface TVideoRow {
  status: string;
  transcodes: number;
  transcodedBy: number | null;
}

/** The video's row: its status, how many times a worker took it, and which instance took it last. */
export const videoRow = async (scale: TScale, id: number): Promise<TVideoRow> => {
  const { rows } = await scale.db.query<{ status: string; transcodes: number; transcoded_by: number | null }>(
    'select status, transcodes, transcoded_by from course_videos where id = $1',
    [id],
  );
  const row = rows[0]!;
  return { status: row.status, transcodes: row.transcodes, transcodedBy: row.transcoded_by };
};

/** The transcode jobs pg-boss was given for the video, oldest first, wherever they are kept now. */
export const transcodeJobs = async (scale: TScale, id: number) => {
  const { rows } = await scale.db.query<{ state: string; retry_count: number }>(
    `select state, retry_count from (
       select state::text, retry_count, created_on, data from pgboss.job where name = 'course-video-transcode'
       union all
       select state::text, retry_count, created_on, data from pgboss.archive where name = 'course-video-transcode'
     ) jobs where (data->>'videoId')::int = $1 order by created_on`,
    [id],
  );
  return rows.map((row) => ({ state: row.state, retries: row.retry_count }));
};

/** Waits for the video to be transcoded (it fails the step if it failed instead). */
export const readyVideo = async (scale: TScale, id: number, ms: number) => {
  const row = await eventually(
    `video ${id} transcoded`,
    async () => {
      const seen = await videoRow(scale, id);
      return seen.status === 'ready' || seen.status === 'failed' ? seen : undefined;
    },
    { ms, every: 250 },
  );
  expect(row.status).toBe('ready');
  return row;
};

/**
 * Plays the video's HLS at `origin` as a player would: the master playlist under the signed path the
 * lecturer was given, a rendition's playlist, and its first segment (an MPEG-TS packet).
 */
export const playAt = async (scale: TScale, origin: string, id: number, token: string) => {
  const video = await scale.nginx.call('/course/auth/video/get', { id }, { token });
  expect([video.code, video.data.status]).toEqual([200, 'ready']);
  const master = await fetch(origin + video.data.hlsUrl);
  const masterText = await master.text();
  expect([master.status, masterText.startsWith('#EXTM3U')]).toEqual([200, true]);
  const rendition = masterText.split('\n').find((line) => line.endsWith('.m3u8'))!;
  const base = video.data.hlsUrl.replace('master.m3u8', '');
  const playlist = await (await fetch(`${origin}${base}${rendition}`)).text();
  const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
  const bytes = await fetch(`${origin}${base}${rendition.replace('index.m3u8', segment)}`);
  expect([bytes.status, bytes.headers.get('content-type')]).toEqual([200, 'video/mp2t']);
  expect(Buffer.from(await bytes.arrayBuffer())[0]).toBe(0x47);
};
