/**
 * `npm run bench`: measures the platform against a bare Fastify route that returns the same bytes
 * from memory, in the same run (the machines are noisy, so only ratios within one run mean much),
 * and writes bench/RESULTS.md.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { startServer } from '../apps/server/src/server.ts';
import { measure, type TMeasurement } from './autocannon-run.ts';
import { liveSection, measureLive } from './live-bench.ts';
import { createBigMeeting } from './meeting-fixture.ts';
import { firstLoadJavaScript } from './page-weight.ts';
import { measurePages, pagesSection } from './pages-bench.ts';
import { signUpRush } from './signup-rush.ts';
import { deskRush, deskSection } from './desk-bench.ts';
import { seatRush, seatSection } from './seat-bench.ts';
import { mailCampaign, mailSection } from './mail-bench.ts';
import { courseVideoSection, measureCourseVideo } from './course-video-bench.ts';
import { examRush, examSection } from './exam-bench.ts';
import { measureSearch, searchSection } from './search-bench.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-bench-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  // The bench measures the demo data's pages and pays in the sandbox, whichever database it runs on.
  seedDemo: true,
  paySandbox: true,
  signInRateLimitPerMinute: 1_000_000,
  live: { enabled: true, rtmpPort: 0, reconnectSeconds: 1, hookSecret: '' },
  logger: { level: 'warn' },
});

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.text();
};

/**
 * `BENCH_ONLY=search npm run bench` measures the search alone (about 35 minutes, most of it indexing a
 * million documents) and puts its section in RESULTS.md in place of the last one; the rest stays.
 */
