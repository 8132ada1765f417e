/**
 * `npm run bench`: measures the platform, as `npm start` runs it, against ceilings measured in the
 * same run (the machines are noisy, so only ratios within one run mean much), and writes
 * bench/RESULTS.md.
 *
 * `BENCH_ONLY=pages,exam npm run bench` measures those sections alone and puts them in RESULTS.md in
 * place of the old ones; the rest stays as it was. Each section says when and at which commit it was
 * measured. `BENCH_WORKERS` sets the server processes (2 by default, one per core).
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer, type TBenchServer } from './bench-server.ts';
import { callsSection, measureCalls } from './calls-bench.ts';
import { courseVideoSection, measureCourseVideo } from './course-video-bench.ts';
import { deskRush, deskSection } from './desk-bench.ts';
import { examRush, examSection } from './exam-bench.ts';
import { liveSection, measureLive } from './live-bench.ts';
import { mailCampaign, mailSection } from './mail-bench.ts';
import { createBigMeeting } from './meeting-fixture.ts';
import { measurePages, pagesSection } from './pages-bench.ts';
import { measureWeights, weightSection } from './page-weight.ts';
import { measureSearch, searchSection } from './search-bench.ts';
import { seatRush, seatSection } from './seat-bench.ts';
import { signUpRush, signUpSection } from './signup-rush.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const workers = Number(process.env.BENCH_WORKERS ?? 2);

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;
interface TBench {
  server: TBenchServer;
  post: TPost;
  /** A demo account's token; a login ends that user's earlier session, so sections sign in afresh. */
  signIn: (mobile: string) => Promise<string>;
  bigMeetingId: () => Promise<number>;
}

/** Every section in the order of RESULTS.md; each returns its lines, headed by `## `. */
const SECTIONS: Record<string, (bench: TBench) => Promise<string[]>> = {
  calls: async ({ server, post, signIn, bigMeetingId }) =>
    callsSection(
      await measureCalls(server.url, post, {
        token: await signIn('13800000001'),
        meetingId: await bigMeetingId(),
        seconds,
      }),
    ),
  pages: async ({ server, signIn, bigMeetingId }) =>
    pagesSection(
      await measurePages(
        server,
        {
          meetingId: await bigMeetingId(),
          viewerToken: await signIn('13800000001'),
          organiserToken: await signIn('13800000007'),
          lecturerToken: await signIn('13800000002'),
        },
        seconds,
      ),
    ),
  weight: async ({ server, signIn }) =>
    weightSection(
      await measureWeights(server.url, {
        organiser: await signIn('13800000007'),
        admin: await signIn('13800000000'),
      }),
    ),
  // A rush of sign-ups; then the door of its meeting (its people scanned at ten desks at once), and
  // seat choice on the same meeting (200 of its people go for 50 seats at once).
  signup: async ({ server, post, signIn }) => {
    const target = { baseUrl: server.url, databaseUrl: server.databaseUrl };
    const rushes = [
      await signUpRush(post, target, { people: 500, quota: 100, concurrency: 500 }),
      await signUpRush(post, target, { people: 3000, quota: 100_000, concurrency: 100 }),
    ];
    const desk = await deskRush(post, server.url, {
      meetingId: rushes[1]!.meetingId,
      organiserToken: await signIn('13800000007'),
      people: 2000,
      desks: 10,
    });
    const seats = await seatRush(post, server.url, {
      meetingId: rushes[1]!.meetingId,
      organiserToken: await signIn('13800000007'),
      attendees: rushes[1]!.attendees.slice(0, 200),
      seats: 50,
    });
    return [...signUpSection(rushes), ...deskSection(desk), ...seatSection(seats)];
  },
  // A campaign of 10,000 mails to a local SMTP server while the console keeps calling.
  mail: async ({ server, post, signIn }) =>
    mailSection(
      await mailCampaign(
        post,
        { baseUrl: server.url, databaseUrl: server.databaseUrl },
        { mails: 10_000, organiserToken: await signIn('13800000007') },
      ),
    ),
  // 1,000 candidates answer the demo paper at a fixed rate, then as fast as they can, then hand in
  // within one second (issues 20 and 45). BENCH_EXAM_RATES: the offered saves/s, comma-separated.
  exam: async ({ server, post, signIn }) =>
    examSection(
      await examRush(
        post,
        { baseUrl: server.url, databaseUrl: server.databaseUrl },
        {
          candidates: 1000,
          lecturerToken: await signIn('13800000005'),
          offeredRates: (process.env.BENCH_EXAM_RATES ?? '2000').split(',').map(Number),
        },
      ),
    ),
  // A million generated documents in the search index, then searches of rare to common words (issue 21).
  search: async ({ server, post }) =>
    searchSection(
      await measureSearch(post, server.databaseUrl, {
        documents: Number(process.env.BENCH_SEARCH_DOCUMENTS ?? 1_000_000),
        queriesPerClass: 100,
      }),
    ),
  // On a 1-process server of its own: a live is watched only through the process its encoder reached.
  live: async () => {
    const own = await startBenchServer({ workers: 1 });
    try {
      const { server, post, signIn, bigMeetingId } = benchOn(own);
      return liveSection(
        await measureLive(server.url, post, {
          meetingId: await bigMeetingId(),
          organiserToken: await signIn('13800000007'),
          seconds,
        }),
      );
    } finally {
      await own.close();
    }
  },
  // A 10-minute 1080p lecture uploaded, transcoded by the platform's job, then watched by 500 players.
  video: async ({ server, post, signIn }) =>
    courseVideoSection(
      await measureCourseVideo(server.url, post, {
        lecturerToken: await signIn('13800000005'),
        sourceSeconds: Number(process.env.BENCH_VIDEO_SECONDS ?? 600),
        viewers: 500,
        viewSeconds: 30,
      }),
    ),
};

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? Object.keys(SECTIONS);
const unknown = only.filter((name) => !(name in SECTIONS));
if (unknown.length > 0)
  throw new Error(`no bench section ${unknown.join(', ')}; there are ${Object.keys(SECTIONS).join(', ')}`);

