import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TAttemptQuestion } from './exam.ts';
import type {
  TCourseKind,
  TCourseStatus,
  TOrderStatus,
  TPeriodKind,
  TVideoRendition,
  TVideoStatus,
} from '@huitang/contracts';
import { examPapers } from './exam.ts';
import { organizations } from './organization.ts';
import { users } from './user.ts';

/** The platform's course categories (SPEC courseCategoryList), edited by the administrator. */
export const courseCategories = pgTable('course_categories', {
  id: serial().primaryKey(),
  categoryName: varchar({ length: 32 }).notNull(),
  categoryNameEn: varchar({ length: 64 }).notNull().default(''),
  sort: integer().notNull().default(0),
});

/**
 * A course of any kind — on demand (vod), live, document library, resource — owned as meetings
 * are: by its creator alone, or by an institution whose members manage it.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 10 }).$type<TCourseKind>().notNull(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    courseName: varchar({ length: 100 }).notNull(),
    courseNameEn: varchar({ length: 200 }).notNull().default(''),
    cover: varchar({ length: 500 }).notNull().default(''),
    introduction: text().notNull().default(''),
    introductionEn: text().notNull().default(''),
    /** Its category in the catalogue and on its institution's site, when it has one. */
    categoryId: integer().references(() => courseCategories.id, { onDelete: 'set null' }),
    /** The lecturer named on the page (a lecturer profile's user), when not the creator. */
    lecturerId: integer().references(() => users.id),
    isFree: boolean().notNull().default(true),
    priceFen: integer().notNull().default(0),
    /** The list price struck through beside a lower price (SPEC /sale lists these); 0 for none. */
    originalPriceFen: integer().notNull().default(0),
    /** VIP members study it without buying it, while their membership lasts. */
    vipFree: boolean().notNull().default(false),
    /** Draft until sent for review; listed once approved; offline when its owner takes it down. */
    status: varchar({ length: 10 }).$type<TCourseStatus>().notNull().default('draft'),
    reviewNote: varchar({ length: 200 }).notNull().default(''),
    /** When it was last approved: the public list shows the newest first. */
    listedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courses_owner').on(t.orgId, t.creatorId), index('courses_listed').on(t.kind, t.status)],
);

/** A chapter of a course: an ordered heading over its periods. */
export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    // integer like every sort column: the contract's ZSort takes ±100000, past smallint.
    sort: integer().notNull(),
    title: varchar({ length: 100 }).notNull(),
    titleEn: varchar({ length: 200 }).notNull().default(''),
  },
  (t) => [index('course_chapters_course').on(t.courseId, t.sort)],
);

/** A period (lesson) of a chapter: a video, a document, a live session or exercises. */
export const coursePeriods = pgTable(
  'course_periods',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer()
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    // integer like every sort column: the contract's ZSort takes ±100000, past smallint.
    sort: integer().notNull(),
    title: varchar({ length: 100 }).notNull(),
    titleEn: varchar({ length: 200 }).notNull().default(''),
    kind: varchar({ length: 10 }).$type<TPeriodKind>().notNull(),
    /** A trial period anyone may watch before buying. */
    isFree: boolean().notNull().default(false),
    videoId: integer().references(() => courseVideos.id, { onDelete: 'set null' }),
    /** The PDF a document period shows. */
    documentId: integer().references(() => courseDocuments.id, { onDelete: 'set null' }),
    /** How many first pages of the document anyone may read before buying (a trial period shows all). */
    previewPages: smallint().notNull().default(0),
    /** The file a resource period hands out to download. */
    fileId: integer().references(() => courseFiles.id, { onDelete: 'set null' }),
    /** When a live period goes on air and for how long, as its students are told beforehand. */
    liveStartsAt: timestamp({ withTimezone: true }),
    liveMinutes: smallint().notNull().default(0),
    /** The paper an exercise (praxis) period asks, of the course owner's question bank. */
    paperId: integer().references(() => examPapers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('course_periods_chapter').on(t.chapterId, t.sort),
    index('course_periods_course').on(t.courseId),
  ],
);

/**
 * A live period's channel on the RTMP ingest (decision 029): pushed with its key, watched under signed
 * URLs, recorded as the period's replay; its name, the stream path's end, is random and never reused.
 */
