import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { eventually, sleep } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import {
  madeReplays,
  onAir,
  openLive,
  playReplay,
  playUrlOf,
  pushLive,
  stopEncoder,
  storedKeys,
  watchFlv,
  type TTag,
} from '../support/live.ts';

/** Pictures a player can show: the codec set-up, a key picture first, sound too, time moving on. */
const expectPlayable = (tags: TTag[], seconds: number) => {
  const pictures = tags.filter((tag) => tag.type === 9);
  expect(pictures[0]?.setup).toBe(true);
  const shown = pictures.filter((tag) => !tag.setup);
  expect(shown[0]?.key).toBe(true);
  expect(tags.some((tag) => tag.type === 8)).toBe(true);
  expect(shown.at(-1)!.ms - shown[0]!.ms).toBeGreaterThanOrEqual(seconds * 1000);
};

export const step: TStep = {
  title:
    'a live pushed to one instance plays as FLV and HLS through the other and through nginx, and its replay plays from the shared storage',
  async run(scale) {
    const [a, b] = scale.instances;
    const live = await openLive(scale, '规模测试直播回放');
    const encoder = pushLive(a!.rtmpPort, live, 30);
    await onAir(b!.client, live);
    const onAirAt = Date.now();

    // FLV: one viewer on B (an edge of A), one through nginx (either instance).
    // B learns that the live has sound from A's row once the encoder's metadata came (a moment after).
    const onB = await eventually(
      'B says the live has sound',
      async () => {
        const url = await playUrlOf(b!.client, live);
        return url.hasAudio ? url : undefined;
      },
      { ms: 10_000, every: 250 },
    );
    const throughNginx = await playUrlOf(scale.nginx, live);
    const viewers = [
      watchFlv(`${b!.origin}${onB.flvUrl}`),
      watchFlv(`${scale.nginx.origin}${throughNginx.flvUrl}`),
    ];
    // Both are counted where the count is kept, whichever instance serves them.
    await eventually(
      'two viewers counted on A',
      async () => {
        const counted = await a!.client.call('/meeting/api/meeting/place/live/viewers', {
          placeId: live.placeId,
        });
        return counted.data.viewers === 2 ? true : undefined;
      },
      { ms: 15_000, every: 250 },
    );

    // HLS through B and through nginx: a playlist with segments, a segment that is MPEG-TS.
    for (const [origin, hlsUrl] of [
      [b!.origin, onB.hlsUrl],
      [scale.nginx.origin, throughNginx.hlsUrl],
    ] as const) {
      const playlist = await eventually(
        `a playlist through ${origin}`,
        async () => {
          const text = await (await fetch(`${origin}${hlsUrl}`)).text();
          return /#EXTINF/.test(text) ? text : undefined;
        },
        { ms: 30_000, every: 500 },
      );
      const segment = playlist.split('\n').find((line) => /^s\d+\.ts\?/.test(line))!;
      const reply = await fetch(`${origin}/live/hls/${live.channel.name}/${segment}`);
      const bytes = Buffer.from(await reply.arrayBuffer());
      expect([reply.status, bytes[0], bytes.length % 188]).toEqual([200, 0x47, 0]);
    }
    // The recording reaches the shared storage as it goes, not only when the live ends.
    expect((await storedKeys(scale, `recordings/${live.channel.name}-`)).length).toBeGreaterThan(0);
    await sleep(1000);
    for (const viewer of viewers) {
      expect(viewer.status()).toBe(200);
      expectPlayable(viewer.tags(), 2);
      await viewer.leave();
    }

    // The encoder stops; after A's reconnect grace the live ends everywhere and its replay is made.
    // Its recorder starts a moment after the live is on air (longer at load), so the encoder pushes
    // 6 s in all, enough for a replay of at least 3.
    await sleep(Math.max(0, onAirAt + 6000 - Date.now()));
    await stopEncoder(encoder);
    const [replay] = await madeReplays(b!.client, live, 1);
    expect(replay!.durationSeconds).toBeGreaterThanOrEqual(3);
    expect((await playUrlOf(b!.client, live)).live).toBe(false);
    expect(await playReplay(b!.client, replay!, live.organiser)).toEqual({
      film: [206, 'ftyp'],
      poster: [200, 'ffd8'],
    });
    // Film and poster are in the shared bucket, and the recording's parts are gone.
    const film = await scale.storage.client.send(
      new HeadObjectCommand({ Bucket: scale.storage.bucket, Key: `replays/replay-${replay!.id}.mp4` }),
    );
    expect(film.ContentLength).toBeGreaterThan(10_000);
    expect(await storedKeys(scale, `recordings/${live.channel.name}-`)).toEqual([]);
  },
};
