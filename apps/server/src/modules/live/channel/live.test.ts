import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { exited, firstBytes, firstVideoSecond, publish, stopPublishers } from '../../../../test/live.ts';
import { liveSteps } from '../../../../test/fixtures/live-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;
let origin = '';

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  stopPublishers();
  await t.close();
});

const as = (token: string) => ({ token });
const { meetingWithChannel, delegateRequest, payInSandbox } = liveSteps(
  () => t,
  () => organiser,
);

const play = (path: string) => firstBytes(origin, path);

const channelState = async (meetingId: number) =>
  (await t.call('/meeting/auth/meeting/place/channel/view', { meetingId }, as(organiser))).data[0]!;

/** Waits until the organiser's console would show the channel live. */
const liveSoon = async (meetingId: number) => {
  for (let i = 0; i < 100 && (await channelState(meetingId)).status !== 'live'; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await channelState(meetingId)).status).toBe('live');
};

describe('a venue’s live channel', () => {
  it('is opened once per venue by its organisers, with a push address and a secret key', async () => {
    const { meeting, placeId, channel } = await meetingWithChannel();
    expect(channel.pushUrl).toMatch(/^rtmp:\/\/localhost:\d+\/live\/c[\w-]{12}$/);
    expect(channel.streamKey).toMatch(/^[\w-]{32}$/);
    expect([channel.gate, channel.status, channel.placeName, channel.recorded]).toEqual([
      'signup',
      'idle',
      '主会场',
      true,
    ]);
    const again = await t.call('/meeting/auth/meeting/place/create/live', { placeId }, as(organiser));
    expect(again.data.id).toBe(channel.id);

    // Another institution's owner sees and changes nothing of it.
    const meetingId = meeting.meetingId;
    for (const [path, body] of [
      ['/meeting/auth/meeting/place/create/live', { placeId }],
      ['/meeting/auth/meeting/place/channel/view', { meetingId }],
      ['/meeting/auth/meeting/place/channel/token', { id: channel.id }],
      ['/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }],
    ] as const) {
      expect((await t.call(path, body, as(stranger))).code, path).toBe(306);
    }
    expect(
      (await t.call('/meeting/auth/meeting/place/create/live', { placeId: 99_999_999 }, as(organiser))).code,
    ).toBe(777);
    const bad = await t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.id, gate: 'all' },
      as(organiser),
    );
    expect(bad.code).toBe(601);
  });

  it('lets attendees with a confirmed place watch, and says why to everyone else', async () => {
    const { meeting, placeId, channel } = await meetingWithChannel();
    const anonymous = await t.call('/meeting/api/meeting/place/live/url', { placeId }, { language: 'en' });
    expect([anonymous.code, anonymous.msg]).toEqual([
      602,
      'Please log in and sign up to watch the live conference',
    ]);

    const person = await t.registerUser();
    const notYet = await t.call('/meeting/api/meeting/place/live/url', { placeId }, as(person.token));
    expect([notYet.code, notYet.msg]).toEqual([602, '您需要报名参会后才能观看直播']);

    const order = await t.call(
      '/meeting/auth/enroll/submit',
      delegateRequest(meeting, person.mobile),
      as(person.token),
    );
    await payInSandbox(order.data.orderNo, person.token);
    const granted = await t.call('/meeting/api/meeting/place/live/url', { placeId }, as(person.token));
    expect(granted.code).toBe(200);
    expect(granted.data.flvUrl).toMatch(/^\/live\/flv\/c[\w-]{12}\.flv\?v=u\d+&e=\d+&s=[\w-]+$/);
    expect(new Date(granted.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await t.call('/meeting/api/meeting/place/live/url', { placeId }, as(organiser))).code).toBe(200);

    // An open channel lets anyone in, signed in or not.
    await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }, as(organiser));
    expect((await t.call('/meeting/api/meeting/place/live/url', { placeId })).data.flvUrl).toMatch(/v=a/);
  });

  it('takes a push with its key only, plays it to a signed URL, refuses copies, and a new key locks out the old', async () => {
    const { meeting, placeId, channel } = await meetingWithChannel();
    await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }, as(organiser));

    expect(await exited(publish(channel.pushUrl, 'not-the-key'), 8000)).toBe(true);
    const encoder = publish(channel.pushUrl, channel.streamKey);
    await liveSoon(meeting.meetingId);

    const url = (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data;
    expect(url.live).toBe(true);
    expect(await play(url.flvUrl)).toEqual({ status: 200, head: 'FLV' });
    // A changed signature, another viewer's name, or no signature at all: refused.
    expect((await play(url.flvUrl.replace(/s=[\w-]{4}/, 's=AAAA'))).status).toBe(403);
    expect((await play(url.flvUrl.replace(/v=[\w-]+/, 'v=u1'))).status).toBe(403);
    expect((await play(url.flvUrl.split('?')[0]!)).status).toBe(403);

    const renewed = await t.call(
      '/meeting/auth/meeting/place/channel/token',
      { id: channel.id },
      as(organiser),
    );
    expect(renewed.msg).toBe('推流密钥已重置，使用旧密钥的推流将被拒绝');
    expect(renewed.data.streamKey).not.toBe(channel.streamKey);
    // The encoder drops: it comes back with the old key and is refused, with the new one and is live.
    encoder.kill('SIGKILL');
    expect(await exited(publish(channel.pushUrl, channel.streamKey), 8000)).toBe(true);
    publish(channel.pushUrl, renewed.data.streamKey);
    await liveSoon(meeting.meetingId);
    expect(await play(url.flvUrl)).toEqual({ status: 200, head: 'FLV' });
  }, 60_000);

  it('packages a live as HLS whose playlist and segments are signed for the viewer', async () => {
    const { meeting, placeId, channel } = await meetingWithChannel();
    await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }, as(organiser));
    publish(channel.pushUrl, channel.streamKey);
    await liveSoon(meeting.meetingId);
    // The console's first looks at a channel that just went live show its bitrate, not 0 kbit/s.
    expect((await channelState(meeting.meetingId)).kbps).toBeGreaterThan(10);
    const url = (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data;
    expect(url.hlsUrl).toMatch(/^\/live\/hls\/c[\w-]{12}\/index\.m3u8\?v=a[\w-]+&e=\d+&s=[\w-]+$/);
    let playlist = await t.raw({ method: 'GET', url: url.hlsUrl });
    for (let i = 0; i < 100 && !playlist.body.includes('#EXTINF'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      playlist = await t.raw({ method: 'GET', url: url.hlsUrl });
    }
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const query = url.hlsUrl.split('?')[1]!;
    const segment = playlist.body.split('\n').find((line) => line.startsWith('s'))!;
    expect(segment).toMatch(new RegExp(`^s\\d+\\.ts\\?${query}$`));
    const base = url.hlsUrl.replace(/index\.m3u8\?.*$/, '');
    const media = await t.raw({ method: 'GET', url: base + segment });
    expect([media.statusCode, media.rawPayload[0]]).toEqual([200, 0x47]);
    // The first segment holds the live's first picture (the encoder's clock starts at 0, the
    // muxer's 1.4 s in): nothing the encoder sent before the packager's probe is lost.
    expect(segment.startsWith('s0.ts')).toBe(true);
    expect(firstVideoSecond(media.rawPayload)).toBeLessThan(2);
    // Without the signature, with another one, or out of the channel's folder: refused.
    for (const path of [base + segment.split('?')[0], `${base + segment}x`, `${base}..%2Fx.ts?${query}`])
      expect((await t.raw({ method: 'GET', url: path })).statusCode, path).toBeGreaterThanOrEqual(403);
    // This HLS player is the one viewer (the recorder and the packager are none); the console also
    // keeps showing the encoder's bitrate.
    const state = await channelState(meeting.meetingId);
    expect(state.viewers).toBe(1);
    expect(state.kbps).toBeGreaterThan(10);
    expect([state.width, state.height, state.audio]).toEqual([320, 240, false]);
  }, 30_000);

  it('records a live and makes it a replay with its length and a poster once the live ends', async () => {
    const { meeting, channel } = await meetingWithChannel();
    const meetingId = meeting.meetingId;
    expect(await exited(publish(channel.pushUrl, channel.streamKey, 3), 15_000)).toBe(true);
    let replays = (await t.call('/meeting/auth/meeting/video/list', { meetingId }, as(organiser))).data;
    for (let i = 0; i < 150 && replays[0]?.status !== 'ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      replays = (await t.call('/meeting/auth/meeting/video/list', { meetingId }, as(organiser))).data;
    }
    const [replay] = replays;
    expect(replay).toMatchObject({ status: 'ready', published: true, error: '' });
    expect(replay!.title).toMatch(/^主会场 \d{4}-\d{2}-\d{2}$/);
    expect(replay!.durationSeconds).toBeGreaterThanOrEqual(2);
    expect(replay!.durationSeconds).toBeLessThanOrEqual(4);
    const video = await t.raw({ method: 'GET', url: replay!.fileUrl });
    const poster = await t.raw({ method: 'GET', url: replay!.posterUrl });
    expect([video.statusCode, video.rawPayload.subarray(4, 8).toString()]).toEqual([200, 'ftyp']);
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const visitors = await t.call('/meeting/api/meeting/place/list/back/video', { meetingId });
    expect(visitors.data.map((r) => r.id)).toEqual([replay!.id]);
    // Another institution's owner neither sees the organiser's list nor changes a replay.
    expect((await t.call('/meeting/auth/meeting/video/list', { meetingId }, as(stranger))).code).toBe(306);
    const edit = (body: object, token = organiser) =>
      t.call('/meeting/auth/meeting/video/edit', { id: replay!.id, ...body }, as(token));
    expect((await edit({ published: false }, stranger)).code).toBe(306);
    const remove = (token: string) =>
      t.call('/meeting/auth/meeting/video/delete', { id: replay!.id }, as(token));
    expect((await remove(stranger)).code).toBe(306);
    expect((await edit({ title: ' ' })).code).toBe(601);

    // Renamed and hidden: visitors no longer find it; deleted: its files go too.
    const renamed = await edit({ title: '第一天 上午 开幕式', published: false });
    expect(renamed.data[0]).toMatchObject({ title: '第一天 上午 开幕式', published: false });
    expect((await t.call('/meeting/api/meeting/place/list/back/video', { meetingId })).data).toEqual([]);
    expect((await remove(organiser)).data).toEqual([]);
    expect((await t.raw({ method: 'GET', url: replay!.fileUrl })).statusCode).toBe(403);
    expect(existsSync(path.join(t.dataDir, 'replays', `replay-${replay!.id}.mp4`))).toBe(false);
    expect((await t.raw({ method: 'GET', url: replay!.posterUrl })).statusCode).toBe(404);
  }, 60_000);

  it('answers an edge’s hooks (SRS on_play and on_publish) by the same signatures and keys', async () => {
    const { placeId, channel } = await meetingWithChannel();
    await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }, as(organiser));
    const url = (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data;
    const [stream, param] = url.flvUrl.replace('/live/flv/', '').replace('.flv', '').split('?') as [
      string,
      string,
    ];
    const hook = (body: object) => t.raw({ method: 'POST', url: '/live/hooks/srs', payload: body });
    const play = await hook({ action: 'on_play', app: 'live', stream, param: `?${param}` });
    expect([play.statusCode, play.json()]).toEqual([200, { code: 0 }]);
    expect((await hook({ action: 'on_play', app: 'live', stream, param: '?v=u1&e=1&s=x' })).statusCode).toBe(
      403,
    );
    const push = await hook({
      action: 'on_publish',
      app: 'live',
      stream,
      param: `?key=${channel.streamKey}`,
    });
    expect(push.json()).toEqual({ code: 0 });
    expect((await hook({ action: 'on_publish', app: 'live', stream, param: '?key=old' })).statusCode).toBe(
      403,
    );
    expect((await hook({ action: 'on_dvr', stream })).statusCode).toBe(403);
    expect((await hook({})).statusCode).toBe(403);
  });
});
