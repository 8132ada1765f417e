import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../../test/bulk-users.ts';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../../test/harness.ts';
import { createDb } from '../../../platform/db/client.ts';
import { createMessageService } from '../../message/message.service.ts';
import { openSignUpMeeting, person } from '../../../../test/fixtures/sign-up-fixture.ts';
import { sweepReminders } from './reminder-sweep.ts';
import { sessionAt as sessionAtFixture } from '../../../../test/fixtures/session-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;
const as = (token: string) => ({ token });
const sweep = (db = t.db) => sweepReminders(db, createMessageService(db));

/** A session of the meeting starting `minutes` from now (negative: already started). */
const sessionAt = (meetingId: number, minutes: number, title: string, placeId: number) =>
  sessionAtFixture(t, organiser, meetingId, { minutes, title, placeId });

/** Reminder messages per recipient of these people, by title. */
const reminded = async (people: { mobile: string }[]) => {
  const mobiles = people.map((person) => person.mobile);
  const rows = await t.db.execute<{ mobile: string; title: string; n: number }>(sql`
    select u.mobile, m.title, count(*)::int as n from user_messages m join users u on u.id = m.user_id
    where m.title like '会议提醒：%' and u.mobile in (${sql.join(
      mobiles.map((mobile) => sql`${mobile}`),
      sql`, `,
    )})
    group by u.mobile, m.title order by u.mobile`);
  return rows.rows;
};

const download = (token: string, meetingId: number, language: 'zh' | 'en' = 'zh') =>
  t.raw({
    method: 'GET',
    url: `/apis/meeting/auth/meeting/session/export/reminder?meetingId=${meetingId}`,
    headers: { token, language },
  });

const sheetRows = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) =>
    rows.push(Array.from({ length: 9 }, (_, i) => row.getCell(i + 1).text)),
  );
  return rows;
};

beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0, reminderSweepSeconds: 0 });
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const saveReminder = (meetingId: number, settings: Record<string, unknown>) =>
  t.call('/meeting/auth/meeting/session/save/reminder', { meetingId, ...settings }, as(organiser));

/**
 * Each test's own world: no other meeting's reminders are on (a sweep sends only this meeting's);
 * one open meeting with sessions starting in 20 minutes (开幕式), in 3 hours (专题报告) and 10 minutes
 * ago (签到); four people signed up on their own, one who cancelled, an agent with a colleague who
 * has no account, and one added by the organiser without an account. attendees[6] has not signed up.
 */
const world = async () => {
  await t.db.execute(sql`update session_reminders set enabled = false where enabled`);
  const meetingId = await openSignUpMeeting(t, organiser);
  const places = await t.call(
    '/meeting/auth/meeting/place/save',
    { meetingId, name: '主会场', address: '3 楼' },
    as(organiser),
  );
  const placeId = places.data[0]!.id;
  const soon = await sessionAt(meetingId, 20, '开幕式', placeId);
  const later = await sessionAt(meetingId, 180, '专题报告', placeId);
  await sessionAt(meetingId, -10, '签到', placeId);

  const types = await t.call(
    '/meeting/auth/meeting/enroll/type/save',
    { meetingId, name: '免费代表', feeFen: 0, quota: null },
    as(organiser),
  );
  const typeId = types.data.at(-1)!.id;
  const attendees = await bulkUsers(t.db, 7);
  const signUp = (index: number, people = [person(attendees[index]!.mobile)], groupUnit?: string) =>
    t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId, attendees: people, ...(groupUnit ? { groupUnit } : {}) },
      as(attendees[index]!.token),
    );
  for (const index of [0, 1, 2, 3])
    expect((await signUp(index)).data.registrations[0]!.status).toBe('confirmed');
  const cancelled = await signUp(4);
  const cancel = await t.call(
    '/meeting/auth/meeting/register/cancel',
    { id: cancelled.data.registrations[0]!.id },
    as(attendees[4]!.token),
  );
  expect(cancel.data.status).toBe('cancelled');
  // An agent signs up a colleague without an account: the agent is reminded for both, once.
  const group = await signUp(5, [person(attendees[5]!.mobile), person(uniqueMobile())], '南京鼓楼医院');
  expect(group.code).toBe(200);
  // Added by the organiser, without an account: nobody to send a site message to.
  const manual = await t.call(
    '/meeting/auth/meeting/register/manual/register',
    { meetingId, typeId, attendee: { ...person(uniqueMobile()), name: '赵护士' } },
    as(organiser),
  );
  expect(manual.data.status).toBe('confirmed');
  /** attendees[6] signs up now, after the first reminders went out. */
  const signUpLate = () => signUp(6);
  return { meetingId, soon, later, attendees, signUpLate };
};

