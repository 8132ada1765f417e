import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TBlogStatus, TPostStatus, TReportKind } from '@huitang/contracts';
import { users } from './user.ts';

const at = () => timestamp({ withTimezone: true });

/** The labels posts are filed under (SPEC labelNo/labelName tabs), kept by the platform admin. */
export const communityLabels = pgTable('community_labels', {
  id: serial().primaryKey(),
  labelName: varchar({ length: 20 }).notNull(),
  labelNameEn: varchar({ length: 40 }).notNull().default(''),
  sort: integer().notNull().default(0),
  createdAt: at().notNull().defaultNow(),
});

/** A person's blog (SPEC blogger): made with their first article or their profile's save. */
export const bloggers = pgTable('bloggers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  introduction: varchar({ length: 300 }).notNull().default(''),
  /** Shown in the recommended-bloggers list (blogger/recommend/list); set by the platform admin. */
  isRecommended: boolean().notNull().default(false),
  createdAt: at().notNull().defaultNow(),
});

/**
 * A blog article: a draft saved as it is written, then published (or hidden by a moderator).
 * The counts are kept on the row so that lists and the hot ranking read no other table.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: serial().primaryKey(),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    title: varchar({ length: 100 }).notNull().default(''),
    cover: varchar({ length: 500 }).notNull().default(''),
    /** The first words of the text, for cards and the search snippet. */
    summary: varchar({ length: 300 }).notNull().default(''),
    /** Sanitised rich text (platform/html/sanitize.ts, the one policy of the platform). */
    content: text().notNull().default(''),
    labelIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    status: varchar({ length: 10 }).$type<TBlogStatus>().notNull().default('draft'),
    viewCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    publishedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index('blogs_author').on(t.authorId), index('blogs_published').on(t.status, t.publishedAt)],
);

export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId] })],
);

/** A comment on an article, or a reply under one (parentId: the comment the thread hangs from). */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: serial().primaryKey(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    parentId: integer().references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    /** Whom a reply answers, shown as "回复 某某". */
    replyToUserId: integer().references(() => users.id),
    content: text().notNull(),
    likeCount: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('blog_comments_blog').on(t.blogId, t.createdAt),
    index('blog_comments_author').on(t.authorId),
  ],
);

export const blogCommentLikes = pgTable(
  'blog_comment_likes',
  {
    commentId: integer()
      .notNull()
      .references(() => blogComments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A question (SPEC /question): asked under labels, answered, one answer accepted by the asker. */
export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    title: varchar({ length: 100 }).notNull(),
    /** Sanitised rich text: what the asker tried, the details. */
    content: text().notNull().default(''),
    labelIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    answerCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    acceptedAnswerId: integer(),
    /** published; pending while a moderator reviews it (a sensitive word); hidden by a moderator. */
    status: varchar({ length: 10 }).$type<TPostStatus>().notNull().default('published'),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index('questions_author').on(t.authorId), index('questions_created').on(t.createdAt)],
);

/** One person's answer to a question (one each: answering again edits it), scored by votes. */
export const answers = pgTable(
  'answers',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    content: text().notNull(),
    /** Up votes less down votes, kept with the votes in one transaction. */
    score: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    status: varchar({ length: 10 }).$type<TPostStatus>().notNull().default('published'),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_one_per_person').on(t.questionId, t.authorId),
    index('answers_author').on(t.authorId),
  ],
);

/** One vote per person and answer: +1 or -1, changeable. */
export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: integer()
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    value: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] })],
);

/** A comment under an answer (plain text). */
export const answerComments = pgTable(
  'answer_comments',
  {
    id: serial().primaryKey(),
    answerId: integer()
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    content: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('answer_comments_answer').on(t.answerId, t.createdAt)],
);

/** Words the platform admin keeps out of the community: a post with one waits for review (decision 035). */
export const sensitiveWords = pgTable('sensitive_words', {
  word: varchar({ length: 30 }).primaryKey(),
  createdAt: at().notNull().defaultNow(),
});

/**
 * A reader's report of a post (kind blog, question or answer), one per reader and post; a
 * moderator's decision closes every open report of the post.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 10 }).$type<TReportKind>().notNull(),
    refId: integer().notNull(),
    reporterId: integer()
      .notNull()
      .references(() => users.id),
    reason: varchar({ length: 200 }).notNull(),
    createdAt: at().notNull().defaultNow(),
    resolvedAt: at(),
  },
  (t) => [
    uniqueIndex('content_reports_once').on(t.kind, t.refId, t.reporterId),
    index('content_reports_open').on(t.resolvedAt, t.kind, t.refId),
  ],
);