export const courseLiveChannels = pgTable('course_live_channels', {
  periodId: integer()
    .primaryKey()
    .references(() => coursePeriods.id, { onDelete: 'cascade' }),
  name: varchar({ length: 24 }).notNull().unique(),
  streamKey: varchar({ length: 48 }).notNull(),
  /** When its live began (null off air); liveBy: the instance holding it (platform/db/instance.ts). */
  liveSince: timestamp({ withTimezone: true }),
  liveBy: integer(),
  /**
   * The live's recording while it is made (the upload id of the video it becomes; null when none),
   * and the instance making it: when that instance dies, another makes the replay of what reached
   * the storage (docs/decisions/047-live-origin-edge.md, "recordings that survive their origin").
   */
  recordingUploadId: varchar({ length: 64 }),
  recordingBy: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An uploaded video and its HLS renditions: uploading until the last byte arrives, then queued and
 * transcoding (with its progress), then ready with poster and duration — or failed with ffmpeg's
 * reason, to be retried.
 */
export const courseVideos = pgTable(
  'course_videos',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    /** The resumable upload's id (tus): the same file resumes into the same row. */
    uploadId: varchar({ length: 64 }).notNull().unique(),
    fileName: varchar({ length: 200 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 12 }).$type<TVideoStatus>().notNull().default('uploading'),
    /** Transcoding done, 0–100. */
    progress: smallint().notNull().default(0),
    durationSeconds: integer().notNull().default(0),
    renditions: jsonb().$type<TVideoRendition[]>().notNull().default([]),
    error: varchar({ length: 500 }).notNull().default(''),
    /** How many times a worker took it to transcode (a retry, or a take-over from a dead instance). */
    transcodes: smallint().notNull().default(0),
    /** The instance that took it last (platform/db/instance.ts): transcoding it now, or did. */
    transcodedBy: integer(),
    /** Its source is a live recording kept as numbered parts (platform/media/recording-parts.ts), not one file. */
    sourceParts: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_videos_owner').on(t.ownerId)],
);

/**
 * An uploaded PDF for document periods (SPEC library): kept outside the public files and read only
 * under signed grants, whole by students, its first pages by visitors.
 */
export const courseDocuments = pgTable(
  'course_documents',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    fileName: varchar({ length: 200 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    pageCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_documents_owner').on(t.ownerId)],
);

/**
 * A file a resource period hands out (SPEC resource: courseware, templates, data sets): any kind the
 * platform accepts by its bytes, kept outside the public files and downloaded under signed grants.
 */
export const courseFiles = pgTable(
  'course_files',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    fileName: varchar({ length: 200 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** The type its bytes were found to be, served as its content type. */
    mime: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_files_owner').on(t.ownerId)],
);

/**
 * A course bought through the payment gateways: open until paid or closed at its expiry; paying
 * enrols the buyer in the same transaction. Numbers start with C, so the gateways' notices find
 * their way here and not to meeting orders.
 */
export const courseOrders = pgTable(
  'course_orders',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull().unique(),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    buyerId: integer()
      .notNull()
      .references(() => users.id),
    status: varchar({ length: 8 }).$type<TOrderStatus>().notNull().default('open'),
    /** The price when ordered: a later price change never alters an order. */
    payableFen: integer().notNull(),
    payProvider: varchar({ length: 16 }).notNull().default(''),
    tradeNo: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /**
     * The seller asked for a refund: the shares came back and the student left in that transaction;
     * the gateway is called after it commits, again by a retry or the sweep until `refundedAt`.
     */
    refundRequestedAt: timestamp({ withTimezone: true }),
    /** A paid order the seller refunded: the money went back, the student left, the shares were taken back. */
    refundedAt: timestamp({ withTimezone: true }),
    refundReason: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_orders_buyer').on(t.buyerId, t.courseId),
    index('course_orders_course').on(t.courseId, t.createdAt),
    index('course_orders_refund_requested')
      .on(t.refundRequestedAt)
      .where(sql`${t.status} = 'paid' and ${t.refundRequestedAt} is not null`),
  ],
);

/**
 * Who may study a course: enrolled free, by a paid order, or as a VIP member (counted only while
 * the membership lasts).
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    source: varchar({ length: 8 }).$type<'free' | 'order' | 'vip'>().notNull(),
    orderId: integer().references(() => courseOrders.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last time any of its periods was studied: "my courses" lists the latest first. */
    studiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_enrolments_user').on(t.userId)],
);

/**
 * One person's study of one period: where they stopped (to resume there) and how many seconds
 * they really watched, credited no faster than the clock runs, so seeking to the end does not
 * finish a lesson; done once the watched share reaches the course's threshold.
 */
export const courseStudy = pgTable(
  'course_study',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    periodId: integer()
      .notNull()
      .references(() => coursePeriods.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** A video's place (seconds); a document's page on show. */
    positionSeconds: integer().notNull().default(0),
    /** A video's seconds really watched; a document's furthest page read in order. */
    watchedSeconds: integer().notNull().default(0),
    doneAt: timestamp({ withTimezone: true }),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodId] }),
    index('course_study_course').on(t.userId, t.courseId),
  ],
);

/**
 * A person's practice at an exercise (praxis) period of a course: how often they handed it in, their
 * best and last scores, and whether they ever reached the pass mark (which finishes the period).
 */
export const courseExerciseResults = pgTable(
  'course_exercise_results',
  {
    periodId: integer()
      .notNull()
      .references(() => coursePeriods.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    attempts: integer().notNull().default(0),
    bestScore: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
    lastScore: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
    passed: boolean().notNull().default(false),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.userId] })],
);

/**
 * The questions a random paper drew for a person's practice at an exercise period: kept from the
 * sheet to its hand-in, so the hand-in is marked against what was asked; the next sheet after a
 * hand-in draws anew, as a retaken exam does. A fixed paper's questions are the paper's, never drawn.
 */
export const courseExerciseDraws = pgTable(
  'course_exercise_draws',
  {
    periodId: integer()
      .notNull()
      .references(() => coursePeriods.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    questions: jsonb().$type<TAttemptQuestion[]>().notNull(),
    handedIn: boolean().notNull().default(false),
    drawnAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.userId] })],
);
