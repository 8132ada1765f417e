import { sql, type SQL } from 'drizzle-orm';

/** ts_rank counts an A word most and a D word least. */
export type TWeight = 'A' | 'B' | 'C' | 'D';

/** A tsvector from texts already segmented by jieba (platform/search/segment.ts); every text is a parameter. */
export const weightedVector = (parts: [TWeight, string][]): SQL =>
  sql.join(
    parts.map(([weight, text]) => sql`setweight(to_tsvector('simple', ${text}), ${weight}::"char")`),
    sql` || `,
  );

/**
 * Every query word must match, each also as the start of a longer word (cardio finds Cardiology).
 * The words hold letters and digits only (segment.ts), so the query text needs no quoting.
 */
export const matchQuery = (words: string[]): SQL =>
  sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
