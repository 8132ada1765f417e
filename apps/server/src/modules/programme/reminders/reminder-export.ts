import { textsUnder, type TLocale, type TReminder } from '@huitang/contracts';
import { chinaClock } from '@huitang/contracts';
import { chunksById, type TSheetColumn } from '../../../platform/http/files/xlsx-stream.ts';
import type { TCoveredSession, TRecipient } from './reminder.service.ts';

/** A covered session with one of its attendees; a session nobody attends yet has a row of its own. */
interface TReminderLine {
  session: TCoveredSession;
  attendee: TRecipient | null;
}

const HEADERS = textsUnder('sheet.reminder.');
const STATUS = textsUnder('sheet.reminderStatus.');

/** Where a person's reminder stands at `now`. */
const statusOf = (line: TReminderLine, reminder: TReminder, now: Date): keyof typeof STATUS | null => {
  const { attendee, session } = line;
  if (!attendee) return null;
  if (attendee.sentAt) return 'sent';
  if (attendee.recipientId === null) return 'noAccount';
  if (session.startsAt <= now) return 'missed';
  return reminder.enabled ? 'pending' : 'off';
};

/** The sheet's columns in the request's language; `now` decides what is still pending. */
export const reminderColumns = (
  reminder: TReminder,
  locale: TLocale,
  now: Date,
): TSheetColumn<TReminderLine>[] => {
  const text = (zh: string, en: string | null) => (locale === 'en' && en ? en : zh);
  const column = (key: keyof typeof HEADERS, width: number, value: TSheetColumn<TReminderLine>['value']) => ({
    header: HEADERS[key][locale],
    width,
    value,
  });
  return [
    column('day', 12, ({ session }) => session.day),
    column('time', 12, ({ session }) => `${session.startTime}-${session.endTime}`),
    column('session', 30, ({ session }) => text(session.title, session.titleEn)),
    column('place', 18, ({ session }) =>
      session.placeName ? text(session.placeName, session.placeNameEn) : '',
    ),
    column('sendAt', 18, ({ session }) =>
      chinaClock(new Date(session.startsAt.getTime() - reminder.leadMinutes * 60_000)),
    ),
    column('name', 12, ({ attendee }) => attendee?.name ?? ''),
    column('mobile', 14, ({ attendee }) => attendee?.mobile ?? ''),
    column('status', 24, (line) => {
      const status = statusOf(line, reminder, now);
      return status ? STATUS[status][locale] : '';
    }),
    column('sentAt', 18, ({ attendee }) => chinaClock(attendee?.sentAt)),
  ];
};

/** Session after session, each one's attendees read a chunk at a time. */
export async function* reminderLines(
  sessions: TCoveredSession[],
  read: (sessionId: number, afterId: number, size: number) => Promise<TRecipient[]>,
): AsyncGenerator<TReminderLine[]> {
  for (const session of sessions) {
    let attended = false;
    for await (const attendees of chunksById((afterId, size) => read(session.id, afterId, size))) {
      attended = true;
      yield attendees.map((attendee) => ({ session, attendee }));
    }
    if (!attended) yield [{ session, attendee: null }];
  }
}
