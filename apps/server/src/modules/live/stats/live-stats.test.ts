import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveWatches } from '../../../../db/schema/index.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { publish, stopPublishers } from '../../../../test/live.ts';
import { openSignUpMeeting } from '../../../../test/fixtures/sign-up-fixture.ts';

let t: TTestApp;
let organiser: string;
let viewer: string;
let origin = '';

beforeAll(async () => {
  t = await createTestApp();
  [organiser, viewer] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  stopPublishers();
  await t.close();
});

const as = (token: string) => ({ token });

/** A listed meeting with a venue whose channel anyone may watch. */
const openChannel = async (name: string) => {
  const meetingId = await openSignUpMeeting(t, organiser);
  const place = await t.call('/meeting/auth/meeting/place/save', { meetingId, name }, as(organiser));
  const placeId = place.data.at(-1)!.id;
  const channel = (await t.call('/meeting/auth/meeting/place/create/live', { placeId }, as(organiser))).data;
  await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }, as(organiser));
  return { meetingId, placeId, channel };
};

/** Watches a play URL over FLV for `ms`, then hangs up; resolves with the bytes received. */
const watchFor = (path: string, ms: number) =>
  new Promise<number>((resolve, reject) => {
    let bytes = 0;
    const call = httpRequest(`${origin}${path}`, (response) => {
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      setTimeout(() => {
        call.destroy();
        resolve(bytes);
      }, ms);
    });
    call.on('error', reject);
    call.end();
  });

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

