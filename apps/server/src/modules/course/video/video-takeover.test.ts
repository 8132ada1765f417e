import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseVideos, users } from '../../../../db/schema/index.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { registerInstance, type TInstance } from '../../../platform/db/instance.ts';
import { videoRepository as repo } from './video.repository.ts';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
let t: TTestApp;
let ownerId: number;
const instances: TInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000005'));
  ownerId = owner!.id;
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await t.close();
});

const instance = async () => {
  const one = await registerInstance(t.databaseUrl, silent);
  instances.push(one);
  return one;
};

/** A lecturer's finished upload, queued for transcoding. */
const queuedVideo = () =>
  repo.createQueued(t.db, {
    ownerId,
    uploadId: `takeover-${randomBytes(6).toString('hex')}`,
    fileName: 'lecture.mp4',
    sizeBytes: 1000,
  });

describe('a transcode taken by an instance', () => {
  it('is never taken again while that instance lives, however long it runs, and is taken over once it dies', async () => {
    const [a, b] = [await instance(), await instance()];
    const video = await queuedVideo();
    expect(await repo.start(t.db, video.id, a.id)).toBe(true);

    // The job delivered again (a retry, an expiry) while A's ffmpeg works for an hour without a word:
    // B does not transcode it, and the sweep does not queue it again.
    await t.db
      .update(courseVideos)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(courseVideos.id, video.id));
    expect(await repo.start(t.db, video.id, b.id)).toBe(false);
    expect(await repo.requeueOrphaned(t.db)).not.toContain(video.id);

    // A dies (its lock goes with its connection): B takes the video over at once.
    await a.close();
    expect(await repo.start(t.db, video.id, b.id)).toBe(true);
    expect(await repo.start(t.db, video.id, a.id)).toBe(false);
    const row = (await repo.find(t.db, video.id))!;
    expect({ status: row.status, transcodes: row.transcodes, by: row.transcodedBy }).toEqual({
      status: 'transcoding',
      transcodes: 2,
      by: b.id,
    });
  });

  it('left by a dead instance is queued again by the sweep', async () => {
    const a = await instance();
    const video = await queuedVideo();
    expect(await repo.start(t.db, video.id, a.id)).toBe(true);
    await a.close();
    expect(await repo.requeueOrphaned(t.db)).toContain(video.id);
    expect((await repo.find(t.db, video.id))!.status).toBe('queued');
  });
});
