import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  jsonb,
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
import { organizations } from './organization.ts';
import { users } from './user.ts';

/** PostgreSQL full-text document; written and matched in SQL only (modules/search), never read. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const meetingCategories = pgTable('meeting_categories', {
  id: serial().primaryKey(),
  name: varchar({ length: 32 }).notNull(),
  nameEn: varchar({ length: 64 }).notNull().default(''),
  sort: integer().notNull().default(0),
});

/**
 * A meeting belongs to an institution (orgId) or, for a lecturer, to its creator alone. Texts a
 * visitor reads carry an English twin used when hasMultilingual is on.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial().primaryKey(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    meetingName: varchar({ length: 100 }).notNull(),
    meetingNameEn: varchar({ length: 200 }).notNull().default(''),
    categoryId: integer().references(() => meetingCategories.id, { onDelete: 'set null' }),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    provinceCode: varchar({ length: 6 }).notNull().default(''),
    city: varchar({ length: 32 }).notNull().default(''),
    cityEn: varchar({ length: 64 }).notNull().default(''),
    address: varchar({ length: 200 }).notNull().default(''),
    addressEn: varchar({ length: 400 }).notNull().default(''),
    cover: varchar({ length: 500 }).notNull().default(''),
    introduction: text().notNull().default(''),
    introductionEn: text().notNull().default(''),
    organizer: varchar({ length: 100 }).notNull().default(''),
    organizerEn: varchar({ length: 200 }).notNull().default(''),
    hasMultilingual: boolean().notNull().default(false),
    meetingDomain: varchar({ length: 32 }),
    meetingStatus: smallint().notNull().default(0),
    shareTitle: varchar({ length: 100 }).notNull().default(''),
    shareDesc: varchar({ length: 200 }).notNull().default(''),
    shareImage: varchar({ length: 500 }).notNull().default(''),
    bottomTextIsUse: boolean().notNull().default(false),
    bottomTextContent: text().notNull().default(''),
    bottomTextContentEn: text().notNull().default(''),
    musicId: integer(),
    musicOn: boolean().notNull().default(false),
    /** nameEn is absent from links saved before links had English names. */
    externalLinks: jsonb().$type<{ name: string; nameEn?: string; url: string }[]>().notNull().default([]),
    publishTime: timestamp({ withTimezone: true }),
    /** Jieba-segmented name, organiser, place and introduction; null until indexed (decision 009). */
    searchVector: tsvector(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_domain')
      .on(t.meetingDomain)
      .where(sql`${t.meetingDomain} is not null`),
    index('meetings_listed_start').on(t.meetingStatus, t.startTime),
    index('meetings_org').on(t.orgId),
    index('meetings_creator').on(t.creatorId),
    index('meetings_search').using('gin', t.searchVector),
  ],
);