if (process.env.BENCH_ONLY === 'search') {
  const search = await measureSearch(post, server.databaseUrl, {
    documents: 1_000_000,
    queriesPerClass: 100,
  });
  const file = path.join(import.meta.dirname, 'RESULTS.md');
  const section = searchSection(search);
  const kept = (await readFile(file, 'utf8')).split('\n');
  const start = kept.indexOf(section[0]!);
  const end = start < 0 ? -1 : kept.findIndex((line, i) => i > start && line.startsWith('## '));
  const next =
    start < 0
      ? [...kept, '', ...section]
      : [...kept.slice(0, start), ...section, ...(end < 0 ? [] : kept.slice(end))];
  await writeFile(file, next.join('\n'));
  console.log(section.join('\n'));
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

/** A demo account's token; a login ends that user's earlier session. */
const signIn = async (mobile: string) =>
  (
    JSON.parse(await post('/apis/user/api/user/login/password', { mobile, password: 'Huitang123' })) as {
      data: { token: string };
    }
  ).data.token;
// A different account: each login ends the previous session of its user, and `token` must stay live.
const loginBody = { mobile: '13800000002', password: 'Huitang123' };
const token = await signIn('13800000001');
const bigMeetingId = await createBigMeeting(post);
const cases: { name: string; url: string; body: unknown; headers: Record<string, string> }[] = [
  { name: 'website/get', url: '/apis/system/api/website/get', body: {}, headers: {} },
  { name: 'ext/view', url: '/apis/user/auth/user/ext/view', body: {}, headers: { token } },
  { name: 'login/password', url: '/apis/user/api/user/login/password', body: loginBody, headers: {} },
  // A meeting with 200 agenda items.
  {
    name: 'meeting/info/view',
    url: '/apis/meeting/api/meeting/info/view',
    body: { id: bigMeetingId },
    headers: {},
  },
  {
    name: 'meeting/programme (200 items)',
    url: '/apis/meeting/api/meeting/programme',
    body: { id: bigMeetingId },
    headers: {},
  },
];

// The ceiling: the same bytes served by a bare Fastify route from memory.
const bare = Fastify();
const bodies = new Map<string, string>();
for (const c of cases) bodies.set(c.name, await post(c.url, c.body, c.headers));
for (const [index, c] of cases.entries()) {
  bare.post(`/bare/${index}`, async (_request, reply) =>
    reply.type('application/json').send(bodies.get(c.name)),
  );
}
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const rows: {
  name: string;
  connections: number;
  real: TMeasurement;
  ceiling: TMeasurement;
  ceilingName: string;
}[] = [];
for (const [index, c] of cases.entries()) {
  const real = await measure({
    url: `${server.url}${c.url}`,
    method: 'POST',
    body: c.body,
    headers: c.headers,
    connections: 50,
    seconds,
  });
  const ceiling = await measure({
    url: `${bareUrl}/bare/${index}`,
    method: 'POST',
    body: c.body,
    connections: 50,
    seconds,
  });
  rows.push({ name: c.name, connections: 50, real, ceiling, ceilingName: 'bare Fastify, same bytes' });
}

const pages = await measurePages(
  server.url,
  { meetingId: bigMeetingId, viewerToken: token, organiserToken: await signIn('13800000007') },
  seconds,
);

// A rush of sign-ups at a small quota, and a run with places for everyone.
const rushes = [
  await signUpRush(
    post,
    { baseUrl: server.url, databaseUrl: server.databaseUrl },
    { people: 500, quota: 100, concurrency: 500 },
  ),
  await signUpRush(
    post,
    { baseUrl: server.url, databaseUrl: server.databaseUrl },
    { people: 3000, quota: 100_000, concurrency: 100 },
  ),
];

// The door of the second rush's meeting: its confirmed people scanned at ten desks at once.
const desk = await deskRush(post, server.url, {
  meetingId: rushes[1]!.meetingId,
  organiserToken: await signIn('13800000007'),
  people: 2000,
  desks: 10,
});

// Seat choice opens on the same meeting: 200 of its people go for 50 seats at once.
const seats = await seatRush(post, server.url, {
  meetingId: rushes[1]!.meetingId,
  organiserToken: await signIn('13800000007'),
  attendees: rushes[1]!.attendees.slice(0, 200),
  seats: 50,
});

// A campaign of 10,000 mails to a local SMTP server while the console keeps calling.
const mail = await mailCampaign(
  post,
  { baseUrl: server.url, databaseUrl: server.databaseUrl },
  { mails: 10_000, organiserToken: await signIn('13800000007') },
);

// 1,000 candidates answer the demo paper at once, then hand in together (issue 20).
const exam = await examRush(
  post,
  { baseUrl: server.url, databaseUrl: server.databaseUrl },
  { candidates: 1000, lecturerToken: await signIn('13800000005') },
);

// A million generated documents in the search index, then searches of rare to common words (issue 21).
const search = await measureSearch(post, server.databaseUrl, { documents: 1_000_000, queriesPerClass: 100 });

const live = await measureLive(server.url, post, {
  meetingId: bigMeetingId,
  // Signed in again: the rushes' logins have ended the organiser's earlier session.
  organiserToken: await signIn('13800000007'),
  seconds,
});

// A 10-minute 1080p lecture uploaded, transcoded by the platform's job, then watched by 500 players.
const courseVideo = await measureCourseVideo(server.url, post, {
  lecturerToken: await signIn('13800000005'),
  sourceSeconds: Number(process.env.BENCH_VIDEO_SECONDS ?? 600),
  viewers: 500,
  viewSeconds: 30,
});

const weighed = ['/', '/login', '/account/info'];
const weights = [];
for (const page of weighed) weights.push({ page, ...(await firstLoadJavaScript(server.url, page, token)) });

const signedInCeiling = rows.find((r) => r.name === 'ext/view')?.real.rps ?? 0;
const ratio = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines = [
  '# Benchmark results',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores,`,
  `Node ${process.version}, ${seconds} s per measurement with autocannon, ${process.env.DATABASE_URL ? 'DATABASE_URL PostgreSQL' : 'embedded PostgreSQL'}.`,
  'Each row is measured beside its ceiling in the same run; the ratio is what matters on a noisy machine.',
  '',
  '| call | connections | requests/s | p99 ms | ceiling | ceiling requests/s | ceiling p99 ms | ratio |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.real.rps} | ${r.real.p99} | ${r.ceilingName} | ${r.ceiling.rps} | ${r.ceiling.p99} | ${ratio(r.real.rps, r.ceiling.rps)} |`,
  ),
  '',
  'Goals: website/get at 60% or more of the bare ceiling; meeting/info/view at 40% or more. They were set',
  "when autocannon ran on the server's own event loop, which held both the server and its ceiling down;",
  'since 2026-11-24 the load comes from a worker thread and the bare ceilings about doubled, the real calls less.',
  'login/password is bound by scrypt (N=16384), by design: a password check must be expensive.',
  '',
  ...pagesSection(pages),
  '## JavaScript loaded before a page is interactive (gzip)',
  '',
  '| page | scripts | raw | gzip |',
  '|---|---|---|---|',
  ...weights.map((w) => `| ${w.page} | ${w.files} | ${kb(w.raw)} | ${kb(w.gzip)} |`),
  '',
  'Goal: no more than 250 KB gzip before /login and /account/info are interactive, and / at or under 231 KB.',
  '',
  '## Sign-up rush',
  '',
  '| people | quota | in flight | confirmed | refused full (602) | other failures | seconds | confirmed/s | p99 ms | oversold |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rushes.map(
    (r, i) =>
      `| ${r.people} | ${r.quota} | ${i === 0 ? r.people : 100} | ${r.confirmed} | ${r.refusedFull} | ${r.otherFailures} | ${r.seconds} | ${r.confirmedPerSecond} | ${r.p99} | ${r.oversold} |`,
  ),
  '',
  'The sign-ups come from a worker thread with its own event loop (node:http, kept-alive sockets). Each one is five',
  "round trips: the session; BEGIN; the order with its registration (one statement); the buyer's inbox notice; and",
  'in one message the advisory lock of the type, the count of places in use under it, the COMMIT (which releases the',
  'lock without waiting for its fsync) and a synchronous commit after it, so the order is on disk before the answer',
  '(decisions 010 and 011).',
  'In the first run the rate is bounded by the 100 places: what it shows is that the other 400 are told the type is',
  'full (602) and nothing is oversold. The second run, with places for everyone, is the one the goal is about.',
  `For scale, the same server answered the simplest signed-in read (ext/view: the session and one row) at ${signedInCeiling} requests/s in this run.`,
  'Goal: 500 confirmed sign-ups per second or more; oversold must be 0.',
  '',
  ...deskSection(desk),
  ...seatSection(seats),
  ...mailSection(mail),
  ...examSection(exam),
  ...searchSection(search),
  ...liveSection(live),
  ...courseVideoSection(courseVideo),
];
await writeFile(path.join(import.meta.dirname, 'RESULTS.md'), lines.join('\n'));
console.log(lines.join('\n'));

await bare.close();
await server.close();
await rm(dataDir, { recursive: true, force: true });
