import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseVideos, users } from '../../../../db/schema/index.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
let lecturer: string;
let videoId: number;
/** A segment larger than one read of the file, so it streams in several pieces. */
const segment = Buffer.concat([Buffer.from([0x47]), randomBytes(1_300_000)]);
const GRANT_SECONDS = 6 * 3600;

/** A transcoded video as the job leaves it (rows and files), without spending a minute in ffmpeg. */
beforeAll(async () => {
  t = await createTestApp();
  lecturer = await t.login('13800000005');
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000005'));
  const [row] = await t.db
    .insert(courseVideos)
    .values({
      ownerId: owner!.id,
      uploadId: `files-${randomBytes(6).toString('hex')}`,
      fileName: 'lecture.mp4',
      sizeBytes: segment.length,
      status: 'ready',
      progress: 100,
      durationSeconds: 6,
      renditions: [{ height: 720, bitrateKbps: 2500 }],
    })
    .returning({ id: courseVideos.id });
  videoId = row!.id;
  const folder = path.join(t.dataDir, 'videos', String(videoId));
  await mkdir(path.join(folder, '720p'), { recursive: true });
  await writeFile(path.join(folder, 'master.m3u8'), '#EXTM3U\n720p/index.m3u8\n');
  await writeFile(path.join(folder, '720p/index.m3u8'), '#EXTM3U\nseg0000.ts\n#EXT-X-ENDLIST\n');
  await writeFile(path.join(folder, '720p/seg0000.ts'), segment);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const segmentUrl = async () => {
  const video = await t.call('/course/auth/video/get', { id: videoId }, { token: lecturer });
  return video.data.hlsUrl.replace('master.m3u8', '720p/seg0000.ts');
};
const maxAgeOf = (cacheControl: unknown) => Number(/max-age=(\d+)/.exec(String(cacheControl))?.[1]);

describe('course video files under a signed grant', () => {
  it('streams a segment whole, cacheable by a CDN in front until the grant ends and no longer', async () => {
    const url = await segmentUrl();
    const answer = await t.raw({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('video/mp2t');
    expect(Number(answer.headers['content-length'])).toBe(segment.length);
    expect(answer.rawPayload.equals(segment)).toBe(true);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(maxAgeOf(answer.headers['cache-control'])).toBeGreaterThan(GRANT_SECONDS - 60);
    expect(maxAgeOf(answer.headers['cache-control'])).toBeLessThanOrEqual(GRANT_SECONDS);

    // A hundred seconds before the grant ends, nothing may keep the file longer than that.
    const ends = Number(/\/(\d+)\.[\w-]+\//.exec(url)![1]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((ends - 100) * 1000);
    const late = await t.raw({ method: 'GET', url });
    expect(late.statusCode).toBe(200);
    expect(maxAgeOf(late.headers['cache-control'])).toBeLessThanOrEqual(100);
  });

  it('streams the same segment to many players at once, each getting every byte right', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = await segmentUrl();
    const bodies = await Promise.all(
      Array.from({ length: 12 }, async () => Buffer.from(await (await fetch(base + url)).arrayBuffer())),
    );
    for (const body of bodies) expect(body.equals(segment)).toBe(true);
  });

  it('refuses the same URL once its grant has expired, and a grant for another video', async () => {
    const url = await segmentUrl();
    expect((await t.raw({ method: 'GET', url })).statusCode).toBe(200);
    const ends = Number(/\/(\d+)\.[\w-]+\//.exec(url)![1]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((ends + 1) * 1000);
    const expired = await t.raw({ method: 'GET', url });
    expect(expired.json()).toMatchObject({ code: 306 });
    expect(expired.rawPayload.includes(segment.subarray(0, 64))).toBe(false);
    vi.useRealTimers();

    const borrowed = url.replace(`/course/video/${videoId}/`, `/course/video/${videoId + 1}/`);
    expect((await t.raw({ method: 'GET', url: borrowed })).json()).toMatchObject({ code: 306 });
  });

  it('answers not found for a file the video does not have', async () => {
    const url = (await segmentUrl()).replace('seg0000.ts', 'seg0001.ts');
    expect((await t.raw({ method: 'GET', url })).json()).toMatchObject({ code: 777 });
  });
});
