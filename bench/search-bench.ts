import { performance } from 'node:perf_hooks';
import { dict } from '@node-rs/jieba/dict.js';
import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/platform/db/client.ts';
import { indexedForm, searchIndex } from '../apps/server/src/platform/search/search-index.repository.ts';
import { indexWords, queryWords } from '../apps/server/src/platform/search/segment.ts';
import { meetingRepository } from '../apps/server/src/modules/meeting/meeting.repository.ts';
import { meetingSearchWords } from '../apps/server/src/modules/meeting/search-vector.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

export interface TQueryClass {
  name: string;
  queries: number;
  /** How many documents of the tab's kind the median query matched. */
  medianMatches: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface TSearchBenchResult {
  documents: number;
  generateSeconds: number;
  /** One document put through the real write (jieba, vector, upsert) on the full index. */
  writeMsPerDocument: number;
  /** Of which jieba's cutting alone. */
  segmentMsPerDocument: number;
  classes: TQueryClass[];
  /** The meeting tab's queries of every class: its own table and vector (decision 009). */
  meetings: TQueryClass;
  /** The same mixed queries through the HTTP call (/system/api/search/list). */
  httpP95: number;
}

const VOCABULARY = 20_000;
const FIRST_REF = 100_000_000;
const BATCH = 2000;
/** Meetings (0, their own table) and the index's eight kinds, in turn. */
const KINDS = 9;

/** A small deterministic generator (mulberry32), so every run indexes the same documents. */
const random = (() => {
  let state = 20_261_127;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
})();

/** Words of two to four Han characters from jieba's own dictionary, most frequent first. */
const vocabulary = (): string[] => {
  const lines = Buffer.from(dict).toString('utf8').split('\n');
  const words = lines
    .map((line) => line.split(' '))
    .filter(([word, frequency]) => /^[\u4e00-\u9fff]{2,4}$/.test(word ?? '') && Number(frequency) >= 20)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
    .map(([word]) => word!);
  return words.slice(0, VOCABULARY);
};

/** Zipf's law (s = 1) over the vocabulary: word k is drawn with weight 1/k, as in real text. */
const zipfPicker = (words: string[]) => {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank += 1) cumulative.push((total += 1 / rank));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
};

/** Words run together as Chinese is written, a comma now and then (so jieba meets real boundaries too). */
const sentence = (pick: () => string, count: number) =>
  Array.from({ length: count }, () => `${pick()}${random() < 0.4 ? '，' : ''}`).join('');

const millis = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
};

const queryClass = (name: string, latencies: number[], matches: number[]): TQueryClass => ({
  name,
  queries: latencies.length,
  medianMatches: millis(matches, 0.5),
  p50: millis(latencies, 0.5),
  p95: millis(latencies, 0.95),
  p99: millis(latencies, 0.99),
});

/**
 * Generated meetings, listed, written as a save writes them: their vector from the same weighted
 * words (decision 009), the title as the name, the byline as the organiser, the text as the introduction.
 */
const insertMeetings = async (
  db: ReturnType<typeof createDb>,
  template: number,
  rows: { ref: number; title: string; body: string; byline: string }[],
) => {
  const payload = rows.map((row) => {
    const [a, b, c, d] = meetingSearchWords({
      meetingName: row.title,
      organizer: row.byline,
      introduction: row.body,
    }).map(([, text]) => text);
    return { ...row, a, b, c, d };
  });
  await db.execute(sql`
    insert into meetings (creator_id, org_id, meeting_name, organizer, introduction, start_time, end_time,
      meeting_status, search_vector)
    select t.creator_id, t.org_id, g.title, g.byline, g.body, now() + (g.ref % 1000) * interval '1 hour',
      now() + (g.ref % 1000) * interval '1 hour' + interval '2 days', 1,
      setweight(to_tsvector('simple', g.a), 'A') || setweight(to_tsvector('simple', g.b), 'B')
        || setweight(to_tsvector('simple', g.c), 'C') || setweight(to_tsvector('simple', g.d), 'D')
    from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
      as g(ref int, title text, body text, byline text, a text, b text, c text, d text)
    cross join (select creator_id, org_id from meetings where id = ${template}) t`);
};

