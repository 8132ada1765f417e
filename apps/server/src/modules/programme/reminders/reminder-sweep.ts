import { translate, type TLocale } from '@huitang/contracts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TMailNotices } from '../../mail/mail-notices.service.ts';
import type { TMessageText } from '../../message/message.repository.ts';
import type { TMessageService } from '../../message/message.service.ts';
import { reminderRepository } from './reminder.repository.ts';

type TDueSession = Awaited<ReturnType<typeof reminderRepository.due>>[number];

/** The reminder in one language: the meeting's English texts where it keeps them, Chinese otherwise. */
const textIn = (session: TDueSession, locale: TLocale) => {
  const pick = (zh: string, en: string | null) => (locale === 'en' && session.multilingual && en ? en : zh);
  const place = session.placeName
    ? pick(session.placeName, session.placeNameEn)
    : pick(session.address, session.addressEn);
  const params = {
    meeting: pick(session.meetingName, session.meetingNameEn),
    session: pick(session.title, session.titleEn),
    day: session.day,
    time: session.startTime,
    place,
  };
  return {
    title: translate('reminder.title', locale, params),
    content: translate(place ? 'reminder.content' : 'reminder.contentNoPlace', locale, params),
  };
};

export const reminderText = (session: TDueSession): TMessageText => {
  const zh = textIn(session, 'zh');
  const en = textIn(session, 'en');
  return { title: zh.title, content: zh.content, titleEn: en.title, contentEn: en.content };
};

/**
 * One round of reminders: every due session's confirmed attendees not reminded yet get a site
 * message. Deliveries and messages are written in one transaction, so a message exists exactly
 * when its delivery does, and a failed round leaves nothing for the next one to trip over.
 * Answers how many messages were sent.
 */
export const sweepReminders = async (db: TDb, messages: TMessageService): Promise<number> => {
  const due = await reminderRepository.due(db);
  if (due.length === 0) return 0;
  const texts = new Map(due.map((session) => [session.id, reminderText(session)]));
  return db.transaction(async (tx) => {
    const delivered = await reminderRepository.record(tx, [...texts.keys()]);
    const bySession = new Map<number, number[]>();
    for (const { sessionId, userId } of delivered) {
      const userIds = bySession.get(sessionId) ?? [];
      userIds.push(userId);
      bySession.set(sessionId, userIds);
    }
    for (const [sessionId, userIds] of bySession) await messages.sendMany(userIds, texts.get(sessionId)!, tx);
    return delivered.length;
  });
};

/**
 * The same reminders by mail, to every confirmed attendee who gave an address — people added by
 * hand included, who have no account for a site message. The mail's ref makes each attendee's
 * reminder of a session one mail however many rounds see the session due.
 */
export const mailReminders = async (db: TDb, notices: TMailNotices) => {
  const due = await reminderRepository.due(db);
  if (due.length === 0) return;
  const mailees = await reminderRepository.mailees(
    db,
    due.map((session) => session.id),
  );
  for (const session of due) {
    const people = mailees.filter((mailee) => mailee.sessionId === session.id);
    await notices.sessionReminder(session.meetingId, session.id, reminderText(session), people);
  }
};
