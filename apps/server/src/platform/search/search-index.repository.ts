import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, type TSearchKind } from '@huitang/contracts';
import { searchDocuments, searchPostings } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../db/client.ts';
import type { TSlice } from '../db/query.ts';
import { documentVector, documentWords, kindQuery, wordRank } from './kind-words.ts';
import { indexWords, isPartialWord } from './segment.ts';

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

type TIndexedTexts = Pick<TSearchDocument, 'title' | 'titleEn' | 'byline' | 'body'> & { kind: number };

/** Titles count most, then who made it, then the text; every word marked with the kind. */
const indexedWords = (doc: TIndexedTexts) =>
  documentWords(doc.kind, [
    ['A', indexWords(`${doc.title}\n${doc.titleEn ?? ''}`)],
    ['B', indexWords(doc.byline)],
    ['D', indexWords(doc.body)],
  ]);

/** A document's vector and its postings (each word with the rank a search of it alone gives). */
export const indexedForm = (doc: TIndexedTexts) => {
  const words = indexedWords(doc);
  return {
    vector: documentVector(words),
    postings: [...words].map(([word, at]) => ({ w: word, s: wordRank(at) })),
  };
};

/** The kind-marked word's first `limit` postings by rank, from the index alone. */
const postingsOfWord = (word: string, limit: number) =>
  sql`(select score, published_at, ref_id, kind from ${searchPostings} where word = ${word}
    order by score desc nulls last, published_at desc nulls last, ref_id desc nulls last limit ${limit})`;

/** A document's postings replaced by these (none when it leaves the index). */
const writePostings = async (
  db: TDbOrTx,
  doc: { kind: number; refId: number; publishedAt: Date },
  postings: { w: string; s: number }[],
) => {
  await db
    .delete(searchPostings)
    .where(and(eq(searchPostings.refId, doc.refId), eq(searchPostings.kind, doc.kind)));
  if (postings.length === 0) return;
  // One JSON parameter: an article's thousands of words would not fit a statement's parameters.
  await db.execute(sql`
    insert into ${searchPostings} (word, score, published_at, ref_id, kind)
    select w, s, ${doc.publishedAt.toISOString()}::timestamptz, ${doc.refId}, ${doc.kind}
    from jsonb_to_recordset(${JSON.stringify(postings)}::jsonb) as g(w text, s real)`);
};

/** What a search answers of each document found (the results page cuts its snippet from the body). */
export interface TFoundDocument {
  kind: number;
  refId: number;
  title: string;
  titleEn: string;
  body: string;
  cover: string;
  byline: string;
  publishedAt: Date;
}

const HIT_COLUMNS = {
  kind: searchDocuments.kind,
  refId: searchDocuments.refId,
  title: searchDocuments.title,
  titleEn: searchDocuments.titleEn,
  body: sql<string>`left(${searchDocuments.body}, ${SNIPPET_SOURCE_CHARS})`,
  cover: searchDocuments.cover,
  byline: searchDocuments.byline,
  publishedAt: searchDocuments.publishedAt,
};

const totalOf = (found: { rows: { total: number }[] }) => found.rows[0]?.total ?? 0;

/** One whole word: its postings in rank order give the page and the total, without ranking anything. */
const findOneWord = async (
  db: TDbOrTx,
  kinds: readonly number[],
  word: string,
  { offset, limit }: TSlice,
) => {
  const kindWords = kinds.map((kind) => `${kind}~${word}`);
  const ranked = sql.join(
    kindWords.map((kindWord) => postingsOfWord(kindWord, offset + limit)),
    sql` union all `,
  );
  // The page's documents come in the same statement: one round trip fewer than asking for them after.
  const [page, total] = await Promise.all([
    db.execute<Omit<TFoundDocument, 'publishedAt'> & { publishedAt: Date | string }>(sql`
      select d.kind, d.ref_id as "refId", d.title, d.title_en as "titleEn",
        left(d.body, ${SNIPPET_SOURCE_CHARS}) as body, d.cover, d.byline, d.published_at as "publishedAt"
      from (select * from (${ranked}) as found
        order by score desc, published_at desc, ref_id desc offset ${offset} limit ${limit}) as p
      join ${searchDocuments} d on d.ref_id = p.ref_id and d.kind = p.kind
      order by p.score desc, p.published_at desc, p.ref_id desc`),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from (select 1 from ${searchPostings}
        where word in (${sql.join(kindWords, sql`, `)}) limit ${SEARCH_COUNT_CAP + 1}) as found`),
  ]);
  const list = page.rows.map((hit) => ({ ...hit, publishedAt: new Date(hit.publishedAt) }));
  return { list, totalCount: totalOf(total) };
};

/** Several words (or a prefix): the documents the GIN index finds with all of them, ranked. */
const findAllWords = async (
  db: TDbOrTx,
  kinds: readonly number[],
  words: string[],
  { offset, limit }: TSlice,
) => {
  const query = sql`${kindQuery(kinds, words)}::tsquery`;
  const where = sql`${searchDocuments.words} @@ ${query}`;
  const [list, total] = await Promise.all([
    db
      .select(HIT_COLUMNS)
      .from(searchDocuments)
      .where(where)
      .orderBy(desc(sql`ts_rank(${searchDocuments.words}, ${query})`), desc(searchDocuments.publishedAt))
      .offset(offset)
      .limit(limit),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from (select 1 from ${searchDocuments} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as found`,
    ),
  ]);
  return { list, totalCount: totalOf(total) };
};

/**
 * The search index of every kind but meetings: the domains put a thing when it is listed or
 * changed and remove it when it is taken down, inside their own transaction.
 */
export const searchIndex = {
  async put(db: TDbOrTx, doc: TSearchDocument): Promise<void> {
    const { vector, postings } = indexedForm(doc);
    const row = { ...doc, titleEn: doc.titleEn ?? '', words: sql`${vector}::tsvector` };
    await db
      .insert(searchDocuments)
      .values(row)
      .onConflictDoUpdate({ target: [searchDocuments.refId, searchDocuments.kind], set: row });
    await writePostings(db, doc, postings);
  },

  async remove(db: TDbOrTx, kind: TSearchKind, refId: number): Promise<void> {
    await db
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, refId)));
    await writePostings(db, { kind, refId, publishedAt: new Date() }, []);
  },

  /**
   * Things of these kinds with every word, best match first, then the newest. The total stops at
   * SEARCH_COUNT_CAP: counting every one of 30,000 matches of a common word costs more than the page.
   * One whole word reads its postings in rank order (decision 038); several words, or a Latin word
   * that may start longer ones, rank the documents the GIN index finds.
   */
  find(db: TDbOrTx, kinds: readonly number[], words: string[], slice: TSlice) {
    const [only] = words;
    return words.length === 1 && only && !isPartialWord(only)
      ? findOneWord(db, kinds, only, slice)
      : findAllWords(db, kinds, words, slice);
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
        publishedAt: searchDocuments.publishedAt,
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
    for (const row of rows) {
      const { vector, postings } = indexedForm(row);
      // The update holds the row: a removal racing the rebuild waits, then takes the postings too.
      await db.transaction(async (tx) => {
        const kept = await tx
          .update(searchDocuments)
          .set({ words: sql`${vector}::tsvector` })
          .where(and(eq(searchDocuments.kind, row.kind), eq(searchDocuments.refId, row.refId)))
          .returning({ refId: searchDocuments.refId });
        if (kept.length > 0) await writePostings(tx, row, postings);
      });
    }
    const last = rows.at(-1);
    return last ? { kind: last.kind, refId: last.refId } : null;
  },
};
