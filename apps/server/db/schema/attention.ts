import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TAttentionKind } from '@huitang/contracts';
import { courses } from './course.ts';
import { users } from './user.ts';

/**
 * Whom a person follows (SPEC /account/attention): lecturers (by their user id) and institutions.
 * No foreign key on the target, which is one of two tables; the service checks it exists.
 */
export const attentions = pgTable(
  'attentions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: varchar({ length: 8 }).$type<TAttentionKind>().notNull(),
    targetId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    index('attentions_target').on(t.kind, t.targetId),
  ],
);

/** A person's favourite courses (SPEC /account/collection), newest first. */
export const courseCollections = pgTable(
  'course_collections',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_collections_user').on(t.userId, t.createdAt),
  ],
);
