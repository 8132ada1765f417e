import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './user.ts';

/**
 * The platform's WeChat apps (one row): the open platform's website app for QR sign-in and the
 * official account for sign-in inside WeChat. Secrets are sealed with the secrets key.
 */
export const socialSettings = pgTable('social_settings', {
  id: smallint().primaryKey(),
  webEnabled: boolean().notNull().default(false),
  webAppId: varchar({ length: 32 }).notNull().default(''),
  webSecretSealed: text().notNull().default(''),
  mpEnabled: boolean().notNull().default(false),
  mpAppId: varchar({ length: 32 }).notNull().default(''),
  mpSecretSealed: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A WeChat identity bound to an account. `subject` is the unionid when WeChat gives one (the same
 * person across the platform's apps), else `appId/openId`; one subject belongs to one account, and
 * an account holds at most one identity per app.
 */
export const userSocials = pgTable(
  'user_socials',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar({ length: 16 }).notNull(),
    subject: varchar({ length: 100 }).notNull(),
    appId: varchar({ length: 32 }).notNull(),
    openId: varchar({ length: 64 }).notNull(),
    unionId: varchar({ length: 64 }).notNull().default(''),
    nickname: varchar({ length: 64 }).notNull().default(''),
    headImgUrl: varchar({ length: 500 }).notNull().default(''),
    /** WeChat's access and refresh tokens, sealed with the secrets key (JSON); '' when not kept. */
    tokensSealed: text().notNull().default(''),
    /** When the access token expires: past it, the refresh token renews it before it is used. */
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** When the nickname and avatar were last read from WeChat. */
    profileAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_socials_subject').on(t.provider, t.subject),
    uniqueIndex('user_socials_user_app').on(t.userId, t.provider, t.appId),
  ],
);

/**
 * One sign-in or binding through WeChat, from the authorize link to its end. `state` goes to WeChat
 * and comes back; the same value sits in the browser's cookie, so only the browser that started the
 * attempt can finish it. After the callback it holds the identity WeChat vouched for, until a mobile
 * is bound to it (sign-in of an identity no account holds yet).
 */
export const socialAttempts = pgTable(
  'social_attempts',
  {
    id: serial().primaryKey(),
    state: varchar({ length: 64 }).notNull().unique(),
    purpose: varchar({ length: 8 }).notNull(),
    appKind: varchar({ length: 8 }).notNull(),
    /** The signed-in account that asked to bind (purpose 'bind'). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    returnTo: varchar({ length: 500 }).notNull().default('/'),
    clientKind: varchar({ length: 8 }).notNull().default('pc'),
    appId: varchar({ length: 32 }).notNull().default(''),
    openId: varchar({ length: 64 }).notNull().default(''),
    unionId: varchar({ length: 64 }).notNull().default(''),
    nickname: varchar({ length: 64 }).notNull().default(''),
    headImgUrl: varchar({ length: 500 }).notNull().default(''),
    /** The identity's tokens (sealed), kept until a mobile is bound to it. */
    tokensSealed: text().notNull().default(''),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When WeChat's callback used the state: a state is good for one callback. */
    calledBackAt: timestamp({ withTimezone: true }),
    /** When the attempt ended in a session or a binding. */
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('social_attempts_expires')
      .on(t.expiresAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);
