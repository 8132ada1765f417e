import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { TReplay } from '@huitang/contracts';
import { liveReplays } from '../../../../db/schema/index.ts';
import { exited, liveTestApp, publish } from '../../../../test/live.ts';
import { liveSteps } from '../../../../test/fixtures/live-fixture.ts';

const app = liveTestApp();
const as = (token: string) => ({ token });
const { meetingWithChannel, delegateRequest, payInSandbox } = liveSteps(
  () => app.t,
  () => app.organiser,
);

/** A listed meeting whose main hall's channel asks for sign-up (its default), with one live recorded on it. */
const recordedMeeting = async () => {
  const { meeting, channel } = await meetingWithChannel();
  expect([channel.gate, channel.replaysOpen]).toEqual(['signup', false]);
  expect(await exited(publish(channel.pushUrl, channel.streamKey, 2), 15_000)).toBe(true);
  let replays: TReplay[] = [];
  for (let i = 0; i < 150 && replays[0]?.status !== 'ready'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    replays = (
      await app.t.call(
        '/meeting/auth/meeting/video/list',
        { meetingId: meeting.meetingId },
        as(app.organiser),
      )
    ).data;
  }
  expect(replays[0]?.status).toBe('ready');
  return { meeting, channel, replay: replays[0]! };
};

/** What a visitor finds of the meeting's replays, and what the replay's own play URL answers them. */
const visitorsView = async (meetingId: number, id: number, token?: string) => {
  const options = token ? as(token) : {};
  const list = await app.t.call('/meeting/api/meeting/place/list/back/video', { meetingId }, options);
  const url = await app.t.call('/meeting/api/meeting/video/url', { id }, options);
  return { listed: list.data.find((replay) => replay.id === id), url };
};

const get = (url: string, headers: Record<string, string> = {}) => app.t.raw({ method: 'GET', url, headers });
const isFilm = (reply: { statusCode: number; rawPayload: Buffer }) =>
  reply.statusCode === 200 && reply.rawPayload.subarray(4, 8).toString() === 'ftyp';

