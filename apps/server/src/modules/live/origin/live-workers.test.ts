import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/free-port.ts';
import { createTestApp } from '../../../../test/harness.ts';
import { publish, stopPublishers } from '../../../../test/live.ts';
import { watchFlv } from '../../../../test/live-cluster.ts';
import { killAndClear, startedServer } from '../../../../test/server-process.ts';
import { liveSteps } from '../../../../test/fixtures/live-fixture.ts';
import type { ChildProcess } from 'node:child_process';

/**
 * `npm start` with two workers: they share the public and RTMP ports, so an encoder reaches one and
 * a viewer either. Each worker is an instance of its own, reached by the other on a port of its own.
 */

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-live-workers-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  stopPublishers();
  await killAndClear(children, dataDir);
});

describe('a live under a supervisor with two workers', () => {
  it('plays through either worker, whichever took the encoder', async () => {
    const t = await createTestApp();
    const organiser = await t.login('13800000007');
    const { placeId, channel } = await liveSteps(
      () => t,
      () => organiser,
    ).meetingWithChannel();
    await t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.id, gate: 'open' },
      { token: organiser },
    );
    const name = channel.pushUrl.split('/').at(-1)!;

    const rtmpPort = await freePort();
    const server = await startedServer(
      {
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
        RTMP_PORT: String(rtmpPort),
        LIVE: 'on',
        WORKERS: '2',
      },
      // Two workers compile and start the whole server side by side.
      300_000,
    );
    children.push(server.child);
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      // Both workers hold their instance lock (this test's app holds a third) and so serve.
      const instances = async () =>
        (
          await db.query(`select 1 from pg_locks where locktype = 'advisory' and classid = 727100
                          and database = (select oid from pg_database where datname = current_database())`)
        ).rowCount;
      await expect.poll(instances, { timeout: 120_000, interval: 500 }).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 2000));

      publish(`rtmp://127.0.0.1:${rtmpPort}/live/${name}`, channel.streamKey);
      const origin = async () =>
        (await db.query<{ url: string }>('select url from live_origins where channel = $1', [name])).rows[0]
          ?.url;
      await expect.poll(origin, { timeout: 30_000 }).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // The worker that took the encoder is reached on its own port, not on the shared one.
      expect(await origin()).not.toBe(`http://127.0.0.1:${server.port}`);

      const urls = await Promise.all(
        Array.from(
          { length: 6 },
          async () => (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data,
        ),
      );
      expect(urls.every((url) => url.live)).toBe(true);
      // The primary hands connections to the workers in turn: half of these reach the other worker.
      const viewers = urls.map((url) => watchFlv(`http://127.0.0.1:${server.port}${url.flvUrl}`));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const viewer of viewers) {
        expect(viewer.status()).toBe(200);
        expect(viewer.tags().filter((tag) => tag.keyframe).length).toBeGreaterThan(0);
        viewer.close();
      }
    } finally {
      await db.end();
      await t.close();
    }
  }, 480_000);
});
