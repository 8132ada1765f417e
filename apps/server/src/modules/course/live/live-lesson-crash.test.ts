import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/free-port.ts';
import { courseWithChapter } from '../../../../test/fixtures/course-sales-fixture.ts';
import { createTestApp } from '../../../../test/harness.ts';
import { publish, stopPublishers } from '../../../../test/live.ts';
import { startS3Server } from '../../../../test/s3-server.ts';
import { startedServer, workersOf } from '../../../../test/server-process.ts';

/**
 * A live lesson whose instance is killed (kill -9, supervisor and worker) mid-lesson, with the storage
 * in a bucket: what reached the bucket in parts becomes the period's replay, made by another instance
 * that has its own disk (decision 047, "recordings that survive their origin"). Before, the recording
 * was one file on the dead machine's disk, named nowhere, and the lesson was lost.
 */

const children: ChildProcess[] = [];
const root = await mkdtemp(path.join(os.tmpdir(), 'huitang-lesson-crash-'));
const s3 = await startS3Server();
afterAll(async () => {
  stopPublishers();
  for (const child of children) child.kill('SIGKILL');
  await s3.close();
  await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

const s3Env = {
  S3_ENDPOINT: s3.config.endpoint,
  S3_REGION: s3.config.region,
  S3_BUCKET: s3.config.bucket,
  S3_ACCESS_KEY_ID: s3.config.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
  S3_PUBLIC_URL: s3.config.publicUrl,
};

/** An instance of its own (supervisor and worker), on its own disk, sharing the database and the bucket. */
const instance = async (databaseUrl: string, name: string) => {
  const rtmpPort = await freePort();
  const { child } = await startedServer({
    ...s3Env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(root, name),
    RTMP_PORT: String(rtmpPort),
    LIVE: 'on',
    LIVE_RECORDING_PART_SECONDS: '1',
  });
  children.push(child);
  return { child, rtmpPort };
};

describe('a live lesson whose instance dies', () => {
  it('becomes the period’s replay, made by another instance from what reached the bucket', async () => {
    const t = await createTestApp();
    const lecturer = await t.login('13800000005');
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'live',
      courseName: `崩溃中的直播课 ${Math.random()}`,
      isFree: true,
    });
    const saved = await t.call(
      '/course/auth/course/period/save',
      {
        courseId,
        chapterId,
        title: '第一讲：心电图',
        kind: 'live',
        liveStartsAt: new Date(Date.now() + 3600_000).toISOString(),
        liveMinutes: 45,
      },
      { token: lecturer },
    );
    expect(saved.code, saved.msg).toBe(200);
    const outline = await t.call('/course/auth/course/view', { id: courseId }, { token: lecturer });
    const periodId = outline.data.chapters[0]!.periods[0]!.id;
    const channel = (await t.call('/course/auth/live/channel', { periodId }, { token: lecturer })).data;
    const name = channel.pushUrl.split('/').at(-1)!;
    await t.close();

    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      const state = async () =>
        (
          await db.query<{ on_air: boolean; recording: boolean; video: string | null }>(
            `select c.live_since is not null as on_air, c.recording_upload_id is not null as recording,
                    (select v.status from course_videos v where v.id = p.video_id) as video
             from course_live_channels c join course_periods p on p.id = c.period_id where c.name = $1`,
            [name],
          )
        ).rows[0]!;
      const first = await instance(t.databaseUrl, 'first');
      const encoder = publish(`rtmp://127.0.0.1:${first.rtmpPort}/live/${name}`, channel.streamKey);
      await expect.poll(state, { timeout: 30_000 }).toEqual({ on_air: true, recording: true, video: null });
      // Some seconds of picture reach the bucket, a part a second, before the crash.
      const storedParts = async () => {
        const files = await readdir(s3.directory, { recursive: true });
        const parts = files
          .filter((file) => file.includes(name))
          .map((file) => /(\d{6})\.flv/.exec(file)?.[1]);
        return new Set(parts.filter(Boolean)).size;
      };
      await expect.poll(storedParts, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

      for (const pid of [first.child.pid!, ...workersOf(first.child.pid!)]) process.kill(pid, 'SIGKILL');
      encoder.kill('SIGKILL');
      // The second instance never saw the first one's disk.
      await instance(t.databaseUrl, 'second');
      await expect
        .poll(state, { timeout: 120_000, interval: 500 })
        .toEqual({ on_air: false, recording: false, video: 'ready' });
      const video = await db.query<{ duration_seconds: number; source_parts: boolean; size_bytes: string }>(
        `select v.duration_seconds, v.source_parts, v.size_bytes from course_videos v
         join course_periods p on p.video_id = v.id where p.id = $1`,
        [periodId],
      );
      expect(video.rows[0]!.source_parts).toBe(true);
      expect(video.rows[0]!.duration_seconds).toBeGreaterThanOrEqual(2);
      expect(Number(video.rows[0]!.size_bytes)).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  }, 240_000);
});
