import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type TSearchKind } from '@huitang/contracts';
import { searchDocuments } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../db/client.ts';
import type { TSlice } from '../db/query.ts';
import { documentVector, kindQuery } from './kind-words.ts';
import { indexWords } from './segment.ts';

/** What a domain hands the index about one listed thing (decision 033). */
export interface TSearchDocument {
  kind: TSearchKind;
  refId: number;
  title: string;
  titleEn?: string;
  /** Plain text (no tags): the introduction, the article. */
  body: string;
  cover: string;
  byline: string;
  publishedAt: Date;
}

/** How much of a body a search answer reads to cut its snippet from. */
const SNIPPET_SOURCE_CHARS = 4000;

/** Titles count most, then who made it, then the text; every word marked with the kind. */
export const vectorText = (
  doc: Pick<TSearchDocument, 'title' | 'titleEn' | 'byline' | 'body'> & { kind: number },
) =>
  documentVector(doc.kind, [
    ['A', indexWords(`${doc.title}\n${doc.titleEn ?? ''}`)],
    ['B', indexWords(doc.byline)],
    ['D', indexWords(doc.body)],
  ]);
const vectorOf = (doc: Parameters<typeof vectorText>[0]) => sql`${vectorText(doc)}::tsvector`;

/**
 * The search index of every kind but meetings: the domains put a thing when it is listed or
 * changed and remove it when it is taken down, inside their own transaction.
 */
export const searchIndex = {
  async put(db: TDbOrTx, doc: TSearchDocument): Promise<void> {
    const row = { ...doc, titleEn: doc.titleEn ?? '', words: vectorOf(doc) };
    await db
      .insert(searchDocuments)
      .values(row)
      .onConflictDoUpdate({ target: [searchDocuments.refId, searchDocuments.kind], set: row });
  },

  async remove(db: TDbOrTx, kind: TSearchKind, refId: number): Promise<void> {
    await db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, refId)));
  },

  /**
   * Things of these kinds with every word, best match first, then the newest. The total stops at
   * SEARCH_COUNT_CAP: counting every one of 30,000 matches of a common word costs more than the page.
   */
  async find(db: TDbOrTx, kinds: readonly number[], words: string[], { offset, limit }: TSlice) {
    const query = sql`${kindQuery(kinds, words)}::tsquery`;
    const where = sql`${searchDocuments.words} @@ ${query}`;
    const [list, total] = await Promise.all([
      db
        .select({
          kind: searchDocuments.kind,
          refId: searchDocuments.refId,
          title: searchDocuments.title,
          titleEn: searchDocuments.titleEn,
          body: sql<string>`left(${searchDocuments.body}, ${SNIPPET_SOURCE_CHARS})`,
          cover: searchDocuments.cover,
          byline: searchDocuments.byline,
          publishedAt: searchDocuments.publishedAt,
        })
        .from(searchDocuments)
        .where(where)
        .orderBy(desc(sql`ts_rank(${searchDocuments.words}, ${query})`), desc(searchDocuments.publishedAt))
        .offset(offset)
        .limit(limit),
      db.execute<{ total: number }>(
        sql`select count(*)::int as total from (select 1 from ${searchDocuments} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as found`,
      ),
    ]);
    return { list, totalCount: total.rows[0]?.total ?? 0 };
  },

  /**
   * Rebuilds the vectors of the next `limit` documents after `after` from their kept texts (after
   * the dictionary changed); answers the last one done, or null when none were left.
   */
  async reindexAfter(db: TDbOrTx, after: { kind: number; refId: number } | null, limit: number) {
    const rows = await db
      .select({
        kind: searchDocuments.kind,
        refId: searchDocuments.refId,
        title: searchDocuments.title,
        titleEn: searchDocuments.titleEn,
        byline: searchDocuments.byline,
        body: searchDocuments.body,
      })
      .from(searchDocuments)
      .where(
        after
          ? or(
              gt(searchDocuments.refId, after.refId),
              and(eq(searchDocuments.refId, after.refId), gt(searchDocuments.kind, after.kind)),
            )
          : undefined,
      )
      .orderBy(asc(searchDocuments.refId), asc(searchDocuments.kind))
      .limit(limit);
    for (const row of rows)
      await db
        .update(searchDocuments)
        .set({ words: vectorOf(row) })
        .where(and(eq(searchDocuments.kind, row.kind), eq(searchDocuments.refId, row.refId)));
    const last = rows.at(-1);
    return last ? { kind: last.kind, refId: last.refId } : null;
  },
};
