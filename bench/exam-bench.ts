import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/platform/db/client.ts';
import { bulkUsers } from '../apps/server/test/bulk-users.ts';
import { startTimeline } from './exam-timeline.ts';
import { openPeopleClient, percentile } from './signup-rush.ts';

type TPeopleClient = ReturnType<typeof openPeopleClient>;

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

/** One phase of saves or hand-ins: what was offered, what came back, and how long it took. */
export interface TExamPhase {
  /** `open` at a fixed offered rate, or `closed` with every candidate's next request sent on the last's answer. */
  loop: 'open' | 'closed';
  sent: number;
  /** Requests per second offered (open loop); the candidates in flight for a closed loop. */
  offered: number;
  acknowledged: number;
  perSecond: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TExamRushResult {
  candidates: number;
  saves: TExamPhase[];
  handIn: TExamPhase;
  /** Answers the server said it saved that the database does not hold. */
  lost: number;
  /** Attempts whose marks do not add up to their score. */
  misMarked: number;
}

/** A repeatable random stream (mulberry32), so every run offers the same arrivals. */
const randomStream = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * Departure times (ms) of `count` requests arriving at `perSecond` on average, each independent of the
 * others (a Poisson process: exponential gaps), as many people acting on their own clocks arrive.
 */
const poissonTimes = (count: number, perSecond: number, seed: number) => {
  const random = randomStream(seed);
  let at = 0;
  return Array.from({ length: count }, () => (at += (-Math.log(1 - random()) * 1000) / perSecond));
};

/**
 * With BENCH_PG_STATS=1, the statements that took the database's time in each phase (pg_stat_statements,
 * which the bench's PostgreSQL loads), printed to stderr: where a save or a hand-in spends it.
 */
const pgStats = async (db: ReturnType<typeof createDb>, phase: string) => {
  if (!process.env.BENCH_PG_STATS) return;
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  if (phase !== 'reset') {
    const top = await db.execute<{ calls: number; total_ms: number; mean_ms: number; query: string }>(sql`
      select calls::int, round(total_exec_time)::int as total_ms, round(mean_exec_time::numeric, 2)::float as mean_ms,
        left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 160) as query
      from pg_stat_statements order by total_exec_time desc limit 10`);
    console.error(`\npg_stat_statements, ${phase}:`);
    console.table(top.rows);
  }
  await db.execute(sql`select pg_stat_statements_reset()`);
};

/** What each candidate answers on the demo paper, question by question (answerable ones). */
const answerFor = (kind: string, index: number): unknown =>
  kind === 'single'
    ? 'B'
    : kind === 'multiple'
      ? ['A', 'B']
      : kind === 'judge'
        ? index % 2 === 0
        : kind === 'fill'
          ? ['心房', '心室']
          : `简答 ${index}：胸痛持续不缓解，伴大汗。`;

/**
 * Sets the demo paper's exam up for `candidates` signed-in people, who all start it; then the saves
 * they will send (every answer a save of its own, twice per question as people change their minds),
 * question by question across the candidates, so at a fixed rate each candidate saves one answer
 * every candidates / rate seconds. Shared by the rush below and `profile-exam.ts`.
 */
export const sitExam = async (
  post: TPost,
  databaseUrl: string,
  { candidates, lecturerToken, client }: { candidates: number; lecturerToken: string; client: TPeopleClient },
) => {
  const call = async <T>(path: string, body: unknown, token: string) =>
    (JSON.parse(await post(`/apis${path}`, body, { token })) as { data: T }).data;
  const papers = await call<{ list: { id: number }[] }>(
    '/exam/auth/paper/list',
    { keyword: '心血管基础测验' },
    lecturerToken,
  );
  const exam = await call<{ id: number }>(
    '/exam/auth/exam/save',
    {
      paperId: papers.list[0]!.id,
      examName: `基准测试：${candidates} 人同时考试`,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      minutes: 60,
      isPublished: true,
    },
    lecturerToken,
  );
  const db = createDb(databaseUrl, 2);
  const people = await bulkUsers(db, candidates);
  // Each candidate starts on a connection of their own, which they keep for their saves and hand-in.
  const started = await client.run({
    requests: people.map(({ token }) => ({
      path: '/apis/exam/auth/attempt/start',
      token,
      body: { examId: exam.id },
    })),
    concurrency: 100,
    keepReplies: true,
  });
  const sheets = people.map(({ token }, i) => {
    const sheet = started.replies![i] as {
      attempt: { id: number };
      questions: { questionId: number; kind: string; children: { questionId: number; kind: string }[] }[];
    };
    const questions = sheet.questions.flatMap((q) => (q.kind === 'material' ? q.children : [q]));
    return { token, attemptId: sheet.attempt.id, questions };
  });
  const most = Math.max(...sheets.map((s) => s.questions.length));
  const requests = [0, 1].flatMap((round) =>
    Array.from({ length: most }, (_, index) =>
      sheets.flatMap(({ token, attemptId, questions }) => {
        const q = questions[index];
        if (!q) return [];
        return [
          {
            path: '/apis/exam/auth/attempt/answer',
            token,
            body: { attemptId, questionId: q.questionId, answer: answerFor(q.kind, index + round) },
          },
        ];
      }),
    ).flat(),
  );
  return { db, sheets, requests };
};

/**
 * Issue 20's exam rush: `candidates` signed-in people start the demo paper's exam, then answer (every
 * answer a save of its own, twice per question as people change their minds) at each offered rate in
 * turn (open loop), then as fast as the server answers (closed loop), then all hand in within one
 * second. Afterwards the database is read: every save the server acknowledged must be there, and every
 * attempt's score must equal the sum of its marks.
 */
export const examRush = async (
  post: TPost,
  { baseUrl, databaseUrl }: { baseUrl: string; databaseUrl: string },
  {
    candidates,
    lecturerToken,
    offeredRates,
  }: { candidates: number; lecturerToken: string; offeredRates: number[] },
): Promise<TExamRushResult> => {
  // The candidates' browsers: each keeps the connections it opened (decision 030, fourth pass).
  const client = openPeopleClient(baseUrl);
  const { db, sheets, requests } = await sitExam(post, databaseUrl, { candidates, lecturerToken, client });
  const phase = (
    loop: TExamPhase['loop'],
    offered: number,
    sent: { codes: number[]; latencies: number[]; seconds: number },
  ): TExamPhase => {
    const acknowledged = sent.codes.filter((c) => c === 200).length;
    return {
      loop,
      sent: sent.codes.length,
      offered,
      acknowledged,
      perSecond: Math.round(acknowledged / sent.seconds),
      seconds: Math.round(sent.seconds * 10) / 10,
      p50: percentile(sent.latencies, 50),
      p99: percentile(sent.latencies, 99),
      max: percentile(sent.latencies, 100),
    };
  };
  const acknowledged = new Set<string>();
  const saves: TExamPhase[] = [];
  const savePhase = async (loop: TExamPhase['loop'], offered: number) => {
    await pgStats(db, 'reset');
    const at = loop === 'open' ? poissonTimes(requests.length, offered, offered) : undefined;
    const timeline = at && startTimeline(db);
    const sent = await client.run({ requests, concurrency: candidates, at });
    await timeline?.(at!, sent);
    await pgStats(db, `answer saves, ${loop} loop`);
    requests.forEach((r, i) => {
      if (sent.codes[i] === 200) acknowledged.add(`${r.body.attemptId}:${r.body.questionId}`);
    });
    saves.push(phase(loop, offered, sent));
  };
  // Candidates answering on their own clocks at the offered rates, then as fast as the server goes.
  for (const rate of offeredRates) await savePhase('open', rate);
  await savePhase('closed', candidates);
  // All hand in within one second, each at a moment of its own.
  const handIns = sheets.map(({ token, attemptId }) => ({
    path: '/apis/exam/auth/attempt/submit',
    token,
    body: { attemptId },
  }));
  const handedIn = await client.run({
    requests: handIns,
    concurrency: candidates,
    at: poissonTimes(handIns.length, handIns.length, 1).map((t, i, all) => (t * 1000) / all.at(-1)!),
  });
  await pgStats(db, 'hand-ins');
  await client.close();
  const attemptIds = sheets.map((s) => s.attemptId);
  const stored = await db.execute<{ key: string }>(
    sql`select attempt_id || ':' || question_id as key from exam_answers where attempt_id in ${attemptIds}`,
  );
  const storedKeys = new Set(stored.rows.map((row) => row.key));
  const misMarked = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from exam_attempts a
    where a.id in ${attemptIds}
      and (a.submitted_at is null
        or a.score <> (select coalesce(sum(s.score), 0) from exam_answers s where s.attempt_id = a.id))`);
  await db.$client.end();
  return {
    candidates,
    saves,
    handIn: phase('open', handIns.length, handedIn),
    lost: [...acknowledged].filter((key) => !storedKeys.has(key)).length,
    misMarked: misMarked.rows[0]?.n ?? 0,
  };
};

const phaseRow = (what: string, p: TExamPhase, unit: string) =>
  `| ${what} | ${p.loop === 'open' ? `open: ${p.offered} ${unit}/s offered` : `closed: ${p.offered} in flight`} | ${p.sent} | ${p.acknowledged} | ${p.seconds} | ${p.perSecond} | ${p.p50} | ${p.p99} | ${p.max} |`;

export const examSection = (rush: TExamRushResult) => [
  '## Exam rush',
  '',
  '| phase | load | sent | acknowledged | seconds | achieved /s | p50 ms | p99 ms | max ms |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rush.saves.map((p) => phaseRow('answer saves', p, 'saves')),
  phaseRow('hand-ins', rush.handIn, 'hand-ins'),
  '',
  `Lost answers: **${rush.lost}**; mis-marked attempts: **${rush.misMarked}** (${rush.candidates} candidates).`,
  '',
  `${rush.candidates} signed-in candidates start the demo paper's exam (seven answerable questions) and save each`,
  'answer twice (a first answer, then a changed one), 14 saves each. The requests come from a worker thread with',
  'its own event loop (node:http); each candidate has connections of their own (up to six, as a browser), opened',
  'at their start and kept for their saves and hand-in, as a browser keeps them.',
  '',
  "- **Open loop (the goal's shape).** Saves leave at a fixed offered rate, each at its own moment of a Poisson",
  "  process (independent people on their own clocks), whether or not earlier saves were answered; a save's",
  '  latency counts from the moment it was due to leave, so a server (or client) that falls behind is charged',
  '  for the queue it causes. Achieved /s is the acknowledged saves over the time until the last was answered.',
  '- **Closed loop (the ceiling).** Every candidate has one save in flight and sends the next when it is',
  "  answered: the maximum throughput. Its latency is not a candidate's: with 1,000 always in flight it is",
  "  1,000 / the rate (Little's law), so it says how long the queue is, not how long a save takes.",
  '- **Hand-ins.** All candidates hand in within the same second (open loop, spread over it at random).',
  '',
  'Lost answers are acknowledged saves (of any phase) the database does not hold, counted afterwards; a',
  "mis-marked attempt is one not handed in or whose score is not the sum of its answers' marks. Goals: open",
  'loop at 2,000 saves/s achieved with save p99 < 200 ms; hand-in p99 < 1 s; 0 lost; 0 mis-marked.',
  '',
];
