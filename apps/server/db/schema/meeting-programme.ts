import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { meetings } from './meeting.ts';
import { users } from './user.ts';

const meetingId = () =>
  integer()
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' });

export const meetingDates = pgTable(
  'meeting_dates',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    day: date({ mode: 'string' }).notNull(),
    sort: integer().notNull().default(0),
  },
  // By day too: the reminder sweep looks for the sessions of today and tomorrow across all meetings.
  (t) => [index('meeting_dates_meeting').on(t.meetingId), index('meeting_dates_day').on(t.day)],
);

export const meetingPlaces = pgTable(
  'meeting_places',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    name: varchar({ length: 64 }).notNull(),
    nameEn: varchar({ length: 128 }).notNull().default(''),
    address: varchar({ length: 200 }).notNull().default(''),
    addressEn: varchar({ length: 400 }).notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('meeting_places_meeting').on(t.meetingId)],
);

/** What a guest's card says: the organiser's entry and a certified guest's own profile alike. */
const guestCard = () => ({
  name: varchar({ length: 32 }).notNull(),
  nameEn: varchar({ length: 64 }).notNull().default(''),
  title: varchar({ length: 64 }).notNull().default(''),
  titleEn: varchar({ length: 128 }).notNull().default(''),
  organization: varchar({ length: 100 }).notNull().default(''),
  organizationEn: varchar({ length: 200 }).notNull().default(''),
  photo: varchar({ length: 500 }).notNull().default(''),
  introduction: text().notNull().default(''),
  introductionEn: text().notNull().default(''),
});

export const meetingGuests = pgTable(
  'meeting_guests',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    ...guestCard(),
    sort: integer().notNull().default(0),
    /** The guest's mobile as the organiser knows it: the key a person claims the entry by (never shown). */
    mobile: varchar({ length: 11 }).notNull().default(''),
    /** The account that proved the mobile (an SMS code) and now keeps the profile this entry shows. */
    claimedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The organiser's own texts for this meeting instead of the claimed profile. */
    keepOwnText: boolean().notNull().default(false),
  },
  (t) => [
    index('meeting_guests_meeting').on(t.meetingId),
    index('meeting_guests_mobile').on(t.mobile),
    index('meeting_guests_claimed').on(t.claimedBy),
  ],
);

/**
 * A certified guest's own profile (/account/guest): one per person, shown by every meeting entry
 * they claimed unless its organiser keeps their own texts (decision 039).
 */
export const guestProfiles = pgTable('guest_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...guestCard(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An agenda block on one date (and optionally one place): a plenary, a parallel session. */
export const meetingSessions = pgTable(
  'meeting_sessions',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    dateId: integer()
      .notNull()
      .references(() => meetingDates.id, { onDelete: 'cascade' }),
    placeId: integer().references(() => meetingPlaces.id, { onDelete: 'set null' }),
    startTime: varchar({ length: 5 }).notNull(),
    endTime: varchar({ length: 5 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    titleEn: varchar({ length: 200 }).notNull().default(''),
    host: varchar({ length: 100 }).notNull().default(''),
    hostEn: varchar({ length: 200 }).notNull().default(''),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
  },
  (t) => [index('meeting_sessions_meeting').on(t.meetingId)],
);

/** A talk inside a session, with its speakers from the meeting's guests. */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    sessionId: integer()
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    startTime: varchar({ length: 5 }).notNull(),
    endTime: varchar({ length: 5 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    titleEn: varchar({ length: 400 }).notNull().default(''),
  },
  (t) => [index('schedule_items_meeting').on(t.meetingId), index('schedule_items_session').on(t.sessionId)],
);

export const scheduleItemGuests = pgTable(
  'schedule_item_guests',
  {
    itemId: integer()
      .notNull()
      .references(() => scheduleItems.id, { onDelete: 'cascade' }),
    guestId: integer()
      .notNull()
      .references(() => meetingGuests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.guestId] })],
);

export const meetingNotices = pgTable(
  'meeting_notices',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    title: varchar({ length: 100 }).notNull(),
    titleEn: varchar({ length: 200 }).notNull().default(''),
    content: text().notNull(),
    contentEn: text().notNull().default(''),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_notices_meeting').on(t.meetingId)],
);

export const meetingAccessories = pgTable(
  'meeting_accessories',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    name: varchar({ length: 100 }).notNull(),
    nameEn: varchar({ length: 200 }).notNull().default(''),
    fileUrl: varchar({ length: 500 }).notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_accessories_meeting').on(t.meetingId)],
);

export const meetingBanners = pgTable(
  'meeting_banners',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    title: varchar({ length: 100 }).notNull().default(''),
    titleEn: varchar({ length: 200 }).notNull().default(''),
    image: varchar({ length: 500 }).notNull(),
    url: varchar({ length: 500 }).notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('meeting_banners_meeting').on(t.meetingId)],
);

/** The meeting's own navigation: a built-in section, or a rich-text page of its own. */
export const meetingMenus = pgTable(
  'meeting_menus',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    name: varchar({ length: 16 }).notNull(),
    nameEn: varchar({ length: 32 }).notNull().default(''),
    section: varchar({ length: 16 }).notNull().default(''),
    content: text().notNull().default(''),
    contentEn: text().notNull().default(''),
    isShow: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [index('meeting_menus_meeting').on(t.meetingId)],
);

/** Background music uploaded for the meeting: the history to choose from. */
export const meetingMusic = pgTable(
  'meeting_music',
  {
    id: serial().primaryKey(),
    meetingId: meetingId(),
    name: varchar({ length: 100 }).notNull(),
    nameEn: varchar({ length: 200 }).notNull().default(''),
    fileUrl: varchar({ length: 500 }).notNull(),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_music_meeting').on(t.meetingId)],
);
