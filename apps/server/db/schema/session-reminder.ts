import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { meetingSessions } from './meeting-programme.ts';
import { meetings } from './meeting.ts';
import { users } from './user.ts';

/** A meeting's reminder settings: attendees get a site message this many minutes before a session. */
export const sessionReminders = pgTable('session_reminders', {
  meetingId: integer()
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(false),
  leadMinutes: integer().notNull().default(30),
  allSessions: boolean().notNull().default(true),
  /** The chosen sessions when not all are covered; ids of deleted sessions simply match nothing. */
  sessionIds: integer()
    .array()
    .notNull()
    .default(sql`'{}'`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder sent: the key that makes a person's reminder of a session go out once, even
 * when several server processes sweep at the same moment.
 */
export const sessionReminderDeliveries = pgTable(
  'session_reminder_deliveries',
  {
    sessionId: integer()
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);
