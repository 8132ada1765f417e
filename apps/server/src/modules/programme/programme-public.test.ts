import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTo, type TLinkPath } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/** SPEC 7's public reads of one meeting: each a slice of what its page shows, visible as it is. */
let t: TTestApp;
let listedId: number;
let unlistedId: number;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
  const listed = await t.call('/meeting/api/meeting/info/list', { pageCurrent: 1, pageSize: 20 });
  listedId = listed.data.list[0]!.id;
  const draft = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '未上架的内部研讨会',
      startTime: '2027-03-01T09:00:00+08:00',
      endTime: '2027-03-01T17:00:00+08:00',
    },
    { token: organiser },
  );
  unlistedId = draft.data.id;
});
afterAll(() => t.close());

const get = async (path: TLinkPath, query: Record<string, string | number>, language: 'zh' | 'en' = 'zh') => {
  const response = await t.raw({ method: 'GET', url: linkTo(path, query as never), headers: { language } });
  return { status: response.statusCode, ...response.json<{ code: number; msg: string; data: unknown }>() };
};

describe("a listed meeting's parts", () => {
  it('answer what its programme shows, part by part, in the caller language', async () => {
    for (const language of ['zh', 'en'] as const) {
      const whole = await t.call('/meeting/api/meeting/programme', { id: listedId }, { language });
      const { programme, meeting } = whole.data;
      expect(programme.sessions.length).toBeGreaterThan(0);
      const byMeeting = { meetingId: listedId };
      expect((await t.call('/meeting/api/meeting/guest/list', byMeeting, { language })).data).toEqual(
        programme.guests,
      );
      expect(
        (await t.call('/meeting/api/meeting/session/list/meeting', byMeeting, { language })).data,
      ).toEqual(programme.sessions);
      expect((await get('/meeting/api/meeting/date/list/meeting', byMeeting, language)).data).toEqual(
        programme.dates,
      );
      expect((await get('/meeting/api/meeting/place/list/meeting', byMeeting, language)).data).toEqual(
        programme.places,
      );
      expect((await get('/meeting/api/meeting/notice/list/meeting', byMeeting, language)).data).toEqual(
        programme.notices,
      );
      const addresses = (await get('/meeting/api/meeting/address/list/meeting', byMeeting, language)).data;
      expect(addresses).toEqual(
        [...new Set(programme.places.filter((p) => p.address).map((p) => p.address))].map((address) => ({
          address,
          places: programme.places.filter((p) => p.address === address).map((p) => p.name),
        })),
      );
      const info = await get('/meeting/api/meeting/info/meeting/:id', { id: listedId }, language);
      expect(info).toMatchObject({ code: 200, data: { id: listedId, meetingName: meeting.meetingName } });
    }
  });

  it('show the bottom text and background music the organiser set', async () => {
    await t.call(
      '/meeting/auth/meeting/settings/save',
      {
        meetingId: unlistedId,
        bottomTextIsUse: true,
        bottomTextContent: '<p>主办单位：华东医学教育中心</p>',
      },
      { token: organiser },
    );
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: unlistedId, meetingStatus: 1 },
      { token: organiser },
    );
    const byMeeting = { meetingId: unlistedId };
    expect(await get('/meeting/api/meeting/bottom/text/setting/getByMeetingId', byMeeting)).toMatchObject({
      code: 200,
      data: { isUse: true, content: '<p>主办单位：华东医学教育中心</p>' },
    });
    expect(await get('/meeting/api/meeting/background/music/mapping/meetingId', byMeeting)).toMatchObject({
      code: 200,
      data: null,
    });
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: unlistedId, meetingStatus: 0 },
      { token: organiser },
    );
  });
});

describe('the meeting lists', () => {
  it('the bar shows listed meetings not yet over, soonest first', async () => {
    const bar = await t.call('/meeting/api/meeting/info/bar/list', { pageSize: 3 });
    expect(bar.code).toBe(200);
    expect(bar.data.length).toBeLessThanOrEqual(3);
    const starts = bar.data.map((card) => card.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(bar.data.every((card) => card.timeState !== 'ended')).toBe(true);
    expect(bar.data.some((card) => card.id === unlistedId)).toBe(false);
  });

  it('subjects count the listed meetings of each category', async () => {
    const subjects = await t.call('/meeting/api/meeting/category/subject/list', {});
    const names = await t.call('/meeting/api/meeting/category/category/name/list', {});
    expect(subjects.data.map(({ id, name }) => ({ id, name }))).toEqual(names.data);
    const counted = subjects.data.reduce((sum, subject) => sum + subject.meetingCount, 0);
    expect(counted).toBeGreaterThan(0);
  });
});

describe('what strangers and bad input get', () => {
  it('an unlisted meeting answers 777 on every part', async () => {
    const byMeeting = { meetingId: unlistedId };
    expect((await t.call('/meeting/api/meeting/guest/list', byMeeting)).code).toBe(777);
    expect((await t.call('/meeting/api/meeting/session/list/meeting', byMeeting)).code).toBe(777);
    for (const path of [
      '/meeting/api/meeting/date/list/meeting',
      '/meeting/api/meeting/place/list/meeting',
      '/meeting/api/meeting/address/list/meeting',
      '/meeting/api/meeting/notice/list/meeting',
      '/meeting/api/meeting/bottom/text/setting/getByMeetingId',
      '/meeting/api/meeting/background/music/mapping/meetingId',
    ] as const)
      expect(await get(path, byMeeting)).toMatchObject({ status: 404, code: 777 });
    expect(await get('/meeting/api/meeting/info/meeting/:id', { id: unlistedId })).toMatchObject({
      code: 777,
    });
  });

  it('a malformed meeting id answers 601 with the field named', async () => {
    const response = await t.raw({
      method: 'GET',
      url: '/apis/meeting/api/meeting/date/list/meeting?meetingId=abc',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 601, data: [{ field: 'meetingId' }] });
    expect((await t.call('/meeting/api/meeting/guest/list', { meetingId: -1 })).code).toBe(601);
  });
});

describe('looking a person up by mobile', () => {
  it('answers organisers with the public card only, 306 to others, 777 for nobody', async () => {
    const lookup = (token: string, mobile: string) =>
      t.raw({ method: 'GET', url: linkTo('/user/auth/user/ext/by/mobile', { mobile }), headers: { token } });
    const found = await lookup(organiser, '13800000001');
    expect(found.json()).toMatchObject({ code: 200 });
    expect(Object.keys(found.json<{ data: object }>().data).sort()).toEqual(
      ['headImgUrl', 'nickname', 'userNo', 'userType'].sort(),
    );
    const ordinary = await t.login('13800000001');
    expect((await lookup(ordinary, '13800000007')).json()).toMatchObject({ code: 306 });
    expect((await lookup(organiser, '13912345670')).json()).toMatchObject({ code: 777 });
    const anonymous = await t.raw({
      method: 'GET',
      url: linkTo('/user/auth/user/ext/by/mobile', { mobile: '13800000001' }),
    });
    expect(anonymous.json()).toMatchObject({ code: 301 });
  });
});
