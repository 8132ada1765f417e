import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TChatEvent } from '@huitang/contracts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/free-port.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { exited, publish, stopPublishers } from '../../../../test/live.ts';
import { countingProxy, watchFlv, type TFlvTag } from '../../../../test/live-cluster.ts';
import { killAndClear, startedServer } from '../../../../test/server-process.ts';
import { liveSteps } from '../../../../test/fixtures/live-fixture.ts';

/**
 * Two instances on one database: A, a server process of its own (so it can be killed), takes the
 * encoder; B, this test's app, has viewers. A's address reaches B through a proxy that counts B's
 * pulls. Every viewer-facing call is B's public one, as the watch page makes it.
 */

let b: TTestApp;
let bOrigin = '';
let organiser: string;
let a: { child: ChildProcess; port: number; base: string };
let aRtmp = 0;
let proxy: Awaited<ReturnType<typeof countingProxy>>;
const aData = await mkdtemp(path.join(os.tmpdir(), 'huitang-origin-'));
let placeId = 0;
let meetingId = 0;
let channel: { id: number; name: string; streamKey: string };

const as = (token: string) => ({ token });
const { meetingWithChannel } = liveSteps(
  () => b,
  () => organiser,
);

beforeAll(async () => {
  b = await createTestApp();
  organiser = await b.login('13800000007');
  bOrigin = await b.app.listen({ port: 0, host: '127.0.0.1' });
  const opened = await meetingWithChannel();
  placeId = opened.placeId;
  meetingId = opened.meeting.meetingId;
  const { id, pushUrl, streamKey } = opened.channel;
  channel = { id, name: pushUrl.split('/').at(-1)!, streamKey };
  await b.call('/meeting/auth/meeting/place/edit/live', { id, gate: 'open' }, as(organiser));

  let aPort = 0;
  proxy = await countingProxy(() => aPort, /^GET \/live\/origin\/c[\w-]{12}\.flv/);
  aRtmp = await freePort();
  a = await startedServer({
    DATABASE_URL: b.databaseUrl,
    DATA_DIR: aData,
    RTMP_PORT: String(aRtmp),
    LIVE: 'on',
    LIVE_RECONNECT_SECONDS: '1',
    WORKERS: '0',
    INSTANCE_URL: proxy.url,
  });
  aPort = a.port;
}, 180_000);
afterAll(async () => {
  stopPublishers();
  await killAndClear([a.child], aData);
  await proxy.close();
  await b.close();
});

const pushToA = () => publish(`rtmp://127.0.0.1:${aRtmp}/live/${channel.name}`, channel.streamKey);
/** B's answer to the watch page: the signed play URL of the venue. */
const playUrlOnB = async () => (await b.call('/meeting/api/meeting/place/live/url', { placeId })).data;
const liveOnB = async () => (await playUrlOnB()).live;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pictures a viewer can play: the codec set-up, then a key picture first, timestamps moving on without a gap. */
const assertPlayable = (tags: TFlvTag[], seconds: number) => {
  const video = tags.filter((tag) => tag.type === 9);
  const pictures = video.filter((tag) => !tag.setup);
  expect(video[0]?.setup).toBe(true);
  expect(pictures[0]?.keyframe).toBe(true);
  for (let i = 1; i < pictures.length; i++) {
    expect(pictures[i]!.ms).toBeGreaterThanOrEqual(pictures[i - 1]!.ms);
    expect(pictures[i]!.ms - pictures[i - 1]!.ms).toBeLessThan(500);
  }
  expect(pictures.at(-1)!.ms - pictures[0]!.ms).toBeGreaterThan(seconds * 1000);
};

