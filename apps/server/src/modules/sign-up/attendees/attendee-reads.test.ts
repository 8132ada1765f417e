import { DEFAULT_FIELDS } from '@huitang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { person, signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';
import { listedMeeting } from '../../../../test/meetings.ts';

let t: TTestApp;
let organiser: string;
const as = (token: string) => ({ token });

beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
});
afterAll(() => t.close());
const { saveType, configuredMeeting } = signUpSteps(
  () => t,
  () => organiser,
);

const register = async (meetingId: number, typeId: number, mobile: string) => {
  const added = await t.call(
    '/meeting/auth/meeting/register/manual/register',
    { meetingId, typeId, attendee: person(mobile) },
    as(organiser),
  );
  expect(added.code).toBe(200);
};

// The console's registrations page reads these on every render, each in as few statements as it can.
describe("the organiser's reads of a meeting's registrations", () => {
  it('counts the list with its page, and still on a page past the end', async () => {
    const { meetingId, typeId } = await configuredMeeting();
    for (let i = 1; i <= 5; i++) await register(meetingId, typeId, `1391234000${i}`);
    const list = async (body: Record<string, unknown>) =>
      (await t.call('/meeting/auth/meeting/register/list', { meetingId, ...body }, as(organiser))).data;

    const all = await list({ pageSize: 100 });
    expect(all.totalCount).toBe(5);
    const second = await list({ pageSize: 2, pageCurrent: 2 });
    expect(second).toMatchObject({ totalCount: 5, totalPage: 3, pageCurrent: 2, pageSize: 2 });
    expect(second.list).toEqual(all.list.slice(2, 4));
    expect(await list({ pageSize: 2, pageCurrent: 9 })).toMatchObject({
      list: [],
      totalCount: 5,
      totalPage: 3,
    });

    const keyword = '13912340003';
    expect(await list({ keyword, pageSize: 2 })).toMatchObject({ totalCount: 1, totalPage: 1 });
    expect(await list({ keyword, pageSize: 2, pageCurrent: 2 })).toMatchObject({ list: [], totalCount: 1 });
    expect(await list({ keyword: '13900000000' })).toMatchObject({ list: [], totalCount: 0, totalPage: 0 });
  });

  it("answers the settings with each type's places taken, as the places per type count them", async () => {
    const { meetingId, typeId } = await configuredMeeting();
    const students = await saveType(meetingId, { name: '学生', feeFen: 0, quota: 3 });
    await register(meetingId, typeId, '13912340011');
    await register(meetingId, typeId, '13912340012');
    await register(meetingId, students.id, '13912340013');

    const settings = await t.call(
      '/meeting/auth/meeting/enroll/get',
      { meetingId, hotels: false },
      as(organiser),
    );
    const usage = await t.call('/meeting/auth/meeting/register/lock/list', { meetingId }, as(organiser));
    const summary = await t.call('/meeting/auth/meeting/register/summary', { meetingId }, as(organiser));
    expect(settings.data).toMatchObject({ meetingId, agentEnabled: true, agentMax: 3 });
    expect(settings.data.types.map((type) => [type.id, type.taken])).toEqual([
      [typeId, 2],
      [students.id, 1],
    ]);
    expect(usage.data.map((u) => [u.typeId, u.confirmed, u.remaining])).toEqual([
      [typeId, 2, 98],
      [students.id, 1, 2],
    ]);
    expect(summary.data.types).toEqual(usage.data);
  });

  it('answers the defaults and no types for a meeting with neither saved, and its types once saved', async () => {
    const meetingId = await listedMeeting(t, organiser, { meetingName: '未设置报名的会议' });
    const get = async () =>
      (await t.call('/meeting/auth/meeting/enroll/get', { meetingId, hotels: false }, as(organiser))).data;
    expect(await get()).toMatchObject({ agentMax: 5, fields: DEFAULT_FIELDS, types: [], hotels: [] });
    const type = await saveType(meetingId, { name: '代表', feeFen: 0, quota: null });
    expect(await get()).toMatchObject({
      agentMax: 5,
      fields: DEFAULT_FIELDS,
      types: [{ id: type.id, taken: 0 }],
    });
    const usage = await t.call('/meeting/auth/meeting/register/lock/list', { meetingId }, as(organiser));
    expect(usage.data).toEqual([
      { typeId: type.id, typeName: '代表', quota: null, confirmed: 0, pending: 0, held: 0, remaining: null },
    ]);
  });
});
