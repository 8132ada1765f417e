import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

const SECRET = 'edge-hook-secret-for-tests';
let t: TTestApp;
let second: TTestApp;
let organiser: string;

beforeAll(async () => {
  t = await createTestApp({ live: { enabled: true, rtmpPort: 0, reconnectSeconds: 1, hookSecret: SECRET } });
  second = await t.another();
  organiser = await t.login('13800000007');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

describe('an edge (SRS) in front, with a hook secret', () => {
  it('is obeyed only with the secret, and its viewers are counted from on_play to on_stop on any instance', async () => {
    const { meetingId } = await configuredMeeting();
    const places = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场' },
      { token: organiser },
    );
    const placeId = places.data.at(-1)!.id;
    const channel = (
      await t.call('/meeting/auth/meeting/place/create/live', { placeId }, { token: organiser })
    ).data;
    await t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: channel.id, gate: 'open' },
      { token: organiser },
    );
    const url = (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data;
    const [stream, param] = url.flvUrl.replace('/live/flv/', '').replace('.flv', '').split('?') as [
      string,
      string,
    ];
    const hook = (app: TTestApp, action: string, secret?: string) =>
      app.raw({
        method: 'POST',
        url: `/live/hooks/srs${secret === undefined ? '' : `?secret=${secret}`}`,
        payload: { action, app: 'live', stream, param: `?${param}`, client_id: 'x1' },
      });
    const viewersNow = async () =>
      (await t.call('/meeting/api/meeting/place/live/viewers', { placeId })).data.viewers;

    // Anyone can post to the hook URL: without the secret nothing is allowed and nothing counted.
    expect((await hook(t, 'on_play')).statusCode).toBe(403);
    expect((await hook(t, 'on_play', 'wrong')).statusCode).toBe(403);
    expect((await hook(t, 'on_play', SECRET)).json()).toEqual({ code: 0 });
    await expect.poll(viewersNow).toBe(1);
    // The edge's on_stop reaches another instance: the session ends all the same.
    expect((await hook(second, 'on_stop', SECRET)).json()).toEqual({ code: 0 });
    await expect.poll(viewersNow).toBe(0);
    const chart = (
      await t.call('/meeting/auth/meeting/live/sum/place/live', { placeId }, { token: organiser })
    ).data;
    expect(chart).toMatchObject({ sessions: 1, viewers: 1, watching: 0 });
  });
});
