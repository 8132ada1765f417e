import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { createMessageService } from '../../message/message.service.ts';
import { sweepReminders } from './reminder-sweep.ts';

let t: TTestApp;
let organiser: string;
const as = (token: string) => ({ token });
const ATTENDEES = 5000;

beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0, reminderSweepSeconds: 0 });
  organiser = await t.login('13800000007');
  // The demo meeting reminds its attendees too; only this meeting's reminders are counted here.
  await t.db.execute(sql`update session_reminders set enabled = false`);
});
afterAll(() => t.close());

it('reminds 5,000 attendees in one round, each once', async () => {
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    { meetingName: '万人大会', startTime: '2027-07-01T09:00:00+08:00', endTime: '2027-07-01T17:00:00+08:00' },
    as(organiser),
  );
  const meetingId = meeting.data.id;
  const china = new Date(Date.now() + 20 * 60_000 + 8 * 3600_000).toISOString();
  const dates = await t.call(
    '/meeting/auth/meeting/date/save',
    { meetingId, day: china.slice(0, 10) },
    as(organiser),
  );
  await t.call(
    '/meeting/auth/meeting/session/save',
    {
      meetingId,
      dateId: dates.data[0]!.id,
      startTime: china.slice(11, 16),
      endTime: '23:59',
      title: '全体大会',
    },
    as(organiser),
  );
  const types = await t.call(
    '/meeting/auth/meeting/enroll/type/save',
    { meetingId, name: '代表', feeFen: 0, quota: null },
    as(organiser),
  );
  // Each attendee with an account, an order of their own and a confirmed place, written in bulk.
  await t.db.execute(sql`
    with u as (
      insert into users (user_no, mobile, password_hash, password_salt, referral_code)
      select 'S' || g, '135' || lpad(g::text, 8, '0'), 'unusable', 'unusable', 'SCALE' || g
      from generate_series(1, ${ATTENDEES}) g
      returning id, mobile
    ), o as (
      insert into orders (order_no, meeting_id, buyer_id, status, lines, total_fen, payable_fen, expires_at)
      select 'SCALE' || u.mobile, ${meetingId}, u.id, 'paid', '[]'::jsonb, 0, 0, now() from u
      returning id, order_no
    )
    insert into registrations (meeting_id, order_id, type_id, name, mobile, status, fee_fen, source, credential_code)
    select ${meetingId}, o.id, ${types.data[0]!.id}, '代表', right(o.order_no, 11), 'confirmed', 0, 'online', o.order_no
    from o`);
  await t.call(
    '/meeting/auth/meeting/session/save/reminder',
    { meetingId, enabled: true, leadMinutes: 30, allSessions: true },
    as(organiser),
  );
  const rounds = await Promise.all([
    sweepReminders(t.db, createMessageService(t.db)),
    sweepReminders(t.db, createMessageService(t.db)),
  ]);
  expect(rounds.sort()).toEqual([0, ATTENDEES]);
  const sent = await t.db.execute<{ n: number; people: number }>(
    sql`select count(*)::int as n, count(distinct user_id)::int as people from user_messages where title = '会议提醒：全体大会'`,
  );
  expect(sent.rows[0]).toEqual({ n: ATTENDEES, people: ATTENDEES });
  expect(await sweepReminders(t.db, createMessageService(t.db))).toBe(0);

  const response = await t.raw({
    method: 'GET',
    url: `/apis/meeting/auth/meeting/session/export/reminder?meetingId=${meetingId}`,
    headers: { token: organiser },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  expect(book.worksheets[0]!.rowCount).toBe(ATTENDEES + 1);
});
