import type { TReminder, TReminderSave } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { invalid } from '../../../platform/http/errors.ts';
import type { TMailNotices } from '../../mail/mail-notices.service.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TMessageService } from '../../message/message.service.ts';
import { reminderRepository } from './reminder.repository.ts';
import { mailReminders, sweepReminders } from './reminder-sweep.ts';
import { present } from './reminder.presenter.ts';

export const createReminderService = (
  db: TDb,
  meetings: TMeetingService,
  messages: TMessageService,
  mailNotices: TMailNotices,
) => {
  const load = (meetingId: number) =>
    Promise.all([reminderRepository.find(db, meetingId), reminderRepository.sessions(db, meetingId)]);

  return {
    async get(user: TSessionUser, meetingId: number): Promise<TReminder> {
      await meetings.authorize(user, meetingId);
      const [row, sessions] = await load(meetingId);
      return present(row, sessions);
    },

    async save(user: TSessionUser, { meetingId, ...values }: TReminderSave): Promise<TReminder> {
      await meetings.authorize(user, meetingId);
      const sessions = await reminderRepository.sessions(db, meetingId);
      const known = new Set(sessions.map((session) => session.id));
      const sessionIds = [...new Set(values.sessionIds)];
      if (!sessionIds.every((id) => known.has(id))) throw invalid('field.invalid', 'sessionIds');
      const row = await reminderRepository.save(db, { meetingId, ...values, sessionIds });
      return present(row, sessions);
    },

    /** What the reminder export lists: the meeting, its settings and the sessions they cover. */
    async exportOf(user: TSessionUser, meetingId: number) {
      const meeting = await meetings.authorize(user, meetingId);
      const [row, sessions] = await load(meetingId);
      const reminder = present(row, sessions);
      const covered = reminder.allSessions
        ? sessions
        : sessions.filter((session) => reminder.sessionIds.includes(session.id));
      return { meetingName: meeting.meetingName, reminder, sessions: covered };
    },

    /** The next confirmed attendees of a meeting after `afterId`, with their reminder of the session. */
    recipients: (meetingId: number, sessionId: number, afterId: number, size: number) =>
      reminderRepository.recipients(db, meetingId, sessionId, afterId, size),

    /** One round: site messages to accounts, then mails to addresses. Answers the messages sent. */
    async sweep() {
      const sent = await sweepReminders(db, messages);
      await mailReminders(db, mailNotices);
      return sent;
    },
  };
};

export type TReminderService = ReturnType<typeof createReminderService>;
export type TCoveredSession = Awaited<ReturnType<TReminderService['exportOf']>>['sessions'][number];
export type TRecipient = Awaited<ReturnType<TReminderService['recipients']>>[number];
