import { index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What the resumable-upload service (platform/upload) knows of each tus upload, shared by every
 * instance: the tus store's record (its length, metadata and, on S3, the multipart upload's id)
 * under the store that wrote it. The bytes are in the storage (local disk or S3); the lock of an
 * upload being written is a PostgreSQL advisory lock, so any instance may take its next PATCH.
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    /** Which service's uploads (course videos, replays): one tus store each. */
    store: varchar({ length: 40 }).notNull(),
    /** The tus upload's id, which is also its key in the storage. */
    id: text().notNull(),
    /** JSON as text: jsonb refuses the \u0000 a browser may put in a file's name, which tus keeps as sent. */
    value: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.id] }),
    index('resumable_uploads_created').on(t.store, t.createdAt),
  ],
);