/**
 * Issue 21's search figures: `documents` generated articles (titles and texts drawn from jieba's
 * dictionary by Zipf's law, spread over meetings and the index's eight kinds) indexed the way the platform
 * indexes, then
 * queries of rare, middling and common words and of two words, timed at the repository and over HTTP.
 */
export const measureSearch = async (
  post: TPost,
  databaseUrl: string,
  { documents, queriesPerClass }: { documents: number; queriesPerClass: number },
): Promise<TSearchBenchResult> => {
  const db = createDb(databaseUrl, 4);
  const words = vocabulary();
  const pick = zipfPicker(words);
  const started = performance.now();
  // Postings load first and get their indexes after, sorted in one pass, as a bulk load is done.
  const postingIndexes = await db.execute<{ name: string; def: string }>(
    sql`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'search_postings' or indexname = 'meetings_search'`,
  );
  for (const { name } of postingIndexes.rows) await db.execute(sql.raw(`drop index ${name}`));
  // Generated meetings belong to the demo's first listed meeting's organisation and organiser.
  const template = (
    await db.execute<{ id: number }>(
      sql`select id from meetings where meeting_status = 1 and org_id is not null order by id limit 1`,
    )
  ).rows[0]!.id;
  for (let first = 0; first < documents; first += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, documents - first) }, (_, i) => {
      const title = sentence(pick, 3 + Math.floor(random() * 4));
      const body = sentence(pick, 30 + Math.floor(random() * 40));
      const byline = words[Math.floor(random() * 500)]!;
      return { ref: FIRST_REF + first + i, kind: (first + i) % KINDS, title, body, byline };
    });
    await insertMeetings(
      db,
      template,
      rows.filter((row) => row.kind === 0),
    );
    const indexed = rows.filter((row) => row.kind > 0).map((row) => ({ row, ...indexedForm(row) }));
    const payload = indexed.map(({ row, vector }) => ({ ...row, words: vector }));
    const postings = indexed.flatMap(({ row, postings: own }) =>
      own.map(({ w, s }) => ({ w, s, ref: row.ref, kind: row.kind })),
    );
    // One JSON parameter for the whole batch: thousands of separate parameters would not fit a statement.
    await db.execute(sql`
      insert into search_documents (kind, ref_id, title, body, byline, published_at, words)
      select kind, ref, title, body, byline, now() - (ref % 1000) * interval '1 hour', words::tsvector
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
        as g(kind int, ref int, title text, body text, byline text, words text)
      on conflict (ref_id, kind) do nothing`);
    await db.execute(sql`
      insert into search_postings (word, score, published_at, ref_id, kind)
      select w, s, now() - (ref % 1000) * interval '1 hour', ref, kind
      from jsonb_to_recordset(${JSON.stringify(postings)}::jsonb) as g(w text, s real, ref int, kind int)`);
  }
  await db.execute(sql`set maintenance_work_mem = '1GB'`);
  for (const { def } of postingIndexes.rows) await db.execute(sql.raw(def));
  await db.execute(sql`vacuum analyze search_documents`);
  await db.execute(sql`vacuum analyze search_postings`);
  await db.execute(sql`vacuum analyze meetings`);
  const generateSeconds = Math.round((performance.now() - started) / 1000);

  // The write path of every domain, one document at a time, on the full index.
  const writes = 1000;
  const samples = Array.from({ length: writes }, () => ({
    title: sentence(pick, 5),
    body: sentence(pick, 50),
    byline: words[7]!,
  }));
  const segmentStart = performance.now();
  for (const doc of samples) indexWords(`${doc.title}\n${doc.byline}\n${doc.body}`);
  const segmentMsPerDocument = (performance.now() - segmentStart) / writes;
  const writeStart = performance.now();
  for (const [i, doc] of samples.entries())
    await searchIndex.put(db, {
      kind: 6,
      refId: FIRST_REF + documents + i,
      ...doc,
      cover: '',
      publishedAt: new Date(),
    });
  const writeMsPerDocument = (performance.now() - writeStart) / writes;

  const ranked = (from: number, to: number) => () => words[from + Math.floor(random() * (to - from))]!;
  // Every tab: meetings (0), courses with document libraries (1, 3), then one kind each.
  const tabs = [0, 1, 2, 4, 5, 6, 7, 8];
  const classes: [string, () => string][] = [
    ['rare word (rank 5,000–20,000)', ranked(5000, VOCABULARY)],
    ['middling word (rank 500–5,000)', ranked(500, 5000)],
    ['common word (rank 50–500)', ranked(50, 500)],
    ['two words (middling + common)', () => `${ranked(500, 5000)()} ${ranked(50, 500)()}`],
  ];
  const results: TQueryClass[] = [];
  const mixed: string[] = [];
  const meetingTab = { latencies: [] as number[], matches: [] as number[] };
  for (const [name, draw] of classes) {
    const latencies: number[] = [];
    const matches: number[] = [];
    for (let i = 0; i < queriesPerClass; i += 1) {
      const keyword = draw();
      const type = tabs[i % tabs.length]!;
      mixed.push(`${type}|${keyword}`);
      const at = performance.now();
      const slice = { offset: 0, limit: 20 };
      const found =
        type === 0
          ? await meetingRepository.search(db, queryWords(keyword), slice)
          : await searchIndex.find(db, type === 1 ? [1, 3] : [type], queryWords(keyword), slice);
      latencies.push(performance.now() - at);
      matches.push(found.totalCount);
      if (type === 0) {
        meetingTab.latencies.push(latencies.at(-1)!);
        meetingTab.matches.push(found.totalCount);
      }
    }
    results.push(queryClass(name, latencies, matches));
  }
  const http: number[] = [];
  for (const entry of mixed) {
    const [type, keyword] = entry.split('|');
    const at = performance.now();
    await (type === '0'
      ? post('/apis/meeting/api/meeting/info/search/list', { keyword, pageSize: 20 })
      : post('/apis/system/api/search/list', { type: Number(type), keyword, pageSize: 20 }));
    http.push(performance.now() - at);
  }
  await db.$client.end();
  return {
    documents,
    generateSeconds,
    writeMsPerDocument: Math.round(writeMsPerDocument * 100) / 100,
    segmentMsPerDocument: Math.round(segmentMsPerDocument * 100) / 100,
    classes: results,
    meetings: queryClass(
      'meetings alone (tab 0, every class above)',
      meetingTab.latencies,
      meetingTab.matches,
    ),
    httpP95: millis(http, 0.95),
  };
};

