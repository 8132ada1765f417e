import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TPaperAuthor, TPaperFile, TPaperFileKind, TPaperStatus } from '@huitang/contracts';
import { users } from './user.ts';
import { meetings } from './meeting.ts';

/** A meeting's call for papers: its window, what it asks of authors, and how review runs. */
export const paperSettings = pgTable('paper_settings', {
  meetingId: integer()
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  isOpen: boolean().notNull().default(false),
  opensAt: timestamp({ withTimezone: true }),
  closesAt: timestamp({ withTimezone: true }).notNull(),
  needsSignUp: boolean().notNull().default(false),
  abstractWordLimit: integer().notNull().default(500),
  keywordsMax: smallint().notNull().default(5),
  topics: jsonb().$type<string[]>().notNull().default([]),
  fileKinds: jsonb().$type<TPaperFileKind[]>().notNull(),
  fileMaxMb: smallint().notNull().default(20),
  filesMax: smallint().notNull().default(3),
  filesRequired: boolean().notNull().default(true),
  blindReview: boolean().notNull().default(true),
  guide: text().notNull().default(''),
  guideEn: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Manuscript types the organiser defines (oral, poster, case report …). */
export const paperTypes = pgTable(
  'paper_types',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    name: varchar({ length: 30 }).notNull(),
    nameEn: varchar({ length: 60 }).notNull().default(''),
  },
  (t) => [index('paper_types_meeting').on(t.meetingId)],
);

/** A submission: the submitter owns it; authors are as written, in order. */
export const papers = pgTable(
  'papers',
  {
    id: serial().primaryKey(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    // Types in use cannot be deleted (the service says so); the reference keeps it true.
    typeId: integer()
      .notNull()
      .references(() => paperTypes.id),
    title: varchar({ length: 200 }).notNull(),
    authors: jsonb().$type<TPaperAuthor[]>().notNull(),
    abstract: text().notNull(),
    keywords: jsonb().$type<string[]>().notNull().default([]),
    topic: varchar({ length: 40 }).notNull().default(''),
    files: jsonb().$type<TPaperFile[]>().notNull().default([]),
    status: varchar({ length: 12 }).$type<TPaperStatus>().notNull().default('submitted'),
    notifyEmail: boolean().notNull().default(true),
    notifySms: boolean().notNull().default(false),
    decisionNote: varchar({ length: 1000 }).notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('papers_meeting').on(t.meetingId, t.id), index('papers_user').on(t.userId)],
);

/** A meeting's reviewers, by mobile: whoever holds an account with it reviews (invited before they register). */
export const paperReviewers = pgTable(
  'paper_reviewers',
  {
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    mobile: varchar({ length: 11 }).notNull(),
    name: varchar({ length: 32 }).notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.mobile] }), index('paper_reviewers_mobile').on(t.mobile)],
);

/** One reviewer's assignment to a paper; the score and comment arrive when they review. */
export const paperReviews = pgTable(
  'paper_reviews',
  {
    paperId: integer()
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    mobile: varchar({ length: 11 }).notNull(),
    score: smallint(),
    comment: text().notNull().default(''),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.mobile] }), index('paper_reviews_mobile').on(t.mobile)],
);
