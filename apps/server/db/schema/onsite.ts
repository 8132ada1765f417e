import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  numeric,
  real,
  serial,
  uniqueIndex,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  TBadgeField,
  TBadgeSize,
  TCertificateField,
  TCertificateSize,
  TSeatLayout,
} from '@huitang/contracts';
import { users } from './user.ts';
import { meetings } from './meeting.ts';
import { meetingPlaces } from './meeting-programme.ts';
import { registrations, registrationTypes } from './sign-up.ts';

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

/**
 * A hall's seat map. A meeting has one current map (archivedAt null); making a new one archives the
 * current one with its seats and who sat where, which is the history (SPEC "old seat arrangement").
 */
export const seatMaps = pgTable(
  'seat_maps',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    layout: jsonb().$type<TSeatLayout>().notNull(),
    selfChoice: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seat_maps_one_current')
      .on(t.meetingId)
      .where(sql`${t.archivedAt} is null`),
    index('seat_maps_meeting').on(t.meetingId, t.createdAt),
  ],
);

/**
 * A seat, and who sits in it. A person has at most one seat per map and a seat at most one person:
 * both are unique indexes, under the writers' lock on the map row.
 */
export const seats = pgTable(
  'seats',
  {
    id: serial().primaryKey(),
    mapId: integer()
      .notNull()
      .references(() => seatMaps.id, { onDelete: 'cascade' }),
    /** Row (or table) and seat number, both from 1, as printed on the seat. */
    row: integer().notNull(),
    number: integer().notNull(),
    x: real().notNull(),
    y: real().notNull(),
    blocked: boolean().notNull().default(false),
    typeId: integer().references(() => registrationTypes.id, { onDelete: 'set null' }),
    registrationId: integer().references(() => registrations.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('seats_place').on(t.mapId, t.row, t.number),
    uniqueIndex('seats_one_per_person')
      .on(t.mapId, t.registrationId)
      .where(sql`${t.registrationId} is not null`),
    index('seats_registration')
      .on(t.registrationId)
      .where(sql`${t.registrationId} is not null`),
  ],
);

/** A meeting's certificate: its look, wording, serial number pattern and the CME hours it grants. */
export const certificateTemplates = pgTable('certificate_templates', {
  meetingId: integer()
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  size: varchar({ length: 16 }).notNull().$type<TCertificateSize>(),
  backgroundUrl: varchar({ length: 500 }).notNull().default(''),
  title: varchar({ length: 50 }).notNull().default(''),
  body: varchar({ length: 500 }).notNull().default(''),
  /** The wording of the English certificate a holder downloads from an English page ('' for ours). */
  titleEn: varchar({ length: 80 }).notNull().default(''),
  bodyEn: varchar({ length: 800 }).notNull().default(''),
  serialFormat: varchar({ length: 40 }).notNull(),
  baseHours: numeric({ precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
  placeHours: jsonb().$type<{ placeId: number; hours: number }[]>().notNull().default([]),
  fields: jsonb().$type<TCertificateField[]>().notNull(),
  /** The last running number given out: serials are issued under this row's lock. */
  lastSeq: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An issued certificate. A person (by mobile) holds one per meeting; the serial number is unique on
 * the platform, which is what the public check looks up.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    registrationId: integer().references(() => registrations.id, { onDelete: 'set null' }),
    serial: varchar({ length: 60 }).notNull().unique(),
    name: varchar({ length: 32 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    unit: varchar({ length: 100 }).notNull().default(''),
    hours: numeric({ precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Withdrawn by the organisers (issued by mistake, or the holder did not in fact attend): kept, so
     * the QR printed on it still answers, and says it is revoked and why.
     */
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('certificates_one_per_person').on(t.meetingId, t.mobile),
    index('certificates_mobile').on(t.mobile),
    index('certificates_name_mobile').on(t.name, t.mobile),
  ],
);
