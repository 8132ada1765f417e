import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/platform/db/client.ts';
import { bulkUsers } from '../apps/server/test/bulk-users.ts';

export interface TRushResult {
  meetingId: number;
  people: number;
  quota: number;
  confirmed: number;
  refusedFull: number;
  otherFailures: number;
  seconds: number;
  confirmedPerSecond: number;
  p99: number;
  oversold: number;
  /**
   * Transactions that wrote the confirmed registrations (their distinct xmin): how many sign-ups each
   * group commit carried, which decides a run's rate more than the machine's load (decision 044).
   */
  transactions: number;
  /** What the database grew by, per account made for the rush and per confirmed sign-up (tables and indexes). */
  bytesPerAccount: number;
  bytesPerSignUp: number;
  /** The signed-in people who took part, for the rushes that follow on the same meeting (seats). */
  attendees: { mobile: string; token: string }[];
}

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

/** What a rush sends: once (rushFromWorker) or as one phase of a client that stays (openPeopleClient). */
export interface TRushPhase {
  /** Sent in order, `concurrency` at a time (closed loop), or each at its time in `at` (open loop). */
  requests: { path: string; token: string; body: unknown }[];
  /** At most this many in flight (and, sent once, the sockets kept open for them). */
  concurrency: number;
  /** Open loop: when each request leaves, in ms from the start, whether or not earlier ones were answered. */
  at?: number[];
  /** Answer each request's `data` too (`replies`). */
  keepReplies?: boolean;
}

interface TRushClientInput extends TRushPhase {
  baseUrl: string;
}
/** Each indexed like the requests sent. */
export interface TRushClientOutput {
  latencies: number[];
  codes: number[];
  verdicts: (string | null)[];
  /** How late the client itself sent each (ms after it was due: the client's own lag). */
  sentLate: number[];
  /** Whether each opened a new connection rather than reusing a kept-alive one. */
  newSocket: boolean[];
  /** The client's own event loop late by over 20 ms: [ms from the start, ms late] (its replies were read late). */
  stalls: [number, number][];
  /** Date.now() when the first could leave; `at` and the latencies count from there. */
  startedAt: number;
  seconds: number;
  /** Each request's `data`, with `keepReplies`. */
  replies?: unknown[];
}

/** Fires the requests from a worker thread (its own event loop, like clients on other machines). */
export const rushFromWorker = async (input: TRushClientInput): Promise<TRushClientOutput> => {
  const worker = new Worker(new URL('./rush-client.mjs', import.meta.url), { workerData: input });
  const [output] = (await once(worker, 'message')) as [TRushClientOutput];
  await worker.terminate();
  return output;
};

/**
 * A load generator in a worker thread that stays for several phases, each person (token) on
 * connections of their own kept open between them, as each person's browser keeps its own: what
 * they send in a phase rides on what they opened before (decision 030, fourth pass).
 */
