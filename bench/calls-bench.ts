import Fastify from 'fastify';
import { measure, type TMeasurement } from './autocannon-run.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

interface TCallRow {
  name: string;
  real: TMeasurement;
  ceiling: TMeasurement;
}

/** API calls at 50 connections, each beside a bare Fastify route returning the same bytes from memory. */
export const measureCalls = async (
  origin: string,
  post: TPost,
  { token, meetingId, seconds }: { token: string; meetingId: number; seconds: number },
): Promise<TCallRow[]> => {
  // A different account than `token`'s: each login ends the previous session of its user.
  const loginBody = { mobile: '13800000002', password: 'Huitang123' };
  const cases: { name: string; url: string; body: unknown; headers: Record<string, string> }[] = [
    { name: 'website/get', url: '/apis/system/api/website/get', body: {}, headers: {} },
    { name: 'ext/view', url: '/apis/user/auth/user/ext/view', body: {}, headers: { token } },
    { name: 'login/password', url: '/apis/user/api/user/login/password', body: loginBody, headers: {} },
    {
      name: 'meeting/info/view',
      url: '/apis/meeting/api/meeting/info/view',
      body: { id: meetingId },
      headers: {},
    },
    {
      name: 'meeting/programme (200 items)',
      url: '/apis/meeting/api/meeting/programme',
      body: { id: meetingId },
      headers: {},
    },
  ];
  const bare = Fastify();
  for (const [index, c] of cases.entries()) {
    const bytes = await post(c.url, c.body, c.headers);
    bare.post(`/bare/${index}`, async (_request, reply) => reply.type('application/json').send(bytes));
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const rows: TCallRow[] = [];
  try {
    for (const [index, c] of cases.entries()) {
      const real = await measure({
        url: `${origin}${c.url}`,
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
      rows.push({ name: c.name, real, ceiling });
    }
  } finally {
    await bare.close();
  }
  return rows;
};

const ratio = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;

export const callsSection = (rows: TCallRow[]) => [
  '## Calls',
  '',
  '| call | connections | requests/s | p99 ms | ceiling: bare Fastify, same bytes, requests/s | ceiling p99 ms | ratio |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | 50 | ${r.real.rps} | ${r.real.p99} | ${r.ceiling.rps} | ${r.ceiling.p99} | ${ratio(r.real.rps, r.ceiling.rps)} |`,
  ),
  '',
  'Goals: website/get at 60% or more of the bare ceiling; meeting/info/view at 40% or more. The load comes',
  "from a worker thread of the bench's process; the bare ceiling is one process, the platform as many as the stamp says.",
  'login/password is bound by scrypt (N=16384), by design: a password check must be expensive.',
  '',
];
