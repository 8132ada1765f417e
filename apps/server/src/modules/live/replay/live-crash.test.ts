import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/free-port.ts';
import { createTestApp } from '../../../../test/harness.ts';
import { startedServer, workersOf } from '../../../../test/server-process.ts';
import { publish, stopPublishers } from '../../../../test/live.ts';
import { openSignUpMeeting } from '../../../../test/fixtures/sign-up-fixture.ts';

/**
 * A live whose server worker is killed (kill -9) mid-stream: the supervisor starts another, which
 * takes the channel off air, makes what was recorded a replay, and serves no stale HLS playlist.
 */

const children: ChildProcess[] = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-live-crash-'));
afterAll(async () => {
  stopPublishers();
  for (const child of children) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('a live across a killed server worker', () => {
  it('ends off air with its replay made of what was recorded, and no old playlist', async () => {
    const t = await createTestApp();
    const organiser = await t.login('13800000007');
    const meetingId = await openSignUpMeeting(t, organiser);
    const place = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场' },
      { token: organiser },
    );
    const placeId = place.data.at(-1)!.id;
    const channel = (
      await t.call('/meeting/auth/meeting/place/create/live', { placeId }, { token: organiser })
    ).data;
    const name = channel.pushUrl.split('/').at(-1)!;
    await t.close();

    const rtmpPort = await freePort();
    const { child: supervisor } = await startedServer({
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
      RTMP_PORT: String(rtmpPort),
      LIVE: 'on',
    });
    children.push(supervisor);
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    try {
      const state = async () =>
        (
          await db.query<{ on_air: boolean; replays: string[] }>(
            `select (select live_since is not null from live_channels where name = $1) as on_air,
                    array(select status from live_replays where place_id = $2 order by id) as replays`,
            [name, placeId],
          )
        ).rows[0]!;
      const encoder = publish(`rtmp://127.0.0.1:${rtmpPort}/live/${name}`, channel.streamKey);
      await expect.poll(state, { timeout: 30_000 }).toEqual({ on_air: true, replays: ['recording'] });
      const playlist = path.join(dataDir, 'hls', name, 'index.m3u8');
      await expect.poll(() => existsSync(playlist), { timeout: 30_000 }).toBe(true);
      // Some seconds of picture reach the recording before the crash.
      await new Promise((resolve) => setTimeout(resolve, 4000));

      process.kill(workersOf(supervisor.pid!)[0]!, 'SIGKILL');
      encoder.kill('SIGKILL');
      await expect
        .poll(state, { timeout: 120_000, interval: 500 })
        .toEqual({ on_air: false, replays: ['ready'] });
      await expect.poll(() => existsSync(path.join(dataDir, 'hls', name)), { timeout: 90_000 }).toBe(false);
      const replay = await db.query<{ duration_seconds: number }>(
        'select duration_seconds from live_replays where place_id = $1',
        [placeId],
      );
      expect(replay.rows[0]!.duration_seconds).toBeGreaterThanOrEqual(2);
    } finally {
      await db.end();
    }
  }, 240_000);
});
