import {
  customType,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text document; written and matched in SQL only, never read. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What visitors find by search (decision 033): one row per listed thing of every kind but
 * meetings (which keep their own vector, decision 009), written by the thing's domain when it is
 * listed or changed and deleted when it is taken down. The texts are kept so that a dictionary
 * change can rebuild every vector without asking each domain again.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The SPEC search type (1 vod, 2 live, 4 resource, 5 exam, 6 blog, 7 question, 8 info; 3 libraries). */
    kind: smallint().notNull(),
    refId: integer().notNull(),
    title: varchar({ length: 300 }).notNull(),
    titleEn: varchar({ length: 300 }).notNull().default(''),
    /** Plain text the snippet is cut from (introduction, article text). */
    body: text().notNull().default(''),
    cover: varchar({ length: 500 }).notNull().default(''),
    /** Who made it (lecturer, institution, author), shown under the title and found by. */
    byline: varchar({ length: 200 }).notNull().default(''),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    words: tsvector().notNull(),
  },
  (t) => [
    // The id first, and a unique index (drizzle orders a primary key's columns as the table's): a key
    // led by the kind tempts the planner to AND a whole kind's rows into every search (measured: 9 ms
    // of a 16 ms query at 100,000 documents); the kind is checked on the few rows the words find.
    uniqueIndex('search_documents_ref').on(t.refId, t.kind),
    // Without fastupdate: a search would otherwise read the whole pending list (up to 4 MB) before the
    // index proper, a few milliseconds each time; a write pays for it instead (bench/RESULTS.md).
    index('search_documents_words').using('gin', t.words).with({ fastupdate: false }),
  ],
);

/**
 * The index's postings (decision 038): one row per word of a document, with the rank a search of
 * that word alone gives it, so a one-word search reads its first page and its count in the word's
 * order from a btree instead of ranking every document that has the word. Written with the vector.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    /** The kind-marked word, as in the vector (`6~房颤`). */
    word: text().notNull(),
    /** ts_rank of the document for this one word (kind-words.ts, wordRank). */
    score: real().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    refId: integer().notNull(),
    kind: smallint().notNull(),
  },
  (t) => [
    // A word's page in rank order, answered from the index alone (the ids are in it).
    index('search_postings_rank').on(t.word, t.score.desc(), t.publishedAt.desc(), t.refId.desc(), t.kind),
    // A document's postings, to replace them when it changes.
    index('search_postings_document').on(t.refId, t.kind),
  ],
);

/** Words the platform admin teaches jieba (medical and technical compounds it would split). */
export const searchDictionaryWords = pgTable('search_dictionary_words', {
  word: varchar({ length: 20 }).primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