describe('a live pushed to one instance and watched through another', () => {
  it('plays as FLV on the other instance, many viewers there sharing one pull from the origin', async () => {
    const encoder = pushToA();
    await expect.poll(liveOnB, { timeout: 30_000 }).toBe(true);
    const url = await playUrlOnB();
    expect(url.hlsUrl).not.toBe('');

    // Twelve people, each with a play URL of their own (anonymous viewers of an open channel).
    const urls = await Promise.all(Array.from({ length: 13 }, playUrlOnB));
    const viewers = urls.slice(1).map((given) => watchFlv(`${bOrigin}${given.flvUrl}`));
    await sleep(3000);
    // A late joiner starts at once: the edge kept the header, set-up and last picture group.
    const late = watchFlv(`${bOrigin}${urls[0]!.flvUrl}`);
    await sleep(2500);
    for (const viewer of [...viewers, late]) {
      expect(viewer.status()).toBe(200);
      expect(viewer.ended()).toBe(false);
    }
    for (const viewer of viewers) assertPlayable(viewer.tags(), 4);
    assertPlayable(late.tags(), 1.5);
    expect(proxy.count()).toBe(1);

    // The count the watch page shows, asked of the origin, counts the people watching on B.
    await expect
      .poll(async () => {
        const reply = await fetch(`${a.base}/meeting/api/meeting/place/live/viewers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ placeId }),
        });
        return ((await reply.json()) as { data: { viewers: number } }).data.viewers;
      })
      .toBe(13);
    for (const viewer of [...viewers, late]) viewer.close();
    encoder.kill('SIGKILL');
    await expect.poll(liveOnB, { timeout: 20_000 }).toBe(false);
  }, 90_000);

  it('refuses the origin’s stream to anyone who is not an instance', async () => {
    const unsigned = await fetch(`http://127.0.0.1:${a.port}/live/origin/${channel.name}.flv`);
    expect(unsigned.status).toBe(403);
    const forged = await fetch(`http://127.0.0.1:${a.port}/live/origin/${channel.name}/index.m3u8`, {
      headers: { 'x-huitang-origin': `${Math.floor(Date.now() / 1000) + 30}.AAAA` },
    });
    expect(forged.status).toBe(403);
  });

  it('serves the origin’s HLS through the other instance, signed for the viewer', async () => {
    pushToA();
    await expect.poll(liveOnB, { timeout: 30_000 }).toBe(true);
    const url = await playUrlOnB();
    const playlist = async () => (await fetch(`${bOrigin}${url.hlsUrl}`)).text();
    await expect.poll(playlist, { timeout: 30_000, interval: 500 }).toMatch(/#EXTINF/);
    const segment = (await playlist()).split('\n').find((line) => /^s\d+\.ts\?v=/.test(line))!;
    expect(segment).toContain(url.hlsUrl.split('?')[1]);
    const reply = await fetch(`${bOrigin}/live/hls/${channel.name}/${segment}`);
    expect(reply.status).toBe(200);
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(188);
    expect(bytes[0]).toBe(0x47);
    // Without the viewer's signature, B refuses the segment it has.
    expect((await fetch(`${bOrigin}/live/hls/${channel.name}/${segment.split('?')[0]}`)).status).toBe(403);
    stopPublishers();
    await expect.poll(liveOnB, { timeout: 20_000 }).toBe(false);
  }, 90_000);

  it('ends the other instance’s viewers when the encoder stops', async () => {
    const encoder = pushToA();
    await expect.poll(liveOnB, { timeout: 30_000 }).toBe(true);
    const viewer = watchFlv(`${bOrigin}${(await playUrlOnB()).flvUrl}`);
    await expect.poll(() => viewer.tags().filter((tag) => tag.keyframe).length).toBeGreaterThan(0);
    encoder.kill('SIGKILL');
    expect(await exited(encoder, 5000)).toBe(true);
    // A's reconnect grace is a second; then the live ends there, and on B.
    await expect.poll(viewer.ended, { timeout: 15_000 }).toBe(true);
    await expect.poll(liveOnB, { timeout: 10_000 }).toBe(false);
  }, 60_000);

  it('carries chat lines between instances', async () => {
    const join = (origin: string) => {
      const socket = new WebSocket(`${origin.replace('http', 'ws')}/live/chat/${placeId}`, {
        headers: { origin, cookie: `RC_WEB_TOKEN=${organiser}` },
      });
      const events: TChatEvent[] = [];
      socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString()) as TChatEvent));
      return { socket, events, hello: () => events.some((event) => event.type === 'hello') };
    };
    const onA = join(`http://127.0.0.1:${a.port}`);
    const onB = join(bOrigin);
    await expect.poll(() => onA.hello() && onB.hello()).toBe(true);
    onB.socket.send(JSON.stringify({ type: 'say', text: '从 B 说的话' }));
    const said = () => onA.events.flatMap((event) => (event.type === 'said' ? [event.message.text] : []));
    await expect.poll(said).toEqual(['从 B 说的话']);
    onA.socket.close();
    onB.socket.close();
  });

  it('ends the live on the other instance when the origin is killed', async () => {
    pushToA();
    await expect.poll(liveOnB, { timeout: 30_000 }).toBe(true);
    const viewer = watchFlv(`${bOrigin}${(await playUrlOnB()).flvUrl}`);
    await expect.poll(() => viewer.tags().filter((tag) => tag.keyframe).length).toBeGreaterThan(0);
    a.child.kill('SIGKILL');
    await expect.poll(viewer.ended, { timeout: 10_000 }).toBe(true);
    // B takes the dead instance's live off air (its lock is gone): pages and the console say so.
    await expect.poll(liveOnB, { timeout: 30_000, interval: 500 }).toBe(false);
    const channels = await b.call('/meeting/auth/meeting/place/channel/view', { meetingId }, as(organiser));
    expect(channels.data.find((row) => row.id === channel.id)?.status).toBe('idle');
  }, 60_000);
});