export const searchSection = (result: TSearchBenchResult) => [
  '## Search at a million documents',
  '',
  `${result.documents.toLocaleString('en')} generated documents (titles and texts drawn from jieba's dictionary by Zipf's law,`,
  `spread in turn over meetings and the index's eight kinds: one in nine is a listed meeting in the meetings table with`,
  `its own weighted vector, decision 009), their vectors and their postings (one row per word of a document) loaded in`,
  `${result.generateSeconds} s — postings and the meetings' GIN index in bulk with their indexes built after, as a bulk load`,
  'is done. Each query asks one tab (meetings among them) for its first 20 by rank, with the total, timed at the',
  'repository (the SQL the call runs):',
  '',
  '| query | queries | median matches | p50 ms | p95 ms | p99 ms |',
  '|---|---|---|---|---|---|',
  ...result.classes.map(
    (c) => `| ${c.name} | ${c.queries} | ${c.medianMatches} | ${c.p50} | ${c.p95} | ${c.p99} |`,
  ),
  `| ${result.meetings.name} | ${result.meetings.queries} | ${result.meetings.medianMatches} | ${result.meetings.p50} | ${result.meetings.p95} | ${result.meetings.p99} |`,
  '',
  `The same queries through their calls (POST /system/api/search/list; /meeting/api/meeting/info/search/list for meetings), one at a time: p95 ${result.httpP95} ms.`,
  `Writing one document (a 50-word article) through the index's put on the full table: ${result.writeMsPerDocument} ms, of which`,
  `jieba's cutting ${result.segmentMsPerDocument} ms.`,
  `Goal: search p95 at or under 10 ms at 1,000,000 documents: ${
    [...result.classes, result.meetings].every((c) => c.p95 <= 10)
      ? 'met for every kind of query'
      : 'not met for every kind of query'
  }. One word reads its postings in`,
  "rank order (the rank PostgreSQL's ts_rank gives, kept per word and document) and its page's",
  'documents; several words rank what the GIN index finds with all of them (decisions 033, 038). A meeting',
  "query ranks what the meetings' GIN index finds (decision 009).",
  '',
];
