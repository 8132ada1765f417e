import Fastify from 'fastify';
import { measure, type TMeasurement } from './autocannon-run.ts';

/** 2026-11-22's figures (bench/RESULTS.md of that day), before pages were kept or made lighter. */
const BEFORE: Record<string, number> = { '/': 64, detail: 29 };

interface TPageRow {
  name: string;
  real: TMeasurement;
  ceiling: TMeasurement;
}

interface TSignedInRow {
  name: string;
  real: TMeasurement;
  before: number | undefined;
}

/**
 * Pages as an anonymous visitor gets them (kept, decision 016) beside a bare Fastify route sending
 * the same bytes from memory, and as signed-in visitors get them (their header rendered per request).
 */
export const measurePages = async (
  origin: string,
  {
    meetingId,
    viewerToken,
    organiserToken,
  }: { meetingId: number; viewerToken: string; organiserToken: string },
  seconds: number,
) => {
  const detail = `/meeting/detail/${meetingId}`;
  const anonymousPages = ['/', '/meeting', detail];
  const bare = Fastify();
  const bodies: Buffer[] = [];
  for (const page of anonymousPages) {
    const response = await fetch(`${origin}${page}`);
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    bodies.push(Buffer.from(await response.arrayBuffer()));
  }
  for (const [index, body] of bodies.entries()) {
    bare.get(`/bare/${index}`, async (_request, reply) => reply.type('text/html; charset=utf-8').send(body));
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const anonymous: TPageRow[] = [];
  for (const [index, page] of anonymousPages.entries()) {
    const real = await measure({ url: `${origin}${page}`, method: 'GET', connections: 50, seconds });
    const ceiling = await measure({
      url: `${bareUrl}/bare/${index}`,
      method: 'GET',
      connections: 50,
      seconds,
    });
    anonymous.push({ name: page === detail ? '/meeting/detail (200 items)' : page, real, ceiling });
  }
  await bare.close();

  const signedIn: TSignedInRow[] = [];
  const personal = [
    { name: '/', path: '/', token: viewerToken, before: BEFORE['/'] },
    { name: '/meeting', path: '/meeting', token: viewerToken, before: undefined },
    { name: '/meeting/detail (200 items)', path: detail, token: viewerToken, before: BEFORE.detail },
    {
      name: 'console: /account/meeting/baseinfo',
      path: `/account/meeting/baseinfo?id=${meetingId}`,
      token: organiserToken,
      before: undefined,
    },
  ];
  for (const { name, path, token, before } of personal) {
    const headers = { cookie: `RC_WEB_TOKEN=${token}` };
    const check = await fetch(`${origin}${path}`, { headers });
    if (check.status !== 200) throw new Error(`${path} answered ${check.status} signed in`);
    const real = await measure({ url: `${origin}${path}`, method: 'GET', headers, connections: 50, seconds });
    signedIn.push({ name, real, before });
  }
  return { anonymous, signedIn };
};

const percent = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;

export const pagesSection = ({ anonymous, signedIn }: Awaited<ReturnType<typeof measurePages>>): string[] => [
  '## Pages',
  '',
  'Anonymous visitors get the kept page (decision 016) beside a bare Fastify route sending the same bytes',
  'from memory, both at 50 connections, no compression asked:',
  '',
  '| page | requests/s | p99 ms | ceiling requests/s | ceiling p99 ms | ratio |',
  '|---|---|---|---|---|---|',
  ...anonymous.map(
    (r) =>
      `| ${r.name} | ${r.real.rps} | ${r.real.p99} | ${r.ceiling.rps} | ${r.ceiling.p99} | ${percent(r.real.rps, r.ceiling.rps)} |`,
  ),
  '',
  'Goal: 50% of the ceiling or more.',
  '',
  "Signed-in visitors, 50 connections: the public pages are the page everybody gets with the visitor's own",
  'header area rendered and spliced in on every request (decision 017), the console page is rendered whole:',
  '',
  '| page | requests/s | p99 ms | 2026-11-22 requests/s | × |',
  '|---|---|---|---|---|',
  ...signedIn.map(
    (r) =>
      `| ${r.name} | ${r.real.rps} | ${r.real.p99} | ${r.before ?? '—'} | ${r.before ? (r.real.rps / r.before).toFixed(1) : '—'} |`,
  ),
  '',
  "Goal: 5× 2026-11-22's figures for / and the meeting page, p99 under 500 ms. That day's figures were",
  "measured with autocannon on the server's own event loop (it now runs in a worker thread); measured from",
  'a separate process just before the changes of 2026-11-24, signed-in / gave 128 and the meeting page 65',
  'requests/s at 20 connections.',
  '',
];