describe('live statistics', () => {
  it('counts who watched a live, for how long, and together with whom', async () => {
    const { meetingId, placeId, channel } = await openChannel('主会场');
    publish(channel.pushUrl, channel.streamKey);
    await until(async () => {
      const [state] = (await t.call('/meeting/auth/meeting/place/channel/view', { meetingId }, as(organiser)))
        .data;
      return state!.status === 'live';
    });

    // A signed-in person and an anonymous visitor watch at the same time, for two seconds.
    const urlOf = async (token?: string) =>
      (await t.call('/meeting/api/meeting/place/live/url', { placeId }, token ? as(token) : {})).data.flvUrl;
    const [signedIn, anonymous] = await Promise.all([urlOf(viewer), urlOf()]);
    // Meanwhile the watch page says how many watch (anyone may ask; unknown venues are not found).
    const viewersNow = async () =>
      (await t.call('/meeting/api/meeting/place/live/viewers', { placeId })).data.viewers;
    const consoleViewers = async () =>
      (await t.call('/meeting/auth/meeting/place/channel/view', { meetingId }, as(organiser))).data[0]!
        .viewers;
    const [received] = await Promise.all([
      Promise.all([watchFor(signedIn, 2200), watchFor(anonymous, 2200)]),
      // The console counts the same viewers, from every instance's watch sessions.
      until(async () => (await viewersNow()) === 2 && (await consoleViewers()) === 2),
    ]);
    expect((await t.call('/meeting/api/meeting/place/live/viewers', { placeId: 99_999_999 })).code).toBe(777);
    expect(received.every((bytes) => bytes > 0)).toBe(true);
    const chart = async () =>
      (await t.call('/meeting/auth/meeting/live/sum/live', { meetingId }, as(organiser))).data;
    await until(async () => (await chart()).sessions === 2 && (await chart()).watching === 0);

    const figures = await chart();
    expect(figures).toMatchObject({ sessions: 2, viewers: 2, peak: 2, stepMinutes: 1, placeName: '' });
    expect(figures.seconds).toBeGreaterThanOrEqual(4);
    expect(figures.points.length).toBeGreaterThanOrEqual(1);

    // The organiser's list of meetings with lives carries the same totals; a stranger's does not.
    const list = await t.call('/meeting/auth/meeting/live/sum/list/meeting', { pageSize: 50 }, as(organiser));
    expect(list.data.list.find((row) => row.id === meetingId)).toMatchObject({
      sessions: 2,
      viewers: 2,
      venues: 1,
    });
    const theirs = await t.call('/meeting/auth/meeting/live/sum/list/meeting', { pageSize: 50 }, as(viewer));
    expect(theirs.data.list.some((row) => row.id === meetingId)).toBe(false);

    // Who watched: the signed-in person (not signed up: their number is masked), the anonymous one.
    const people = (await t.call('/meeting/auth/meeting/live/sum/detail', { meetingId }, as(organiser))).data;
    expect(people.totalCount).toBe(2);
    const person = people.list.find((row) => !row.anonymous)!;
    expect(person).toMatchObject({ mobile: '138****0004', sessions: 1 });
    expect(person.seconds).toBeGreaterThanOrEqual(2);
    expect(people.list.find((row) => row.anonymous)!.person).toMatch(/^a[\w-]{8}$/);

    // The venue's own figures agree.
    const venues = (await t.call('/meeting/auth/meeting/live/sum/place', { meetingId }, as(organiser))).data;
    expect(venues).toEqual([expect.objectContaining({ placeId, name: '主会场', sessions: 2, viewers: 2 })]);
    const venue = (await t.call('/meeting/auth/meeting/live/sum/place/live', { placeId }, as(organiser)))
      .data;
    expect(venue).toMatchObject({ placeName: '主会场', peak: 2, sessions: 2 });
    const venuePeople = await t.call(
      '/meeting/auth/meeting/live/sum/place/detail',
      { placeId },
      as(organiser),
    );
    expect(venuePeople.data.totalCount).toBe(2);

    // The viewer finds it in their own record; the organiser, who did not watch, does not.
    const mine = (await t.call('/meeting/auth/meeting/registration/my/live', {}, as(viewer))).data;
    expect(mine.list.find((row) => row.placeId === placeId)).toMatchObject({
      placeName: '主会场',
      sessions: 1,
    });
    const organisers = (await t.call('/meeting/auth/meeting/registration/my/live', {}, as(organiser))).data;
    expect(organisers.list.some((row) => row.placeId === placeId)).toBe(false);

    // The viewers' spreadsheet: a header and one line per person.
    const sheet = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/live/sum/detail/export?meetingId=${meetingId}&placeId=${placeId}`,
      headers: { token: organiser },
    });
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean);
    expect((rows[0] as unknown[]).slice(1, 4)).toEqual(['姓名', '手机号', '单位']);
    expect(rows).toHaveLength(3);
  }, 40_000);

  it('writes one watch session for each of a crowd joining at once, and ends each when it leaves', async () => {
    const { placeId, channel } = await openChannel('同时进场');
    publish(channel.pushUrl, channel.streamKey);
    const playUrl = async () =>
      (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data as {
        flvUrl: string;
        live: boolean;
      };
    await until(async () => (await playUrl()).live);
    // Thirty anonymous viewers join together (their sessions are written in batches) and stay a moment.
    const urls = await Promise.all(Array.from({ length: 30 }, async () => (await playUrl()).flvUrl));
    const rowsOf = () => t.db.select().from(liveWatches).where(eq(liveWatches.placeId, placeId));
    const [received] = await Promise.all([
      Promise.all(urls.map((url) => watchFor(url, 2500))),
      until(async () => (await rowsOf()).length === 30),
    ]);
    expect(received.every((bytes) => bytes > 0)).toBe(true);
    await until(async () => (await rowsOf()).every((row) => row.endedAt !== null));
    const rows = await rowsOf();
    const viewers = urls.map((url) => new URLSearchParams(url.split('?')[1]).get('v'));
    expect(rows.map((row) => row.viewer).sort()).toEqual([...viewers].sort());
    expect(new Set(rows.map((row) => row.id)).size).toBe(30);
    for (const row of rows) expect(row.endedAt!.getTime()).toBeGreaterThan(row.startedAt.getTime());
  }, 40_000);

  it('charts viewers minute by minute and finds the peak', async () => {
    const { meetingId, placeId } = await openChannel('分会场');
    // Three viewers: 10:00–10:30, 10:05–10:20 and 10:10–10:12 — all three at 10:10 and 10:11.
    const at = (minute: number) => new Date(Date.UTC(2027, 4, 10, 2, minute));
    const session = (viewer: string, from: number, to: number) => ({
      meetingId,
      placeId,
      viewer,
      via: 'hls' as const,
      startedAt: at(from),
      seenAt: at(to),
      endedAt: at(to),
    });
    await t.db
      .insert(liveWatches)
      .values([session('a00000001', 0, 30), session('a00000002', 5, 20), session('a00000003', 10, 12)]);
    const chart = (await t.call('/meeting/auth/meeting/live/sum/place/live', { placeId }, as(organiser)))
      .data;
    expect(chart).toMatchObject({
      sessions: 3,
      viewers: 3,
      seconds: (30 + 15 + 2) * 60,
      peak: 3,
      watching: 0,
    });
    expect(chart.peakAt).toBe(at(10).toISOString());
    expect(chart.points).toHaveLength(31);
    expect(chart.points.map((point) => point.viewers).slice(0, 13)).toEqual([
      1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3,
    ]);
    expect(chart.points.at(-1)).toEqual({ at: at(30).toISOString(), viewers: 1 });
  });

  it('shows and changes nothing for anyone but the meeting’s organisers, and refuses bad input', async () => {
    const { meetingId, placeId } = await openChannel('第三会场');
    for (const [path, body] of [
      ['/meeting/auth/meeting/live/sum/live', { meetingId }],
      ['/meeting/auth/meeting/live/sum/detail', { meetingId }],
      ['/meeting/auth/meeting/live/sum/place', { meetingId }],
      ['/meeting/auth/meeting/live/sum/place/live', { placeId }],
      ['/meeting/auth/meeting/live/sum/place/detail', { placeId }],
    ] as const) {
      expect((await t.call(path, body as never, as(viewer))).code, path).toBe(306);
      expect((await t.call(path, body as never)).code, path).toBe(301);
    }
    const other = await openChannel('别的会场');
    const crossed = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/live/sum/detail/export?meetingId=${meetingId}&placeId=${other.placeId}`,
      headers: { token: organiser },
    });
    expect(crossed.json()).toMatchObject({ code: 777 });
    const bad = await t.call('/meeting/auth/meeting/live/sum/live', { meetingId: 'x' }, as(organiser));
    expect(bad.code).toBe(601);
    const stranger = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/live/sum/detail/export?meetingId=${meetingId}`,
      headers: { token: viewer },
    });
    expect(stranger.json()).toMatchObject({ code: 306 });
  });
});
