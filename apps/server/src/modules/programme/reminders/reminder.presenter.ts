import type { TReminder, TReminderLead } from '@huitang/contracts';
import type { TReminderRow } from './reminder.repository.ts';

/** A meeting that never saved its reminders has them off, half an hour ahead, for every session. */
const DEFAULTS: TReminder = { enabled: false, leadMinutes: 30, allSessions: true, sessionIds: [] };

/** The settings as the organiser reads them: chosen sessions deleted since are no longer listed. */
export const present = (row: TReminderRow | undefined, sessions: { id: number }[]): TReminder => {
  if (!row) return DEFAULTS;
  const known = new Set(sessions.map((session) => session.id));
  return {
    enabled: row.enabled,
    leadMinutes: row.leadMinutes as TReminderLead,
    allSessions: row.allSessions,
    sessionIds: row.sessionIds.filter((id) => known.has(id)),
  };
};
