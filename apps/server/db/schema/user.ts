import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const userNoSeq = pgSequence('user_no_seq', { startWith: 100001 });

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    userNo: varchar({ length: 16 })
      .notNull()
      .unique()
      .default(sql`('U' || nextval('user_no_seq')::text)`),
    mobile: varchar({ length: 11 }).notNull().unique(),
    passwordHash: text().notNull(),
    passwordSalt: text().notNull(),
    userType: smallint().notNull().default(1),
    nickname: varchar({ length: 32 }).notNull().default(''),
    sex: smallint().notNull().default(0),
    age: integer(),
    headImgUrl: varchar({ length: 500 }).notNull().default(''),
    remark: varchar({ length: 500 }).notNull().default(''),
    isRecommended: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    isDisabled: boolean().notNull().default(false),
    referralCode: varchar({ length: 16 }).notNull().unique(),
    referrerId: integer(),
    /** The referrer's channel (推广渠道) the registration came through; null for their own code. */
    referralChannelId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Who a promoter brought (/account/recommend) is read by referrer.
  (t) => [index('users_referrer').on(t.referrerId)],
);

/**
 * A promoter's channel (推广渠道, /account/channel): a named code of its own, so the registrations of
 * each place the link was shared (a WeChat group, a poster) are counted apart. Its codes are 10
 * letters, the users' own 8, so the two never meet.
 */
export const referralChannels = pgTable(
  'referral_channels',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 32 }).notNull(),
    code: varchar({ length: 16 }).notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_channels_user_name').on(t.userId, t.name)],
);

/** One row per login; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientKind: varchar({ length: 8 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: varchar({ length: 16 }),
  },
  (t) => [
    // At most one live session per user and client kind, even when two logins race.
    uniqueIndex('sessions_one_live_per_kind')
      .on(t.userId, t.clientKind)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial().primaryKey(),
    mobile: varchar({ length: 11 }).notNull(),
    code: varchar({ length: 6 }).notNull(),
    attempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_created').on(t.mobile, t.createdAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    mobile: varchar({ length: 11 }).notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_mobile_at').on(t.mobile, t.failedAt)],
);

export const userMessages = pgTable(
  'user_messages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull(),
    content: text().notNull(),
    /** System messages are written in both languages; empty falls back to the Chinese text. */
    titleEn: varchar({ length: 300 }).notNull().default(''),
    contentEn: text().notNull().default(''),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_messages_user_created').on(t.userId, t.createdAt)],
);
