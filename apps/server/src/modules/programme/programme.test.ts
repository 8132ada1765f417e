import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let memberA: string;
let ownerB: string;
beforeAll(async () => {
  t = await createTestApp();
  [memberA, ownerB] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });

/** Each test's own unlisted meeting of institution A. */
const newMeeting = async () => {
  const meeting = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '2027 华东急诊医学论坛',
      meetingNameEn: '2027 East China Emergency Medicine Forum',
      hasMultilingual: true,
      startTime: '2027-05-10T09:00:00+08:00',
      endTime: '2027-05-11T17:00:00+08:00',
      address: '南京国际博览中心',
    },
    as(memberA),
  );
  return meeting.data.id;
};

/**
 * A programme: one day, the main hall, three guests (sorted by name), an opening session with one
 * talk by the first of them, and a check-in notice in both languages.
 */
const buildProgramme = async (meetingId: number) => {
  const dates = await t.call(
    '/meeting/auth/meeting/date/save',
    { meetingId, day: '2027-05-10' },
    as(memberA),
  );
  const places = await t.call(
    '/meeting/auth/meeting/place/save',
    { meetingId, name: '主会场', nameEn: 'Main hall' },
    as(memberA),
  );
  for (const name of ['张伟', '李娜', '王芳']) {
    await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId, name, title: '主任医师', organization: '鼓楼医院' },
      as(memberA),
    );
  }
  const sorted = await t.call('/meeting/auth/meeting/guest/nameSort', { meetingId }, as(memberA));
  const sessions = await t.call(
    '/meeting/auth/meeting/session/save',
    {
      meetingId,
      dateId: dates.data[0]!.id,
      placeId: places.data[0]!.id,
      startTime: '09:00',
      endTime: '12:00',
      title: '开幕式与主旨报告',
      titleEn: 'Opening and keynotes',
      host: '张伟',
    },
    as(memberA),
  );
  const withTalk = await t.call(
    '/meeting/auth/meeting/session/schedule/save',
    {
      meetingId,
      sessionId: sessions.data[0]!.id,
      startTime: '09:30',
      endTime: '10:10',
      title: '脓毒症救治新进展',
      titleEn: 'Advances in sepsis care',
      guestIds: [sorted.data[0]!.id],
    },
    as(memberA),
  );
  const notices = await t.call(
    '/meeting/auth/meeting/notice/save',
    {
      meetingId,
      title: '报到须知',
      content: '<p>请携带身份证</p><script>x()</script>',
      titleEn: 'Check-in',
      contentEn: '<p>Bring your ID</p>',
    },
    as(memberA),
  );
  return { sorted: sorted.data, withTalk: withTalk.data, notices: notices.data };
};

/** A listed meeting with the programme above. */
const listedProgramme = async () => {
  const meetingId = await newMeeting();
  await buildProgramme(meetingId);
  await t.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 }, as(memberA));
  return meetingId;
};

