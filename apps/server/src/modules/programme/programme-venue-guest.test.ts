import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/** SPEC 7's session/list/place/live and session/schedule/list/guest: a venue's agenda, a guest's talks. */
let t: TTestApp;
let organiser: string;
let otherOrg: string;
beforeAll(async () => {
  t = await createTestApp();
  [organiser, otherOrg] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const HAN = /[\u4e00-\u9fff]/;

/** A meeting with two venues, a guest talking in one of them, and a session with no venue yet. */
const meetingWithAgenda = async () => {
  const draft = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '胸痛中心建设研讨会',
      hasMultilingual: true,
      startTime: '2027-04-10T09:00:00+08:00',
      endTime: '2027-04-11T17:00:00+08:00',
    },
    as(organiser),
  );
  const meetingId = draft.data.id;
  const save = <P extends Parameters<TTestApp['call']>[0]>(path: P, body: object) =>
    t.call(path, { meetingId, ...body }, as(organiser));
  const dates = await save('/meeting/auth/meeting/date/save', { day: '2027-04-10' });
  await save('/meeting/auth/meeting/place/save', { name: '主会场', nameEn: 'Main hall' });
  const places = await save('/meeting/auth/meeting/place/save', { name: '分会场 A', nameEn: 'Room A' });
  const guests = await save('/meeting/auth/meeting/guest/save', { name: '李明', nameEn: 'Li Ming' });
  const [hall, room] = places.data.map((place) => place.id) as [number, number];
  const guestId = guests.data[0]!.id;
  const dateId = dates.data[0]!.id;
  const session = (placeId: number | null, title: string, titleEn: string, startTime: string) =>
    save('/meeting/auth/meeting/session/save', {
      dateId,
      placeId,
      startTime,
      endTime: '12:00',
      title,
      titleEn,
    });
  await session(hall, '开幕式', 'Opening', '09:00');
  await session(room, '卫星会', 'Satellite symposium', '10:00');
  const all = (await session(null, '待定专场', 'To be placed', '11:00')).data;
  const opening = all.find((s) => s.title === '开幕式')!.id;
  const satellite = all.find((s) => s.title === '卫星会')!.id;
  const talk = (sessionId: number, title: string, titleEn: string, startTime: string) =>
    save('/meeting/auth/meeting/session/schedule/save', {
      sessionId,
      startTime,
      endTime: '11:30',
      title,
      titleEn,
      guestIds: [guestId],
    });
  await talk(satellite, '急性胸痛的分诊', 'Triage of acute chest pain', '10:30');
  await talk(opening, '致辞', 'Welcome address', '09:10');
  return { meetingId, hall, room, guestId, opening, satellite };
};

describe("a venue's sessions and a guest's talks", () => {
  it('list what the programme shows there, in the caller language', async () => {
    const { meetingId, hall, room, guestId, opening, satellite } = await meetingWithAgenda();
    await t.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 }, as(organiser));

    const hallZh = await t.call('/meeting/api/meeting/session/list/place/live', { placeId: hall });
    expect(hallZh.data.map((s) => [s.id, s.title])).toEqual([[opening, '开幕式']]);
    const programme = await t.call('/meeting/api/meeting/programme', { id: meetingId }, { language: 'en' });
    const roomEn = await t.call(
      '/meeting/api/meeting/session/list/place/live',
      { placeId: room },
      { language: 'en' },
    );
    expect(roomEn.data).toEqual(programme.data.programme.sessions.filter((s) => s.placeId === room));
    expect(roomEn.data.map((s) => s.title)).toEqual(['Satellite symposium']);

    const talksZh = await t.call('/meeting/api/meeting/session/schedule/list/guest', { guestId });
    expect(talksZh.data).toEqual([
      expect.objectContaining({
        sessionId: opening,
        placeId: hall,
        day: '2027-04-10',
        startTime: '09:10',
        title: '致辞',
        session: '开幕式',
        place: '主会场',
      }),
      expect.objectContaining({
        sessionId: satellite,
        placeId: room,
        title: '急性胸痛的分诊',
        session: '卫星会',
        place: '分会场 A',
      }),
    ]);
    const talksEn = await t.call(
      '/meeting/api/meeting/session/schedule/list/guest',
      { guestId },
      { language: 'en' },
    );
    expect(talksEn.data.map((talk) => [talk.title, talk.session, talk.place])).toEqual([
      ['Welcome address', 'Opening', 'Main hall'],
      ['Triage of acute chest pain', 'Satellite symposium', 'Room A'],
    ]);

    // An organiser's change shows at once (the programme's cache is the one these read).
    await t.call(
      '/meeting/auth/meeting/session/save',
      {
        meetingId,
        id: satellite,
        dateId: programme.data.programme.dates[0]!.id,
        placeId: hall,
        startTime: '10:00',
        endTime: '12:00',
        title: '卫星会',
      },
      as(organiser),
    );
    const moved = await t.call('/meeting/api/meeting/session/list/place/live', { placeId: hall });
    expect(moved.data.map((s) => s.id)).toEqual([opening, satellite]);
    expect((await t.call('/meeting/api/meeting/session/list/place/live', { placeId: room })).data).toEqual(
      [],
    );
  });

  it('answer 777 for an unlisted meeting, to strangers and other institutions, and 601 for bad ids', async () => {
    const { hall, guestId } = await meetingWithAgenda();
    for (const options of [{}, as(otherOrg), as(organiser)]) {
      const venue = await t.call('/meeting/api/meeting/session/list/place/live', { placeId: hall }, options);
      const talks = await t.call('/meeting/api/meeting/session/schedule/list/guest', { guestId }, options);
      expect([venue.status, venue.code, talks.status, talks.code]).toEqual([404, 777, 404, 777]);
    }
    expect((await t.call('/meeting/api/meeting/session/list/place/live', { placeId: 99_999_999 })).code).toBe(
      777,
    );
    for (const [language, pattern] of [
      ['zh', HAN],
      ['en', /^[^\u4e00-\u9fff]+$/],
    ] as const) {
      for (const bad of ['abc', 0, -1, 2 ** 31]) {
        const venue = await t.call(
          '/meeting/api/meeting/session/list/place/live',
          { placeId: bad },
          { language },
        );
        expect(venue).toMatchObject({ status: 422, code: 601, data: [{ field: 'placeId' }] });
        expect(venue.msg).toMatch(pattern);
        const talks = await t.call(
          '/meeting/api/meeting/session/schedule/list/guest',
          { guestId: bad },
          { language },
        );
        expect(talks).toMatchObject({ status: 422, code: 601, data: [{ field: 'guestId' }] });
        expect(talks.msg).toMatch(pattern);
      }
    }
  });
});
