import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { exited, publish, stopPublishers } from '../../../../test/live.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(async () => {
  stopPublishers();
  await t.close();
});

const as = (token: string) => ({ token });
const { configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

/** A meeting with a hall, the hall's channel, and two sessions: one in the hall, one with no venue yet. */
const meetingWithSessions = async () => {
  const { meetingId } = await configuredMeeting();
  const [places, dates] = await Promise.all([
    t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场', nameEn: 'Main hall' },
      as(organiser),
    ),
    t.call('/meeting/auth/meeting/date/save', { meetingId, day: '2027-05-10' }, as(organiser)),
  ]);
  const placeId = places.data.at(-1)!.id;
  const dateId = dates.data[0]!.id;
  const hall = await t.call('/meeting/auth/meeting/place/create/live', { placeId }, as(organiser));
  await t.call('/meeting/auth/meeting/place/edit/live', { id: hall.data.id, gate: 'open' }, as(organiser));
  const session = (body: object) =>
    t.call(
      '/meeting/auth/meeting/session/save',
      { meetingId, dateId, startTime: '09:00', endTime: '10:00', ...body },
      as(organiser),
    );
  await session({ placeId, title: '远程主旨报告', titleEn: 'Remote keynote' });
  const sessions = (await session({ title: '卫星会' })).data;
  const remote = sessions.find((s) => s.title === '远程主旨报告')!.id;
  const floating = sessions.find((s) => s.title === '卫星会')!.id;
  return { meetingId, placeId, hall: hall.data, remote, floating };
};

const openSession = (sessionId: number, token = organiser) =>
  t.call('/meeting/auth/meeting/schedule/create/live/channel/open', { sessionId }, as(token));

const channelName = (url: string) => /\/live\/flv\/(c[\w-]{12})\.flv/.exec(url)?.[1];

describe('a session’s own live channel', () => {
  it('is opened once per session by its organisers, in the session’s venue, with its own key', async () => {
    const { meetingId, placeId, hall, remote, floating } = await meetingWithSessions();
    const opened = await openSession(remote);
    expect(opened.code).toBe(200);
    expect(opened.data).toMatchObject({
      placeId,
      sessionId: remote,
      sessionTitle: '远程主旨报告',
      gate: 'signup',
    });
    expect(opened.data.streamKey).not.toBe(hall.streamKey);
    expect(opened.data.pushUrl).not.toBe(hall.pushUrl);
    expect((await openSession(remote)).data.id).toBe(opened.data.id);

    const noVenue = await t.call(
      '/meeting/auth/meeting/schedule/create/live/channel/open',
      { sessionId: floating },
      { token: organiser, language: 'en' },
    );
    expect([noVenue.code, noVenue.msg]).toEqual([
      602,
      "Choose the session's venue before opening its live channel",
    ]);
    expect((await openSession(remote, stranger)).code).toBe(306);
    expect((await openSession(99_999_999)).code).toBe(777);
    expect((await openSession(0)).code).toBe(601);

    // The console lists the hall's channel first, then the session's.
    const channels = (await t.call('/meeting/auth/meeting/place/channel/view', { meetingId }, as(organiser)))
      .data;
    expect(channels.map((c) => [c.sessionId, c.sessionTitle])).toEqual([
      [null, ''],
      [remote, '远程主旨报告'],
    ]);
    // The session's channel keeps its own gate: visitors of the venue get the hall's while it is off air.
    const venueUrl = await t.call('/meeting/api/meeting/place/live/url', { placeId });
    expect([venueUrl.code, channelName(venueUrl.data.flvUrl), venueUrl.data.sessionTitle]).toEqual([
      200,
      hall.pushUrl.split('/').at(-1),
      '',
    ]);
    const gated = await t.call('/meeting/api/meeting/session/schedule/live/url', { id: remote });
    expect(gated.code).toBe(602);
  });

  it('plays in its venue while it is on air, and its recording becomes the session’s replay', async () => {
    const { meetingId, placeId, remote } = await meetingWithSessions();
    const channel = (await openSession(remote)).data;
    await t.call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' }, as(organiser));
    const encoder = publish(channel.pushUrl, channel.streamKey, 3);

    let venues = (await t.call('/meeting/api/meeting/place/live/list', { meetingId }, { language: 'en' }))
      .data;
    for (let i = 0; i < 100 && venues[0]?.status !== 'live'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      venues = (await t.call('/meeting/api/meeting/place/live/list', { meetingId }, { language: 'en' })).data;
    }
    expect(venues).toEqual([
      { placeId, placeName: 'Main hall', status: 'live', gate: 'open', sessionTitle: 'Remote keynote' },
    ]);
    const venueUrl = (await t.call('/meeting/api/meeting/place/live/url', { placeId })).data;
    expect([channelName(venueUrl.flvUrl), venueUrl.live, venueUrl.sessionTitle]).toEqual([
      channel.pushUrl.split('/').at(-1),
      true,
      '远程主旨报告',
    ]);
    const sessionUrl = (await t.call('/meeting/api/meeting/session/schedule/live/url', { id: remote })).data;
    expect(channelName(sessionUrl.flvUrl)).toBe(channelName(venueUrl.flvUrl));

    expect(await exited(encoder, 15_000)).toBe(true);
    let back = await t.call('/meeting/api/meeting/session/schedule/get/back', { id: remote });
    for (let i = 0; i < 150 && back.data.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await t.call('/meeting/api/meeting/session/schedule/get/back', { id: remote });
    }
    expect(back.data).toHaveLength(1);
    expect(back.data[0]).toMatchObject({ placeId, sessionId: remote, status: 'ready' });
    // Its own channel lets anyone watch: so does its replay, under a signed URL.
    expect(back.data[0]!.fileUrl).toMatch(/^\/live\/replay\/\d+\.mp4\?v=a&e=\d+&s=/);
    expect(back.data[0]!.title).toMatch(/^远程主旨报告 \d{4}-\d{2}-\d{2}$/);
    // English visitors read the session's English title; its organisers may change or clear it.
    const inEnglish = async () =>
      (await t.call('/meeting/api/meeting/session/schedule/get/back', { id: remote }, { language: 'en' }))
        .data[0]!.title;
    expect(await inEnglish()).toMatch(/^Remote keynote \d{4}-\d{2}-\d{2}$/);
    const renamed = await t.call(
      '/meeting/auth/meeting/video/edit',
      { id: back.data[0]!.id, titleEn: 'Keynote from Boston' },
      { token: organiser },
    );
    expect(renamed.data[0]).toMatchObject({ title: back.data[0]!.title, titleEn: 'Keynote from Boston' });
    expect(await inEnglish()).toBe('Keynote from Boston');
    await t.call(
      '/meeting/auth/meeting/video/edit',
      { id: back.data[0]!.id, titleEn: ' ' },
      { token: organiser },
    );
    expect(await inEnglish()).toBe(back.data[0]!.title);
    expect((await t.call('/meeting/api/meeting/session/schedule/get/back', { id: 99_999_999 })).code).toBe(
      777,
    );
  }, 60_000);
});
