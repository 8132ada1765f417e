import { sql, type SQL } from 'drizzle-orm';

/** ts_rank counts an A word most and a D word least. */
export type TWeight = 'A' | 'B' | 'C' | 'D';

/** A tsvector from texts already segmented by jieba (platform/search/segment.ts); every text is a parameter. */
export const weightedVector = (parts: [TWeight, string][]): SQL =>
  sql.join(
    parts.map(([weight, text]) => sql`setweight(to_tsvector('simple', ${text}), ${weight}::"char")`),
    sql` || `,
  );

/** A word with a Latin letter or digit: typed letter by letter, so it may be the start of a longer one. */
const PARTIAL = /[a-z0-9]/;

/**
 * Every query word must match; a Latin one also as the start of a longer word (cardio finds
 * Cardiology). A Chinese word is a whole dictionary word already (jieba's search mode stored the
 * shorter words inside longer ones), and a prefix scan of the index for it costs more than it finds.
 * The words hold letters and digits only (segment.ts), so the query text needs no quoting.
 */
export const matchQuery = (words: string[]): SQL =>
  sql`to_tsquery('simple', ${words.map((word) => (PARTIAL.test(word) ? `${word}:*` : word)).join(' & ')})`;
