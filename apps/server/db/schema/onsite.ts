import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TBadgeField, TBadgeSize } from '@huitang/contracts';
import { users } from './user.ts';
import { meetings } from './meeting.ts';
import { meetingPlaces } from './meeting-programme.ts';
import { registrations } from './sign-up.ts';

/**
 * A registrant's day at the desk: checked in (when, at which desk, by whom), meals and materials
 * handed out. One row per registration, written only when something happened.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    registrationId: integer()
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp({ withTimezone: true }),
    desk: varchar({ length: 32 }).notNull().default(''),
    checkedInBy: integer().references(() => users.id, { onDelete: 'set null' }),
    hadMeals: boolean().notNull().default(false),
    materials: boolean().notNull().default(false),
  },
  (t) => [index('check_ins_meeting').on(t.meetingId, t.checkedInAt)],
);

export type TDeskEventKind = 'in' | 'undo' | 'refused' | 'meals' | 'materials' | 'place';

/**
 * Everything the desks did, in order: the audit trail (who undid whom), the feed other desks follow
 * (events after the last id they saw), and refused scans (forged or foreign codes) for the record.
 * clientId makes an offline desk's replayed scan count once.
 */
export const deskEvents = pgTable(
  'desk_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    registrationId: integer().references(() => registrations.id, { onDelete: 'cascade' }),
    placeId: integer().references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 10 }).notNull().$type<TDeskEventKind>(),
    desk: varchar({ length: 32 }).notNull().default(''),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When the desk scanned: for an offline desk, earlier than when the server heard of it. */
    at: timestamp({ withTimezone: true }).notNull(),
    /** Why a scan was refused, in words for the log. */
    detail: varchar({ length: 200 }).notNull().default(''),
    clientId: uuid().unique(),
  },
  (t) => [
    index('desk_events_meeting').on(t.meetingId, t.id),
    index('desk_events_registration')
      .on(t.registrationId)
      .where(sql`${t.registrationId} is not null`),
  ],
);

/** Attendance at a venue (place/sign): once per person and venue, for CME credit hours. */
export const placeSignIns = pgTable(
  'place_sign_ins',
  {
    placeId: integer()
      .notNull()
      .references(() => meetingPlaces.id, { onDelete: 'cascade' }),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    desk: varchar({ length: 32 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.registrationId] }),
    index('place_sign_ins_registration').on(t.registrationId),
  ],
);

/** A meeting's badge (SPEC breastpiece): its size, background and where each field sits. */
export const badgeTemplates = pgTable('badge_templates', {
  meetingId: integer()
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  size: varchar({ length: 16 }).notNull().$type<TBadgeSize>(),
  backgroundUrl: varchar({ length: 500 }).notNull().default(''),
  fields: jsonb().$type<TBadgeField[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