/** The reminders of the five with accounts went out: each once. */
const firstSweep = async (w: Awaited<ReturnType<typeof world>>) => {
  await saveReminder(w.meetingId, { enabled: true, leadMinutes: 30, allSessions: true });
  expect(await sweep()).toBe(5);
};

describe('reminder settings', () => {
  it('are off until saved, and read back as saved', async () => {
    const { meetingId, later } = await world();
    const before = await t.call('/meeting/auth/meeting/session/get/reminder', { meetingId }, as(organiser));
    expect(before.data).toEqual({ enabled: false, leadMinutes: 30, allSessions: true, sessionIds: [] });
    const settings = { enabled: true, leadMinutes: 60, allSessions: false, sessionIds: [later.id] };
    const saved = await t.call(
      '/meeting/auth/meeting/session/save/reminder',
      { meetingId, ...settings },
      as(organiser),
    );
    expect([saved.code, saved.msg, saved.data]).toEqual([200, '保存成功', settings]);
    const after = await t.call('/meeting/auth/meeting/session/get/reminder', { meetingId }, as(organiser));
    expect(after.data).toEqual(settings);
  });

  it('refuses a lead time not offered, no chosen session, and sessions of other meetings', async () => {
    const { meetingId, later } = await world();
    await saveReminder(meetingId, {
      enabled: true,
      leadMinutes: 60,
      allSessions: false,
      sessionIds: [later.id],
    });
    const base = { meetingId, enabled: true, allSessions: true, leadMinutes: 30 };
    const save = (values: Record<string, unknown>, language: 'zh' | 'en' = 'zh') =>
      t.call(
        '/meeting/auth/meeting/session/save/reminder',
        { ...base, ...values },
        { token: organiser, language },
      );
    expect(await save({ leadMinutes: 45 })).toMatchObject({
      code: 601,
      msg: '提前提醒时间格式不正确',
      data: [{ field: 'leadMinutes', message: '提前提醒时间格式不正确' }],
    });
    expect(await save({ allSessions: false, sessionIds: [] }, 'en')).toMatchObject({
      code: 601,
      msg: 'Please choose the sessions to remind',
      data: [{ field: 'sessionIds' }],
    });
    const other = await t.call(
      '/meeting/auth/meeting/info/save',
      {
        meetingName: '另一个会议',
        startTime: '2027-06-01T09:00:00+08:00',
        endTime: '2027-06-01T17:00:00+08:00',
      },
      as(organiser),
    );
    const day = await t.call(
      '/meeting/auth/meeting/date/save',
      { meetingId: other.data.id, day: '2027-06-01' },
      as(organiser),
    );
    const foreign = await t.call(
      '/meeting/auth/meeting/session/save',
      {
        meetingId: other.data.id,
        dateId: day.data[0]!.id,
        startTime: '09:00',
        endTime: '10:00',
        title: '外场',
      },
      as(organiser),
    );
    expect(await save({ allSessions: false, sessionIds: [foreign.data[0]!.id] })).toMatchObject({
      code: 601,
      data: [{ field: 'sessionIds', message: '提醒的日程格式不正确' }],
    });
    const untouched = await t.call(
      '/meeting/auth/meeting/session/get/reminder',
      { meetingId },
      as(organiser),
    );
    expect(untouched.data.leadMinutes).toBe(60);

    // A session nobody signed up for yet still has its line in the export.
    const empty = await sheetRows((await download(organiser, other.data.id)).rawPayload);
    expect(empty.slice(1)).toEqual([
      ['2027-06-01', '09:00-10:00', '外场', '', '2027-06-01 08:30', '', '', '', ''],
    ]);
  });

  it('belong to the meeting organisers only (306)', async () => {
    const { meetingId } = await world();
    const read = await t.call('/meeting/auth/meeting/session/get/reminder', { meetingId }, as(stranger));
    expect(read.code).toBe(306);
    const write = await t.call(
      '/meeting/auth/meeting/session/save/reminder',
      { meetingId, enabled: false, leadMinutes: 30, allSessions: true },
      as(stranger),
    );
    expect([write.status, write.code]).toEqual([403, 306]);
    const exported = await download(stranger, meetingId);
    expect([exported.statusCode, exported.json<{ code: number }>().code]).toEqual([403, 306]);
  });
});

