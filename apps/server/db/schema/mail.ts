import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TMailAudience, TMailKind } from '@huitang/contracts';
import { meetings } from './meeting.ts';

/** A meeting's sender and transport; its own SMTP address is sealed as payment secrets are. */
export const mailSettings = pgTable('mail_settings', {
  meetingId: integer()
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  senderName: varchar({ length: 50 }).notNull().default(''),
  replyTo: varchar({ length: 100 }).notNull().default(''),
  transport: varchar({ length: 8 }).$type<'platform' | 'own'>().notNull().default('platform'),
  smtpSealed: text().notNull().default(''),
  perMinute: integer().notNull().default(600),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    body: text().notNull(),
    promotional: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_templates_meeting').on(t.meetingId)],
);

/**
 * A sending: the template as it was, who it was for, and when it goes. The mails people expect
 * without a campaign (sign-up confirmed, payment received, refund, paper decision) gather in one
 * standing campaign per meeting and kind, so they share its queue, retries and record.
 */
export const mailCampaigns = pgTable(
  'mail_campaigns',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).$type<TMailKind>().notNull().default('campaign'),
    subject: varchar({ length: 200 }).notNull(),
    body: text().notNull(),
    promotional: boolean().notNull(),
    audience: jsonb().$type<TMailAudience>().notNull(),
    /** The site address the organiser sent from: the mails' links (credential, unsubscribe) lead there. */
    origin: varchar({ length: 200 }).notNull(),
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_campaigns_meeting').on(t.meetingId, t.id),
    uniqueIndex('mail_campaigns_notices')
      .on(t.meetingId, t.kind)
      .where(sql`kind <> 'campaign'`),
  ],
);

/**
 * One mail of a campaign, written out when the campaign is made (variables filled in): queued, then
 * claimed (sending) by one worker, then sent or failed with the server's reply. A claim left by a
 * stopped process is taken again at once: at least once, never lost.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => mailCampaigns.id, { onDelete: 'cascade' }),
    registrationId: integer(),
    /** What a notice is about ('order:12:paid'): one mail per address and event, however often it is told. */
    ref: varchar({ length: 60 }).notNull().default(''),
    name: varchar({ length: 32 }).notNull(),
    email: varchar({ length: 100 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    body: text().notNull(),
    status: varchar({ length: 8 })
      .$type<'queued' | 'sending' | 'sent' | 'failed' | 'skipped'>()
      .notNull()
      .default('queued'),
    reply: varchar({ length: 500 }).notNull().default(''),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    /** The instance that claimed it (platform/process/instance.ts): once it is gone, the claim is free. */
    claimedBy: integer(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_messages_once').on(t.campaignId, t.email, t.ref),
    index('mail_messages_due').on(t.campaignId, t.status, t.nextAttemptAt),
  ],
);

/** Addresses that asked for no more promotional mail, from any meeting. */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  email: varchar({ length: 100 }).primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
