import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { liveSteps } from '../../../../test/fixtures/live-fixture.ts';

/** SPEC 7's live "login": whether the caller may enter a venue's live or a session's own, and what first. */
let t: TTestApp;
let organiser: string;
let otherOrg: string;
beforeAll(async () => {
  t = await createTestApp();
  [organiser, otherOrg] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const { meetingWithChannel, delegateRequest, payInSandbox } = liveSteps(
  () => t,
  () => organiser,
);

/** The meeting of meetingWithChannel, with a session in its hall that has its own channel. */
const withSessionChannel = async () => {
  const setup = await meetingWithChannel();
  const { meetingId } = setup.meeting;
  const dates = await t.call(
    '/meeting/auth/meeting/date/save',
    { meetingId, day: '2027-06-01' },
    as(organiser),
  );
  const sessions = await t.call(
    '/meeting/auth/meeting/session/save',
    {
      meetingId,
      dateId: dates.data[0]!.id,
      placeId: setup.placeId,
      startTime: '09:00',
      endTime: '10:00',
      title: '远程主旨报告',
    },
    as(organiser),
  );
  const sessionId = sessions.data[0]!.id;
  const opened = await t.call(
    '/meeting/auth/meeting/schedule/create/live/channel/open',
    { sessionId },
    as(organiser),
  );
  expect(opened.code).toBe(200);
  return { ...setup, sessionId, sessionChannel: opened.data };
};

const placeLogin = (placeId: number | string, options: Parameters<TTestApp['call']>[2] = {}) =>
  t.call('/meeting/api/meeting/place/live/login', { placeId }, options);
const sessionLogin = (id: number | string, options: Parameters<TTestApp['link']>[2] = {}) =>
  t.link('/meeting/api/meeting/session/schedule/live/login', { id }, options);

describe('entering a live', () => {
  it('tells a stranger to sign in, a person without a place to sign up, and lets attendees in', async () => {
    const { meeting, placeId, sessionId } = await withSessionChannel();
    for (const login of [
      () => placeLogin(placeId, { language: 'en' }),
      () => sessionLogin(sessionId, { language: 'en' }),
    ])
      expect(await login()).toMatchObject({
        code: 200,
        data: {
          allowed: false,
          need: 'signIn',
          msg: 'Please log in and sign up to watch the live conference',
        },
      });

    const person = await t.registerUser();
    for (const login of [
      () => placeLogin(placeId, as(person.token)),
      () => sessionLogin(sessionId, as(person.token)),
    ])
      expect((await login()).data).toEqual({
        allowed: false,
        need: 'signUp',
        msg: '您需要报名参会后才能观看直播',
      });
    // Another institution's owner is a visitor here like anyone else.
    expect((await placeLogin(placeId, as(otherOrg))).data.need).toBe('signUp');

    const order = await t.call(
      '/meeting/auth/enroll/submit',
      delegateRequest(meeting, person.mobile),
      as(person.token),
    );
    await payInSandbox(order.data.orderNo, person.token);
    const welcome = { allowed: true, need: null, msg: '' };
    expect((await placeLogin(placeId, as(person.token))).data).toEqual(welcome);
    expect((await sessionLogin(sessionId, as(person.token))).data).toEqual(welcome);
    expect((await placeLogin(placeId, as(organiser))).data).toEqual(welcome);
    expect((await sessionLogin(sessionId, as(organiser))).data).toEqual(welcome);
    // What the login says is what the play URL then does.
    expect((await t.call('/meeting/api/meeting/place/live/url', { placeId }, as(person.token))).code).toBe(
      200,
    );
  });

  it('lets anyone into an open channel, and only that channel', async () => {
    const { placeId, sessionId, sessionChannel } = await withSessionChannel();
    await t.call(
      '/meeting/auth/meeting/place/edit/live',
      { id: sessionChannel.id, gate: 'open' },
      as(organiser),
    );
    expect((await sessionLogin(sessionId)).data).toEqual({ allowed: true, need: null, msg: '' });
    // The venue's own channel still asks for sign-up.
    expect((await placeLogin(placeId)).data.need).toBe('signIn');
  });

  it('answers 777 where there is nothing to enter, and 601 in the caller language for bad ids', async () => {
    const { meeting, placeId, sessionId } = await withSessionChannel();
    const places = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId: meeting.meetingId, name: '无直播分会场' },
      as(organiser),
    );
    const quiet = places.data.at(-1)!.id;
    expect((await placeLogin(quiet)).code).toBe(777);
    expect((await placeLogin(99_999_999)).code).toBe(777);
    expect((await sessionLogin(99_999_999)).code).toBe(777);
    // An unlisted meeting's lives are nobody's to enter but its organisers'.
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: meeting.meetingId, meetingStatus: 0 },
      as(organiser),
    );
    for (const options of [{}, as(otherOrg)]) {
      expect((await placeLogin(placeId, options)).code).toBe(777);
      expect((await sessionLogin(sessionId, options)).code).toBe(777);
    }
    for (const [language, pattern] of [
      ['zh', /[\u4e00-\u9fff]/],
      ['en', /^[^\u4e00-\u9fff]+$/],
    ] as const) {
      for (const bad of ['abc', 0, -1]) {
        const venue = await placeLogin(bad, { language });
        expect(venue).toMatchObject({ status: 422, code: 601, data: [{ field: 'placeId' }] });
        expect(venue.msg).toMatch(pattern);
        const session = await sessionLogin(bad, { language });
        expect(session).toMatchObject({ status: 422, code: 601, data: [{ field: 'id' }] });
        expect(session.msg).toMatch(pattern);
      }
    }
  });
});