describe('a replay of a gated channel', () => {
  it('is listed to everyone, but its film plays only for those the channel’s gate lets in, by signed URLs', async () => {
    const { meeting, replay } = await recordedMeeting();
    const { meetingId } = meeting;
    // Where films used to be public: nothing there, for anyone.
    const oldPublicPath = `/uploads/replays/replay-${replay.id}.mp4`;
    expect((await get(oldPublicPath)).statusCode).toBe(404);
    // The organiser's own list signs the film for them.
    expect(replay.fileUrl).toMatch(
      new RegExp(`^/live/replay/${replay.id}\\.mp4\\?v=u\\d+&e=\\d+&s=[\\w-]+$`),
    );
    expect(isFilm(await get(replay.fileUrl))).toBe(true);

    // Anonymous: listed with its poster, no film; the play URL says why, in their language.
    const anonymous = await visitorsView(meetingId, replay.id);
    expect(anonymous.listed).toMatchObject({ fileUrl: '', status: 'ready' });
    expect(anonymous.listed!.posterUrl).toMatch(/^\/live\/replay\/\d+\.jpg$/);
    expect((await get(anonymous.listed!.posterUrl)).statusCode).toBe(200);
    expect([anonymous.url.code, anonymous.url.msg]).toEqual([602, '请先登录并报名参会后观看回放']);
    const en = await app.t.call('/meeting/api/meeting/video/url', { id: replay.id }, { language: 'en' });
    expect(en.msg).toBe('Please log in and sign up to watch the replay');

    // Signed in without a place: the same.
    const person = await app.t.registerUser();
    const notYet = await visitorsView(meetingId, replay.id, person.token);
    expect(notYet.listed!.fileUrl).toBe('');
    expect([notYet.url.code, notYet.url.msg]).toEqual([602, '您需要报名参会后才能观看回放']);

    // A forged signature, another viewer's name on the organiser's URL, no signature: refused.
    const forged = replay.fileUrl.replace(/s=[\w-]{4}/, 's=AAAA');
    for (const url of [forged, replay.fileUrl.replace(/v=u\d+/, 'v=a'), replay.fileUrl.split('?')[0]!])
      expect((await get(url)).statusCode, url).toBe(403);

    // With a confirmed (paid) place: the film plays, and seeks (a Range request answers that part).
    const order = await app.t.call(
      '/meeting/auth/enroll/submit',
      delegateRequest(meeting, person.mobile),
      as(person.token),
    );
    await payInSandbox(order.data.orderNo, person.token);
    const attendee = await visitorsView(meetingId, replay.id, person.token);
    expect(attendee.url.code).toBe(200);
    expect(attendee.listed!.fileUrl).toMatch(/^\/live\/replay\/\d+\.mp4\?v=u\d+&e=\d+&s=/);
    expect(new Date(attendee.url.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 3600_000);
    expect(isFilm(await get(attendee.url.data.fileUrl))).toBe(true);
    const part = await get(attendee.url.data.fileUrl, { range: 'bytes=100-199' });
    expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect((await get(oldPublicPath)).statusCode).toBe(404);

    // Its URL expires: hours later, the same address is refused (the page asks for a new one).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 3600_000 + replay.durationSeconds * 1000 });
    try {
      expect((await get(attendee.url.data.fileUrl, { range: 'bytes=0-99' })).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('is public once the organiser opens the channel’s replays, while the live stays gated', async () => {
    const { meeting, channel, replay } = await recordedMeeting();
    const { meetingId } = meeting;
    const stranger = await app.t.login('13800000004');
    const refused = await app.t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.id, replaysOpen: true },
      as(stranger),
    );
    expect(refused.code).toBe(306);
    expect((await visitorsView(meetingId, replay.id)).listed!.fileUrl).toBe('');

    const opened = await app.t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.id, replaysOpen: true },
      as(app.organiser),
    );
    expect(opened.data).toMatchObject({ gate: 'signup', replaysOpen: true });
    const anonymous = await visitorsView(meetingId, replay.id);
    expect(anonymous.url.code).toBe(200);
    expect(anonymous.listed!.fileUrl).toMatch(/^\/live\/replay\/\d+\.mp4\?v=a&e=\d+&s=/);
    expect(isFilm(await get(anonymous.listed!.fileUrl))).toBe(true);
    // Watching the live still takes a place.
    const live = await app.t.call('/meeting/api/meeting/place/live/url', { placeId: channel.placeId });
    expect(live.code).toBe(602);

    // Closed again: the film's address is gone from what anonymous visitors get.
    await app.t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.id, replaysOpen: false },
      as(app.organiser),
    );
    expect((await visitorsView(meetingId, replay.id)).url.code).toBe(602);
  }, 60_000);

  it('keeps a film made before films left the public folder playing by its signed URL only', async () => {
    const { meeting, replay } = await recordedMeeting();
    // As a replay made before: its film in the public uploads, its row naming it (migration 0051).
    const legacyName = `replay-old-${replay.id}.mp4`;
    const publicFolder = path.join(app.t.dataDir, 'uploads', 'replays');
    await mkdir(publicFolder, { recursive: true });
    await copyFile(
      path.join(app.t.dataDir, 'replays', `replay-${replay.id}.mp4`),
      path.join(publicFolder, legacyName),
    );
    const [old] = await app.t.db
      .insert(liveReplays)
      .values({
        meetingId: meeting.meetingId,
        placeId: replay.placeId,
        title: '旧回放',
        status: 'ready',
        source: 'recordings/gone.flv',
        fileUrl: legacyName,
        posterUrl: replay.posterUrl,
        durationSeconds: replay.durationSeconds,
      })
      .returning();
    // The public route refuses it however the path is written.
    for (const url of [
      `/uploads/replays/${legacyName}`,
      `/uploads//replays/${legacyName}`,
      `/uploads/x/../replays/${legacyName}`,
      `/uploads/./replays/${legacyName}`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    expect((await visitorsView(meeting.meetingId, old!.id)).listed!.fileUrl).toBe('');
    const list = (
      await app.t.call(
        '/meeting/auth/meeting/video/list',
        { meetingId: meeting.meetingId },
        as(app.organiser),
      )
    ).data;
    const signed = list.find((row) => row.id === old!.id)!.fileUrl;
    expect(signed).toMatch(new RegExp(`^/live/replay/${old!.id}\\.mp4\\?`));
    expect(isFilm(await get(signed))).toBe(true);
    expect((await get(signed, { range: 'bytes=0-9' })).statusCode).toBe(206);
  }, 60_000);
});
