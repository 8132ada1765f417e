import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { meetings } from './meeting.ts';
import { meetingPlaces } from './meeting-programme.ts';

/** Who may watch a channel: attendees with a confirmed place (SPEC 5), or anyone. */
export type TLiveGate = 'signup' | 'open';

/**
 * A live channel: one per venue (place). Its name is the stream path's last part, random and never
 * reused; its key is the secret an organiser's encoder pushes with, replaced on demand.
 */
export const liveChannels = pgTable(
  'live_channels',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    placeId: integer()
      .notNull()
      .unique()
      .references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    name: varchar({ length: 24 }).notNull().unique(),
    streamKey: varchar({ length: 48 }).notNull(),
    gate: varchar({ length: 8 }).notNull().default('signup').$type<TLiveGate>(),
    /** When its current live began, on any instance; null when it is not live. */
    liveSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_channels_meeting').on(t.meetingId)],
);