export const openPeopleClient = (baseUrl: string) => {
  const worker = new Worker(new URL('./rush-client.mjs', import.meta.url), {
    workerData: { baseUrl, people: true },
  });
  let queue = Promise.resolve<unknown>(undefined);
  return {
    /** Sends one phase and answers when every request of it was answered. */
    run(phase: TRushPhase): Promise<TRushClientOutput> {
      const result = queue.then(async () => {
        worker.postMessage(phase);
        return ((await once(worker, 'message')) as [TRushClientOutput])[0];
      });
      queue = result.catch(() => undefined);
      return result;
    },
    close: () => worker.terminate(),
  };
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

/**
 * A free registration type with `quota` places, then `people` signed-in attendees sign up with at
 * most `concurrency` requests in flight. Counts what the database holds afterwards: oversold must be 0.
 */
export const signUpRush = async (
  post: TPost,
  { baseUrl, databaseUrl }: { baseUrl: string; databaseUrl: string },
  { people, quota, concurrency }: { people: number; quota: number; concurrency: number },
): Promise<TRushResult> => {
  const login = JSON.parse(
    await post('/apis/user/api/user/login/password', { mobile: '13800000007', password: 'Huitang123' }),
  ) as { data: { token: string } };
  const organiser = { token: login.data.token };
  const call = async <T>(path: string, body: unknown, headers = organiser) =>
    JSON.parse(await post(`/apis${path}`, body, headers)) as { code: number; data: T };
  const meeting = await call<{ id: number }>('/meeting/auth/meeting/info/save', {
    meetingName: `基准测试：报名高峰 ${people}/${quota}`,
    startTime: '2027-10-01T08:00:00+08:00',
    endTime: '2027-10-02T18:00:00+08:00',
  });
  const meetingId = meeting.data.id;
  await call('/meeting/auth/meeting/info/push', { id: meetingId, meetingStatus: 1 });
  await call('/meeting/auth/meeting/enroll/save', {
    meetingId,
    openTime: new Date(Date.now() - 3600_000).toISOString(),
    fields: [
      { key: 'name', kind: 'text', label: '姓名', required: true },
      { key: 'mobile', kind: 'text', label: '手机号', required: true },
      { key: 'unit', kind: 'text', label: '单位', required: true },
    ],
  });
  const types = await call<{ id: number }[]>('/meeting/auth/meeting/enroll/type/save', {
    meetingId,
    name: '普通代表',
    feeFen: 0,
    quota,
  });
  const typeId = types.data.at(-1)!.id;

  const db = createDb(databaseUrl, 2);
  const databaseBytes = async () =>
    (await db.execute<{ n: string }>(sql`select pg_database_size(current_database())::text as n`)).rows[0]!.n;
  const beforeAccounts = Number(await databaseBytes());
  const attendees = await bulkUsers(db, people);
  const beforeSignUps = Number(await databaseBytes());
  const { latencies, codes, seconds } = await rushFromWorker({
    baseUrl,
    requests: attendees.map(({ mobile, token }) => ({
      path: '/apis/meeting/auth/enroll/submit',
      token,
      body: { meetingId, typeId, attendees: [{ name: '参会人', mobile, unit: '基准医院' }] },
    })),
    concurrency,
  });
  const held = await db.execute<{ n: number; transactions: number }>(
    sql`select count(*)::int as n, count(distinct xmin::text)::int as transactions
      from registrations where type_id = ${typeId} and status = 'confirmed'`,
  );
  const afterSignUps = Number(await databaseBytes());
  await db.$client.end();
  const confirmed = codes.filter((c) => c === 200).length;
  return {
    meetingId,
    people,
    quota,
    confirmed,
    refusedFull: codes.filter((c) => c === 602).length,
    otherFailures: codes.filter((c) => c !== 200 && c !== 602).length,
    seconds: Math.round(seconds * 100) / 100,
    confirmedPerSecond: Math.round(confirmed / seconds),
    p99: percentile(latencies, 99),
    oversold: Math.max(0, (held.rows[0]?.n ?? 0) - quota),
    transactions: held.rows[0]?.transactions ?? 0,
    bytesPerAccount: Math.round((beforeSignUps - beforeAccounts) / people),
    bytesPerSignUp: Math.round((afterSignUps - beforeSignUps) / Math.max(1, confirmed)),
    attendees,
  };
};

export const signUpSection = (rushes: TRushResult[]) => [
  '## Sign-up rush',
  '',
  '| people | quota | in flight | confirmed | refused full (602) | other failures | seconds | confirmed/s | p99 ms | oversold | transactions |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rushes.map(
    (r, i) =>
      `| ${r.people} | ${r.quota} | ${i === 0 ? r.people : 100} | ${r.confirmed} | ${r.refusedFull} | ${r.otherFailures} | ${r.seconds} | ${r.confirmedPerSecond} | ${r.p99} | ${r.oversold} | ${r.transactions} |`,
  ),
  '',
  'The sign-ups come from a worker thread with its own event loop (node:http, kept-alive sockets). Each one is the',
  'session lookup, then its order goes into a group commit per type in each server process (decision 044): the',
  'sign-ups that arrived while the last batch was being written share one transaction, with BEGIN, one statement',
  "for all their orders, registrations and buyers' inbox notices (and mail rows, for registrants with an address),",
  'then in one message the advisory lock of the type, one count of the places in use (the settled counter a trigger',
  "keeps at commit, the live unpaid holds and the batch's own orders), the COMMIT and a synchronous commit after it,",
  'so every order is on disk before its answer (decisions 010, 011). A batch that would go past the quota, or that',
  'fails for one bad order, is tried again in halves down to single sign-ups, each with its own answer.',
  'Transactions: how many wrote the confirmed registrations (their distinct xmin), so sign-ups per group commit.',
  'In the first run the rate is bounded by the 100 places: what it shows is that the other 400 are told the type is',
  'full (602) and nothing is oversold. The second run, with places for everyone, is the one the goal is about.',
  'Goal: 1,000 confirmed sign-ups per second or more; oversold must be 0.',
  '',
  `What the second run left in PostgreSQL (pg_database_size before and after, tables and indexes): about ${kib(rushes.at(-1)!.bytesPerAccount)} per`,
  `account made for it (user and session rows) and ${kib(rushes.at(-1)!.bytesPerSignUp)} per confirmed sign-up (order, registration, attendee, notice,`,
  "outbox and credential rows with their indexes): the README's plan for a large congress is sized from these.",
  '',
];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
