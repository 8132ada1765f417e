import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { meetings } from './meeting.ts';

/** A meeting's SMS templates: the vendor's approved code and the wording with {variables}. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    name: varchar({ length: 50 }).notNull(),
    providerCode: varchar({ length: 40 }).notNull().default(''),
    content: varchar({ length: 300 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_templates_meeting').on(t.meetingId)],
);

/**
 * One text to one mobile: written out when sent (variables filled), queued, claimed by one worker,
 * then sent with the vendor's receipt or failed with its refusal. The log and the organisation's
 * count and cost read these rows.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    registrationId: integer(),
    name: varchar({ length: 32 }).notNull(),
    mobile: varchar({ length: 11 }).notNull(),
    templateName: varchar({ length: 50 }).notNull(),
    providerCode: varchar({ length: 40 }).notNull().default(''),
    params: jsonb().$type<Record<string, string>>().notNull(),
    text: text().notNull(),
    units: smallint().notNull(),
    status: varchar({ length: 8 })
      .$type<'queued' | 'sending' | 'sent' | 'failed'>()
      .notNull()
      .default('queued'),
    reply: varchar({ length: 300 }).notNull().default(''),
    attempts: smallint().notNull().default(0),
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
    /** The instance that claimed it (platform/process/instance.ts): once it is gone, the claim is free. */
    claimedBy: integer(),
    sentAt: timestamp({ withTimezone: true }),
    createdBy: integer().notNull(),
  },
  (t) => [
    index('sms_messages_meeting').on(t.meetingId, t.id),
    index('sms_messages_due').on(t.status, t.nextAttemptAt),
  ],
);