/** The calls, sign-ins and big meeting of the bench against `server`. */
const benchOn = (server: TBenchServer): TBench => {
  const post: TPost = async (url, body, headers = {}) => {
    const response = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return response.text();
  };
  let bigMeeting: Promise<number> | undefined;
  return {
    server,
    post,
    signIn: async (mobile) =>
      (
        JSON.parse(await post('/apis/user/api/user/login/password', { mobile, password: 'Huitang123' })) as {
          data: { token: string };
        }
      ).data.token,
    bigMeetingId: () => (bigMeeting ??= createBigMeeting(post)),
  };
};
/** Sections that start a server of their own (live) don't need the shared one. */
const OWN_SERVER = new Set(['live']);
const shared = only.some((name) => !OWN_SERVER.has(name)) ? await startBenchServer({ workers }) : undefined;
const bench = shared && benchOn(shared);

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const stampOf = (processes: number) =>
  `_Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}: ${os.cpus().length} cores, Node ${process.version}, ${processes} server ${processes === 1 ? 'process' : 'processes'}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'} PostgreSQL, load average ${os.loadavg()[0]!.toFixed(1)} at the end (a quiet machine is under 2.5)._`;

const file = path.join(import.meta.dirname, 'RESULTS.md');
let results = (await readFile(file, 'utf8').catch(() => '# Benchmark results\n')).split('\n');
/** Puts a measured section in place of the one under the same heading, or at the end. */
const replaceSection = (section: string[]) => {
  const start = results.indexOf(section[0]!);
  const end = start < 0 ? -1 : results.findIndex((line, i) => i > start && line.startsWith('## '));
  results =
    start < 0
      ? [...results, '', ...section]
      : [...results.slice(0, start), ...section, ...(end < 0 ? [] : results.slice(end))];
};
try {
  for (const name of only) {
    console.log(`bench: ${name}`);
    const lines = await SECTIONS[name]!(bench!);
    // A section may hold several `## ` parts (sign-up, desk, seats); each is stamped and put in place.
    const stamp = stampOf(OWN_SERVER.has(name) ? 1 : workers);
    const starts = lines.flatMap((line, i) => (line.startsWith('## ') ? [i] : []));
    for (const [k, start] of starts.entries()) {
      const part = lines.slice(start, starts[k + 1] ?? lines.length);
      replaceSection([part[0]!, '', stamp, ...part.slice(1)]);
    }
    await writeFile(file, results.join('\n'));
    console.log(lines.join('\n'));
  }
} finally {
  await shared?.close();
}
