import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { listedMeeting } from '../../../../test/meetings.ts';

// A server whose FFMPEG_PATH names nothing runnable: it has no ffmpeg (its own file: the variable is
// this test process's).
let t: TTestApp;
let organiser: string;
beforeAll(async () => {
  process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
  t = await createTestApp();
  organiser = await t.login('13800000007');
});
afterAll(async () => {
  delete process.env.FFMPEG_PATH;
  await t.close();
});

it('says in the console that lives are not recorded, and plays them as FLV only', async () => {
  const meetingId = await listedMeeting(t, organiser);
  const places = await t.call(
    '/meeting/auth/meeting/place/save',
    { meetingId, name: '主会场' },
    { token: organiser },
  );
  const placeId = places.data.at(-1)!.id;
  const channel = await t.call('/meeting/auth/meeting/place/create/live', { placeId }, { token: organiser });
  expect([channel.code, channel.data.recorded]).toEqual([200, false]);
  await t.call(
    '/meeting/auth/meeting/place/edit/live',
    { id: channel.data.id, gate: 'open' },
    { token: organiser },
  );
  const url = await t.call('/meeting/api/meeting/place/live/url', { placeId });
  expect(url.data.flvUrl).toMatch(/^\/live\/flv\//);
  expect(url.data.hlsUrl).toBe('');
  const name = url.data.flvUrl.slice('/live/flv/'.length, url.data.flvUrl.indexOf('.flv'));
  const playlist = await t.raw({
    method: 'GET',
    url: `/live/hls/${name}/index.m3u8?${url.data.flvUrl.split('?')[1]}`,
  });
  expect(playlist.statusCode).toBe(403);
});
