import { isPartialWord } from '../search/segment.ts';
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
 * Every query word must match; a Latin one also as the start of a longer word (cardio finds
 * Cardiology), a Chinese one exactly (segment.ts, isPartialWord). The words hold letters and digits
 * only, so the query text needs no quoting.
 */
export const matchQuery = (words: string[]): SQL =>
  sql`to_tsquery('simple', ${words.map((word) => (isPartialWord(word) ? `${word}:*` : word)).join(' & ')})`;