describe('the reminder sweep', () => {
  it('sends nothing while reminders are off or the chosen sessions are not due', async () => {
    const { meetingId, later, attendees } = await world();
    await sweep();
    expect(await reminded(attendees)).toEqual([]);
    await saveReminder(meetingId, {
      enabled: true,
      leadMinutes: 60,
      allSessions: false,
      sessionIds: [later.id],
    });
    await sweep();
    expect(await reminded(attendees)).toEqual([]);
    await saveReminder(meetingId, { enabled: false, leadMinutes: 30, allSessions: true });
    await sweep();
    expect(await reminded(attendees)).toEqual([]);
  });

  it('reminds each confirmed attendee once of the session due, even when two processes sweep together', async () => {
    const { meetingId, soon, attendees } = await world();
    await saveReminder(meetingId, { enabled: true, leadMinutes: 30, allSessions: true });
    const otherProcess = createDb(t.databaseUrl, 2);
    try {
      const counts = await Promise.all([sweep(), sweep(otherProcess)]);
      expect(counts[0] + counts[1]).toBe(5);
    } finally {
      await otherProcess.$client.end();
    }
    const expected = [0, 1, 2, 3, 5].map((i) => ({
      mobile: attendees[i]!.mobile,
      title: '会议提醒：开幕式',
      n: 1,
    }));
    expect(await reminded(attendees)).toEqual(expected.sort((a, b) => a.mobile.localeCompare(b.mobile)));
    expect(await sweep()).toBe(0);
    expect(await reminded(attendees)).toEqual(expected);

    const messages = await t.call('/user/auth/msg/list', { pageSize: 5 }, as(attendees[0]!.token));
    expect(messages.data.list[0]).toMatchObject({
      title: '会议提醒：开幕式',
      content: `您报名的「2027 华东护理大会」日程「开幕式」将于 ${soon.day} ${soon.time} 开始，地点：主会场。请准时参加。`,
    });
  });

  it('reminds someone confirmed later, but nobody of a session already started', async () => {
    const w = await world();
    await firstSweep(w);
    const late = await w.signUpLate();
    expect(late.data.registrations[0]!.status).toBe('confirmed');
    expect(await sweep()).toBe(1);
    const titles = (await reminded(w.attendees)).map((row) => row.title);
    expect(titles).toHaveLength(6);
    expect(new Set(titles)).toEqual(new Set(['会议提醒：开幕式']));
  });
});

describe('the reminder export', () => {
  it('lists every covered session with each confirmed attendee and whether they were reminded', async () => {
    const w = await world();
    const { soon, attendees } = w;
    await firstSweep(w);
    await w.signUpLate();
    expect(await sweep()).toBe(1);
    const response = await download(organiser, w.meetingId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      '日期',
      '时间',
      '日程',
      '地点',
      '提醒时间',
      '姓名',
      '手机号',
      '提醒状态',
      '发送时间',
    ]);
    const bySession = (title: string) => rows.filter((row) => row[2] === title);
    const due = bySession('开幕式');
    // Four on their own, the agent and colleague, the late one, and the one added by hand.
    expect(due).toHaveLength(8);
    expect(due[0]!.slice(0, 4)).toEqual([soon.day, `${soon.time}-23:59`, '开幕式', '主会场']);
    expect(due.filter((row) => row[7] === '已发送')).toHaveLength(7);
    expect(due.find((row) => row[5] === '赵护士')![7]).toBe('无站内账号，无法发送');
    expect(due.find((row) => row[6] === attendees[0]!.mobile)![8]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(
      bySession('专题报告')
        .map((row) => row[7])
        .sort(),
    ).toEqual([...Array<string>(7).fill('待发送'), '无站内账号，无法发送']);
    expect(bySession('签到').filter((row) => row[7] === '未发送（日程已开始）')).toHaveLength(7);
    expect(rows.some((row) => row[6] === attendees[4]!.mobile)).toBe(false);

    const english = await sheetRows((await download(organiser, w.meetingId, 'en')).rawPayload);
    expect(english[0]).toEqual([
      'Date',
      'Time',
      'Session',
      'Place',
      'Reminder time',
      'Name',
      'Mobile',
      'Reminder status',
      'Sent at',
    ]);
    expect(english.filter((row) => row[7] === 'Sent')).toHaveLength(7);
  });
});
