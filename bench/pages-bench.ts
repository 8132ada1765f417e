import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measure, type TMeasurement } from './autocannon-run.ts';
import { startBenchServer, type TBenchServer } from './bench-server.ts';

interface TPageRow {
  name: string;
  real: TMeasurement;
  ceiling: TMeasurement;
}

interface TWorkersRow {
  name: string;
  one: TMeasurement;
  many: TMeasurement;
}

/** Bare Node answering each path with the bytes the platform sent for it: the ceiling of a page. */
const bareNode = async (bodies: Buffer[]) => {
  const server = createServer((request, response) => {
    const body = bodies[Number(request.url?.slice(1))];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const bytesOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};

/** Each page measured on the platform, then its bytes from bare Node, in the same run. */
const beside = async (
  origin: string,
  pages: { name: string; path: string; headers: Record<string, string> }[],
  connections: number,
  seconds: number,
) => {
  const bodies: Buffer[] = [];
  for (const page of pages) bodies.push(await bytesOf(`${origin}${page.path}`, page.headers));
  const bare = await bareNode(bodies);
  const rows: TPageRow[] = [];
  try {
    for (const [index, page] of pages.entries()) {
      const real = await measure({
        url: `${origin}${page.path}`,
        method: 'GET',
        headers: page.headers,
        connections,
        seconds,
      });
      const ceiling = await measure({ url: `${bare.url}/${index}`, method: 'GET', connections, seconds });
      rows.push({ name: page.name, real, ceiling });
    }
  } finally {
    await bare.close();
  }
  return rows;
};

/**
 * Pages as anonymous visitors get them (kept, decision 016), as signed-in visitors get them (the
 * header's visitor area spliced in, decision 017) and the organiser's console, each beside bare Node
 * sending the same bytes. The signed-in pages are measured on one server process too.
 */
export const measurePages = async (
  server: TBenchServer,
  {
    meetingId,
    viewerToken,
    organiserToken,
    lecturerToken,
  }: { meetingId: number; viewerToken: string; organiserToken: string; lecturerToken: string },
  seconds: number,
) => {
  const detail = `/meeting/detail/${meetingId}`;
  const viewer = { cookie: `RC_WEB_TOKEN=${viewerToken}` };
  const organiser = { cookie: `RC_WEB_TOKEN=${organiserToken}` };
  const anonymous = await beside(
    server.url,
    [
      { name: '/', path: '/', headers: {} },
      { name: '/meeting', path: '/meeting', headers: {} },
      { name: '/meeting/detail (200 items)', path: detail, headers: {} },
    ],
    50,
    seconds,
  );
  const signedInPages = [
    { name: '/', path: '/', headers: viewer },
    { name: '/meeting/detail (200 items)', path: detail, headers: viewer },
  ];
  const signedIn = await beside(server.url, signedInPages, 20, seconds);
  const lecturer = { cookie: `RC_WEB_TOKEN=${lecturerToken}` };
  // The organiser's console (the meeting's data, its registrations, the institution's meeting list),
  // a lecturer's courses and the personal centre.
  const consolePages = [
    {
      name: '/account/meeting/baseinfo',
      path: `/account/meeting/baseinfo?id=${meetingId}`,
      headers: organiser,
    },
    {
      name: '/account/meeting/attendsignup',
      path: `/account/meeting/attendsignup?id=${meetingId}`,
      headers: organiser,
    },
    {
      name: '/account/organization/meetingmanagement',
      path: '/account/organization/meetingmanagement',
      headers: organiser,
    },
    { name: '/account/organization/vod (lecturer)', path: '/account/organization/vod', headers: lecturer },
    { name: '/account/info', path: '/account/info', headers: viewer },
  ];
  const consoleRows = await beside(server.url, consolePages, 50, seconds);

  const workers: TWorkersRow[] = [];
  if (server.workers > 1) {
    const single = await startBenchServer({ workers: 1 });
    try {
      const token = (
        (await (
          await fetch(`${single.url}/apis/user/api/user/login/password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mobile: '13800000001', password: 'Huitang123' }),
          })
        ).json()) as { data: { token: string } }
      ).data.token;
      for (const [index, page] of signedIn.entries()) {
        // The single server has the demo data only: its meeting page is the demo meeting's.
        const path = signedInPages[index]!.path === '/' ? '/' : '/meeting/detail/1';
        const one = await measure({
          url: `${single.url}${path}`,
          method: 'GET',
          headers: { cookie: `RC_WEB_TOKEN=${token}` },
          connections: 20,
          seconds,
        });
        const many = await measure({
          url: `${server.url}${path}`,
          method: 'GET',
          headers: viewer,
          connections: 20,
          seconds,
        });
        workers.push({ name: page.name === '/' ? '/' : '/meeting/detail/1', one, many });
      }
    } finally {
      await single.close();
    }
  }
  return { anonymous, signedIn, consoleRows, workers, processes: server.workers };
};

const percent = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
const table = (rows: TPageRow[]) => [
  '| page | requests/s | p99 ms | ceiling requests/s | ceiling p99 ms | ratio |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.real.rps} | ${r.real.p99} | ${r.ceiling.rps} | ${r.ceiling.p99} | ${percent(r.real.rps, r.ceiling.rps)} |`,
  ),
];

export const pagesSection = ({
  anonymous,
  signedIn,
  consoleRows,
  workers,
  processes,
}: Awaited<ReturnType<typeof measurePages>>) => [
  '## Pages',
  '',
  'Each page beside bare Node (node:http) sending the same bytes from memory, in the same run; no compression asked.',
  '',
  'Anonymous visitors get the kept page (decision 016), 50 connections:',
  '',
  ...table(anonymous),
  '',
  "Signed-in visitors, 20 connections: the page everybody gets with the visitor's own header area spliced in",
  '(decision 017):',
  '',
  ...table(signedIn),
  '',
  'The console and the personal centre, 50 connections:',
  '',
  ...table(consoleRows),
  '',
  ...(workers.length === 0
    ? []
    : [
        `The signed-in pages on one server process and on ${processes} (the same code, another server on the same machine), 20 connections:`,
        '',
        `| page | 1 process requests/s | p99 ms | ${processes} processes requests/s | p99 ms | × |`,
        '|---|---|---|---|---|---|',
        ...workers.map(
          (w) =>
            `| ${w.name} | ${w.one.rps} | ${w.one.p99} | ${w.many.rps} | ${w.many.p99} | ${(w.many.rps / w.one.rps).toFixed(2)} |`,
        ),
        '',
      ]),
  'Goals (issue 45): anonymous pages at 50% of the ceiling or more; signed-in / and the meeting page at 15% or more with',
  'p99 under 200 ms; the console page 100 requests/s or more with p99 under 500 ms, and every console page within 2× of it.',
  '',
];
