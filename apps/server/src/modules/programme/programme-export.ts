import ExcelJS from 'exceljs';
import type { TMeetingPublic, TProgramme } from '@huitang/contracts';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
const fold = (line: string) => {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  return [...parts, current].join('\r\n ');
};

const stamp = (day: string, clock: string) => `${day.replace(/-/g, '')}T${clock.replace(':', '')}00`;
const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The agenda as an iCalendar file: one event per talk, or per session without talks, in China time. */
export const agendaIcs = (meeting: TMeetingPublic, programme: TProgramme, origin: string): string => {
  const dayOf = new Map(programme.dates.map((d) => [d.id, d.day]));
  const placeOf = new Map(programme.places.map((p) => [p.id, p.name]));
  const guestOf = new Map(programme.guests.map((g) => [g.id, g.name]));
  const events = programme.sessions.flatMap((session) => {
    const day = dayOf.get(session.dateId);
    if (!day) return [];
    const location = [session.placeId ? placeOf.get(session.placeId) : '', meeting.address]
      .filter(Boolean)
      .join(' · ');
    const talks = session.items.length
      ? session.items.map((item) => ({
          uid: `item-${item.id}`,
          start: item.startTime,
          end: item.endTime,
          summary: item.title,
          description: [
            session.title,
            item.guestIds
              .map((id) => guestOf.get(id))
              .filter(Boolean)
              .join('、'),
          ]
            .filter(Boolean)
            .join(' | '),
        }))
      : [
          {
            uid: `session-${session.id}`,
            start: session.startTime,
            end: session.endTime,
            summary: session.title,
            description: stripTags(session.description),
          },
        ];
    return talks.map((talk) => [
      'BEGIN:VEVENT',
      `UID:${talk.uid}-meeting-${meeting.id}@huitang`,
      `DTSTAMP:${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      `DTSTART;TZID=Asia/Shanghai:${stamp(day, talk.start)}`,
      `DTEND;TZID=Asia/Shanghai:${stamp(day, talk.end)}`,
      `SUMMARY:${icsText(talk.summary)}`,
      `DESCRIPTION:${icsText(talk.description)}`,
      `LOCATION:${icsText(location)}`,
      `URL:${origin}/meeting/detail?id=${meeting.id}`,
      'END:VEVENT',
    ]);
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Huitang//Meeting agenda//ZH',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(meeting.meetingName)}`,
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Shanghai',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0800',
    'TZOFFSETTO:+0800',
    'TZNAME:CST',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
};

/** The agenda as a spreadsheet: one row per talk with its session, place and speakers. */
export const agendaXlsx = async (
  meeting: TMeetingPublic,
  programme: TProgramme,
  headers: string[],
): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(meeting.meetingName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  sheet.addRow(headers).font = { bold: true };
  const dayOf = new Map(programme.dates.map((d) => [d.id, d.day]));
  const placeOf = new Map(programme.places.map((p) => [p.id, p.name]));
  const guestOf = new Map(programme.guests.map((g) => [g.id, g.name]));
  for (const session of programme.sessions) {
    const common = [
      dayOf.get(session.dateId) ?? '',
      session.placeId ? (placeOf.get(session.placeId) ?? '') : '',
      session.title,
      session.host,
    ];
    if (!session.items.length) sheet.addRow([...common, `${session.startTime}-${session.endTime}`, '', '']);
    for (const item of session.items) {
      const speakers = item.guestIds
        .map((id) => guestOf.get(id))
        .filter(Boolean)
        .join('、');
      sheet.addRow([...common, `${item.startTime}-${item.endTime}`, item.title, speakers]);
    }
  }
  sheet.columns.forEach((column) => (column.width = 22));
  return Buffer.from(await book.xlsx.writeBuffer());
};
