import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/platform/db/client.ts';
import { bulkUsers } from '../apps/server/test/bulk-users.ts';
import { percentile, rushFromWorker } from './signup-rush.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

export interface TExamRushResult {
  candidates: number;
  saves: number;
  savesAcknowledged: number;
  savesPerSecond: number;
  saveP99: number;
  submitted: number;
  submitSeconds: number;
  submitP99: number;
  /** Answers the server said it saved that the database does not hold. */
  lost: number;
  /** Attempts whose marks do not add up to their score. */
  misMarked: number;
}

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
 * Issue 20's exam rush: `candidates` signed-in people start the demo paper's exam, then all answer at
 * once (every answer a save of its own, all in flight together, twice per question as people change
 * their minds), then all hand in within the same moment. Afterwards the database is read: every save
 * the server acknowledged must be there, and every attempt's score must equal the sum of its marks.
 */
export const examRush = async (
  post: TPost,
  { baseUrl, databaseUrl }: { baseUrl: string; databaseUrl: string },
  { candidates, lecturerToken }: { candidates: number; lecturerToken: string },
): Promise<TExamRushResult> => {
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
  const sheets: { token: string; attemptId: number; questions: { questionId: number; kind: string }[] }[] =
    [];
  for (let i = 0; i < people.length; i += 100)
    sheets.push(
      ...(await Promise.all(
        people.slice(i, i + 100).map(async ({ token }) => {
          const sheet = await call<{
            attempt: { id: number };
            questions: {
              questionId: number;
              kind: string;
              children: { questionId: number; kind: string }[];
            }[];
          }>('/exam/auth/attempt/start', { examId: exam.id }, token);
          const questions = sheet.questions.flatMap((q) => (q.kind === 'material' ? q.children : [q]));
          return { token, attemptId: sheet.attempt.id, questions };
        }),
      )),
    );
  // Two rounds: a first answer to every question, then a changed one; each candidate's saves interleave.
  const requests = [0, 1].flatMap((round) =>
    sheets.flatMap(({ token, attemptId, questions }) =>
      questions.map((q, index) => ({
        path: '/apis/exam/auth/attempt/answer',
        token,
        body: { attemptId, questionId: q.questionId, answer: answerFor(q.kind, index + round) },
      })),
    ),
  );
  await pgStats(db, 'reset');
  const saved = await rushFromWorker({ baseUrl, requests, concurrency: candidates });
  await pgStats(db, 'answer saves');
  const handedIn = await rushFromWorker({
    baseUrl,
    requests: sheets.map(({ token, attemptId }) => ({
      path: '/apis/exam/auth/attempt/submit',
      token,
      body: { attemptId },
    })),
    concurrency: candidates,
  });
  await pgStats(db, 'hand-ins');
  const attemptIds = sheets.map((s) => s.attemptId);
  const acknowledged = new Set(
    requests.filter((_, i) => saved.codes[i] === 200).map((r) => `${r.body.attemptId}:${r.body.questionId}`),
  );
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
    saves: requests.length,
    savesAcknowledged: saved.codes.filter((c) => c === 200).length,
    savesPerSecond: Math.round(requests.length / saved.seconds),
    saveP99: percentile(saved.latencies, 99),
    submitted: handedIn.codes.filter((c) => c === 200).length,
    submitSeconds: Math.round(handedIn.seconds * 10) / 10,
    submitP99: percentile(handedIn.latencies, 99),
    lost: [...acknowledged].filter((key) => !storedKeys.has(key)).length,
    misMarked: misMarked.rows[0]?.n ?? 0,
  };
};

export const examSection = (rush: TExamRushResult) => [
  '## Exam rush',
  '',
  '| candidates | answer saves | acknowledged | saves/s | save p99 ms | handed in | hand-in seconds | hand-in p99 ms | lost answers | mis-marked attempts |',
  '|---|---|---|---|---|---|---|---|---|---|',
  `| ${rush.candidates} | ${rush.saves} | ${rush.savesAcknowledged} | ${rush.savesPerSecond} | ${rush.saveP99} | ${rush.submitted} | ${rush.submitSeconds} | ${rush.submitP99} | ${rush.lost} | ${rush.misMarked} |`,
  '',
  'Every candidate of the demo paper (seven answerable questions) saves each answer twice, all candidates in',
  'flight at once from a worker thread; then all hand in at once. Each save is one statement that share-locks the',
  'open attempt and upserts the answer, so a hand-in waits for answers in flight and marks them (decision 030),',
  "all of an attempt's marks in one statement. With 1,000 in flight a latency is 1,000 / the rate (Little's law).",
  'Lost answers are acknowledged saves the database does not hold, counted afterwards; goal 0. A real exam',
  'saves about one answer per candidate every few seconds: 1,000 candidates need about 300 saves/s.',
  '',
];