describe('building the programme', () => {
  it('adds dates, places, guests, sessions and talks with speakers', async () => {
    const { sorted, withTalk } = await buildProgramme(await newMeeting());
    expect(sorted.map((g) => g.name)).toEqual(['李娜', '王芳', '张伟']);
    expect(withTalk[0]!.items).toMatchObject([{ title: '脓毒症救治新进展', guestIds: [sorted[0]!.id] }]);
  });

  it('refuses dates, sessions and speakers of other meetings', async () => {
    const meetingId = await newMeeting();
    await buildProgramme(meetingId);
    const other = await t.call(
      '/meeting/auth/meeting/info/save',
      {
        meetingName: '另一个会议',
        startTime: '2027-06-01T09:00:00+08:00',
        endTime: '2027-06-01T17:00:00+08:00',
      },
      as(memberA),
    );
    const otherDate = await t.call(
      '/meeting/auth/meeting/date/save',
      { meetingId: other.data.id, day: '2027-06-01' },
      as(memberA),
    );
    const wrongDate = await t.call(
      '/meeting/auth/meeting/session/save',
      { meetingId, dateId: otherDate.data[0]!.id, startTime: '09:00', endTime: '10:00', title: 'x' },
      as(memberA),
    );
    expect(wrongDate).toMatchObject({ code: 601, data: [{ field: 'dateId' }] });
    const backwards = await t.call(
      '/meeting/auth/meeting/session/save',
      { meetingId, dateId: otherDate.data[0]!.id, startTime: '11:00', endTime: '10:00', title: 'x' },
      as(memberA),
    );
    expect(backwards).toMatchObject({ code: 601, data: [{ field: 'endTime' }] });
    const sessions = await t.call('/meeting/auth/meeting/session/list/meeting', { meetingId }, as(memberA));
    const foreignGuest = await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId: other.data.id, name: '外人' },
      as(memberA),
    );
    const wrongGuest = await t.call(
      '/meeting/auth/meeting/session/schedule/save',
      {
        meetingId,
        sessionId: sessions.data[0]!.id,
        startTime: '10:10',
        endTime: '10:40',
        title: 'y',
        guestIds: [foreignGuest.data[0]!.id],
      },
      as(memberA),
    );
    expect(wrongGuest).toMatchObject({ code: 601, data: [{ field: 'guestIds' }] });
  });

  it('keeps another institution out of the programme (306)', async () => {
    const meetingId = await newMeeting();
    await buildProgramme(meetingId);
    const places = await t.call('/meeting/auth/meeting/place/list', { meetingId }, as(memberA));
    for (const [path, body] of [
      ['/meeting/auth/meeting/place/list', { meetingId }],
      ['/meeting/auth/meeting/place/save', { meetingId, name: '入侵' }],
      ['/meeting/auth/meeting/place/delete', { id: places.data[0]!.id }],
      ['/meeting/auth/meeting/guest/nameSort', { meetingId }],
      ['/meeting/auth/meeting/session/list/meeting', { meetingId }],
      ['/meeting/auth/meeting/notice/save', { meetingId, title: 't', content: 'c' }],
    ] as const) {
      expect((await t.call(path, body, as(ownerB))).code, path).toBe(306);
    }
    const catalogue = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/session/export/catalogue?meetingId=${meetingId}`,
      headers: { token: ownerB },
    });
    expect(catalogue.statusCode).toBe(403);
  });

  it('reorders places and stores notices with their rich text cleaned', async () => {
    const meetingId = await newMeeting();
    const { notices } = await buildProgramme(meetingId);
    await t.call('/meeting/auth/meeting/place/save', { meetingId, name: '分会场 A' }, as(memberA));
    const before = await t.call('/meeting/auth/meeting/place/list', { meetingId }, as(memberA));
    const reversed = before.data.map((p) => p.id).reverse();
    const after = await t.call('/meeting/auth/meeting/place/sort', { meetingId, ids: reversed }, as(memberA));
    expect(after.data.map((p) => p.id)).toEqual(reversed);
    // Saved with a <script> after the paragraph: the script is gone.
    expect(notices.at(-1)).toMatchObject({ title: '报到须知', content: '<p>请携带身份证</p>' });
  });
});

describe('visitors', () => {
  it('see the programme only once the meeting is listed, in their language', async () => {
    const meetingId = await newMeeting();
    await buildProgramme(meetingId);
    expect((await t.call('/meeting/api/meeting/programme', { id: meetingId })).code).toBe(777);
    await t.call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 }, as(memberA));
    const en = await t.call('/meeting/api/meeting/programme', { id: meetingId }, { language: 'en' });
    expect(en.data.meeting.meetingName).toBe('2027 East China Emergency Medicine Forum');
    const session = en.data.programme.sessions.find((s) => s.title === 'Opening and keynotes')!;
    expect(session.items[0]).toMatchObject({ title: 'Advances in sepsis care' });
    const speaker = en.data.programme.guests.find((g) => g.id === session.items[0]!.guestIds[0]);
    expect(speaker?.name).toBe('李娜');
    expect(en.data.programme.notices[0]?.content).toBe('<p>Bring your ID</p>');
  });

  it('download the agenda as an iCalendar file', async () => {
    const meetingId = await listedProgramme();
    const response = await t.raw({
      method: 'GET',
      url: `/apis/meeting/api/meeting/session/export?meetingId=${meetingId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(response.body).toContain('BEGIN:VCALENDAR');
    expect(response.body).toContain('DTSTART;TZID=Asia/Shanghai:20270510T093000');
    expect(response.body).toContain('SUMMARY:脓毒症救治新进展');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const bad = await t.raw({ method: 'GET', url: '/apis/meeting/api/meeting/session/export?meetingId=abc' });
    expect(bad.json()).toMatchObject({ code: 601 });
  });

  it('lets the organiser export the agenda as a spreadsheet', async () => {
    const meetingId = await newMeeting();
    await buildProgramme(meetingId);
    const response = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/session/export/catalogue?meetingId=${meetingId}`,
      headers: { token: memberA },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['日期', '会场', '分会场/环节', '主持人', '时间', '议题', '讲者']);
    expect(rows[1]).toEqual([
      '2027-05-10',
      '主会场',
      '开幕式与主旨报告',
      '张伟',
      '09:30-10:10',
      '脓毒症救治新进展',
      '李娜',
    ]);
  });

  it('download an attachment under its own name', async () => {
    const meetingId = await listedProgramme();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const grant = await t.call(
      '/system/upload/api/get',
      { fileName: 'guide.pdf', fileType: 'document', fileSize: pdf.length },
      as(memberA),
    );
    await t.raw({
      method: 'PUT',
      url: grant.data.uploadUrl,
      payload: pdf,
      headers: { 'content-type': 'application/octet-stream' },
    });
    const saved = await t.call(
      '/meeting/auth/meeting/meetingAccessory/save',
      { meetingId, name: '参会指南', fileUrl: grant.data.fileUrl },
      as(memberA),
    );
    const response = await t.raw({
      method: 'GET',
      url: `/apis/meeting/api/meeting/accessory/download?id=${saved.data[0]!.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('参会指南.pdf')}`,
    );
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('never redirects an attachment download to another site', async () => {
    const meetingId = await listedProgramme();
    for (const fileUrl of ['https://evil.example/x.pdf', '//evil.example/x.pdf', '/\\evil.example/x.pdf']) {
      const saved = await t.call(
        '/meeting/auth/meeting/meetingAccessory/save',
        { meetingId, name: '外链', fileUrl: '/uploads/placeholder.pdf' },
        as(memberA),
      );
      const id = saved.data.at(-1)!.id;
      // Rows written before the contract refused such links, or by hand.
      await t.db.execute(sql`update meeting_accessories set file_url = ${fileUrl} where id = ${id}`);
      const response = await t.raw({
        method: 'GET',
        url: `/apis/meeting/api/meeting/accessory/download?id=${id}`,
      });
      expect([response.statusCode, response.headers.location]).toEqual([404, undefined]);
    }
  });
});
