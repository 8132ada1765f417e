import { performance } from 'node:perf_hooks';
import { percentile, rushFromWorker } from './signup-rush.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

export interface TDeskResult {
  people: number;
  desks: number;
  green: number;
  amber: number;
  other: number;
  seconds: number;
  scansPerSecond: number;
  p99: number;
  /** A second pass of the same queue (everyone already in): every answer must be amber. */
  secondPassAmber: number;
  /** The badges of everyone checked in (today): one PDF, the default template with its QR codes. */
  badges: { count: number; seconds: number; megabytes: number };
}

/**
 * The check-in desk at the door: `people` confirmed registrants' credentials scanned by `desks` desks
 * at once, each desk as fast as the server answers (a person at a real desk needs a few seconds).
 */
export const deskRush = async (
  post: TPost,
  baseUrl: string,
  {
    meetingId,
    organiserToken,
    people,
    desks,
  }: { meetingId: number; organiserToken: string; people: number; desks: number },
): Promise<TDeskResult> => {
  const roster = JSON.parse(
    await post('/apis/meeting/auth/meeting/register/sign/roster', { meetingId }, { token: organiserToken }),
  ) as { data: { people: { code: string; status: string }[] } };
  const codes = roster.data.people
    .filter((person) => person.status === 'confirmed')
    .slice(0, people)
    .map((person) => person.code);
  const scan = (code: string, index: number) => ({
    path: '/apis/meeting/auth/meeting/register/sign',
    token: organiserToken,
    body: { meetingId, desk: `D${index % desks}`, credential: code },
  });
  const first = await rushFromWorker({ baseUrl, requests: codes.map(scan), concurrency: desks });
  const again = await rushFromWorker({ baseUrl, requests: codes.map(scan), concurrency: desks });
  const started = performance.now();
  const pdf = await fetch(
    `${baseUrl}/apis/meeting/auth/meeting/breastpiece/pdf?meetingId=${meetingId}&checkedInToday=1`,
    { headers: { token: organiserToken } },
  );
  const bytes = (await pdf.arrayBuffer()).byteLength;
  const badgeSeconds = (performance.now() - started) / 1000;
  const count = (verdicts: (string | null)[], verdict: string) =>
    verdicts.filter((v) => v === verdict).length;
  return {
    people: codes.length,
    desks,
    green: count(first.verdicts, 'green'),
    amber: count(first.verdicts, 'amber'),
    other: first.verdicts.filter((v) => v !== 'green' && v !== 'amber').length,
    seconds: Math.round(first.seconds * 100) / 100,
    scansPerSecond: Math.round(codes.length / first.seconds),
    p99: percentile(first.latencies, 99),
    secondPassAmber: count(again.verdicts, 'amber'),
    badges: {
      count: pdf.ok ? codes.length : 0,
      seconds: Math.round(badgeSeconds * 10) / 10,
      megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    },
  };
};

export const deskSection = (desk: TDeskResult) => [
  '## On-site check-in',
  '',
  '| credentials | desks at once | green | amber | other | seconds | scans/s | p99 ms | second pass amber |',
  '|---|---|---|---|---|---|---|---|---|',
  `| ${desk.people} | ${desk.desks} | ${desk.green} | ${desk.amber} | ${desk.other} | ${desk.seconds} | ${desk.scansPerSecond} | ${desk.p99} | ${desk.secondPassAmber} |`,
  '',
  'Each desk sends its next scan as soon as the last is answered (a worker thread, like desks on other',
  'machines); a scan is the session, the organiser check, the registration with its signature check, and one',
  'transaction writing the check-in and its log line. The second pass scans everyone again: all amber.',
  `A person at a real desk takes about 3 s a scan, so 20 desks ask about 7 scans/s; this server answers`,
  `${desk.scansPerSecond} scans/s, ${Math.round(desk.scansPerSecond / 7)}× that: a queue of 2,000 at 20 desks is bound by people, not the server.`,
  '',
  '| badges in one PDF | seconds | size |',
  '|---|---|---|',
  `| ${desk.badges.count} | ${desk.badges.seconds} | ${desk.badges.megabytes} MB |`,
  '',
  'The default template (meeting name, name in bold, unit, type, the credential QR) on 90×120 mm pages, Noto Sans SC',
  'subset to the glyphs used; measured from the request to the last byte.',
  '',
];
