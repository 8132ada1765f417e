import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { searchIndex, type TSearchDocument } from './search-index.repository.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIRST = 900_000;
const doc = (refId: number, title: string, body: string, hoursAgo = 0): TSearchDocument => ({
  kind: 6,
  refId: FIRST + refId,
  title,
  body,
  byline: '',
  cover: '',
  publishedAt: new Date(Date.parse('2026-11-01T00:00:00Z') - hoursAgo * 3_600_000),
});
/** This file's documents found (the demo's own blog posts left aside). */
const ids = async (words: string[], offset = 0, limit = 20) =>
  (await searchIndex.find(t.db, [6], words, { offset, limit })).list
    .map((hit) => hit.refId - FIRST)
    .filter((id) => id > 0);

describe('the search index', () => {
  it("orders a one-word search from its postings exactly as PostgreSQL's ts_rank orders the documents", async () => {
    const texts: [string, string][] = [
      ['随访方案', '房颤患者的随访。'],
      ['房颤的抗凝治疗', '抗凝。'],
      ['卒中预防', '房颤，房颤，再说房颤。'],
      ['房颤消融与房颤复发', '术后房颤。'],
      ['指南解读', '提到一次房颤。'],
    ];
    for (const [i, [title, body]] of texts.entries()) await searchIndex.put(t.db, doc(i + 1, title, body, i));
    const byPostings = await ids(['房颤']);
    const byRank = await t.db.execute<{ ref_id: number }>(sql`
      select ref_id from search_documents where words @@ '''6~房颤'''::tsquery and ref_id >= ${FIRST}
      order by ts_rank(words, '''6~房颤'''::tsquery) desc, published_at desc`);
    expect(byPostings).toEqual(byRank.rows.map((row) => row.ref_id - FIRST));
    expect(byPostings).toHaveLength(5);
    // Titles first, the one that says it twice ahead; among texts, the one that says it most.
    expect(byPostings).toEqual([4, 2, 3, 1, 5]);
    // A later page is the same order's next slice (the demo's own posts included).
    const every = async (offset: number, limit: number) =>
      (await searchIndex.find(t.db, [6], ['房颤'], { offset, limit })).list.map((hit) => hit.refId);
    expect(await every(1, 2)).toEqual((await every(0, 50)).slice(1, 3));
    const everywhere = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_documents where words @@ '''6~房颤'' | ''7~房颤'''::tsquery`,
    );
    const { totalCount } = await searchIndex.find(t.db, [6, 7], ['房颤'], { offset: 0, limit: 1 });
    expect(totalCount).toBe(everywhere.rows[0]!.n);
  });

  it('follows edits and removals: a word taken out of a text, or a removed document, is found no more', async () => {
    await searchIndex.put(t.db, doc(11, '心律失常进展', '血压的控制。'));
    expect(await ids(['血压'])).toEqual([11]);
    await searchIndex.put(t.db, doc(11, '心律失常进展', '血糖的控制。'));
    expect(await ids(['血压'])).toEqual([]);
    expect(await ids(['血糖'])).toEqual([11]);
    await searchIndex.remove(t.db, 6, FIRST + 11);
    expect(await ids(['血糖'])).toEqual([]);
    const left = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from search_postings where ref_id = ${FIRST + 11}`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('rebuilds postings with the vectors, and two words still need both', async () => {
    await searchIndex.put(t.db, doc(21, '冠脉造影', '造影剂肾病的预防。'));
    await searchIndex.put(t.db, doc(22, '冠脉支架', '支架内再狭窄。'));
    await t.db.execute(sql`delete from search_postings where ref_id in (${FIRST + 21}, ${FIRST + 22})`);
    expect(await ids(['冠脉'])).toEqual([]);
    let after = null;
    do after = await searchIndex.reindexAfter(t.db, after, 500);
    while (after);
    expect((await ids(['冠脉'])).sort()).toEqual([21, 22]);
    expect(await ids(['冠脉', '支架'])).toEqual([22]);
  });
});
