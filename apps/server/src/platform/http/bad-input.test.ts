import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, isAuthPath, links, type TCallPath, type TLinkPath } from '@huitang/contracts';
import { HOSTILE_VALUES, badBodiesOf } from '../../../test/bad-input.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/**
 * Bad input is the caller's fault, never the server's: every call of the contract and every GET link
 * (downloads, QR codes, suggestions), fed requests generated from its own schema with each field
 * swapped for hostile values, answers below 500, and the server still answers afterwards.
 */

/** The contract's GET links with the query fields each reads; those with a `:name` segment apart. */
const LINKS = (Object.keys(links) as TLinkPath[])
  .filter((path) => !path.includes(':'))
  .map((path) => ({ url: `/apis${path}`, query: Object.keys(links[path].query.shape) }));
const PATH_PARAM_LINKS = (Object.keys(links) as TLinkPath[])
  .filter((path) => path.includes(':'))
  .map((path) => `/apis${path.replace(/:\w+$/, '')}`);

/** The call, and the calls after it, would leave the shared caller without a session. */
const ENDS_SESSION = new Set<TCallPath>(['/user/auth/user/logout']);

let t: TTestApp;
let organiser: string;
let admin: string;
let context: Record<string, number>;
const failures: string[] = [];

const record = (what: string, status: number, code: number | undefined) => {
  if (status >= 500 || code === 999) failures.push(`${what} → HTTP ${status}, code ${code}`);
};

/** Runs `tasks` a few at a time: fast, yet not one connection per request. */
const inBatches = async (tasks: (() => Promise<void>)[], size = 16) => {
  for (let index = 0; index < tasks.length; index += size) {
    await Promise.all(tasks.slice(index, index + size).map((task) => task()));
  }
};

/** A value as a URL would carry it; a lone surrogate has no UTF-8, so it goes as the bytes a browser could send. */
const hostileText = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === '\ud800' ? '%ED%A0%80' : encodeURIComponent(text);
};

beforeAll(async () => {
  t = await createTestApp();
  [organiser, admin] = await Promise.all([t.login('13800000003'), t.login('13800000000')]);
  const meetings = await t.call('/meeting/auth/meeting/info/list', {}, { token: organiser });
  const meetingId = meetings.data.list[0]!.id;
  const orgs = await t.call('/user/auth/org/mine', {}, { token: organiser });
  context = { meetingId, id: meetingId, orgId: orgs.data[0]!.id };
});
afterAll(() => t.close());

describe('hostile input on every route', () => {
  it('never answers 5xx on any JSON call', async () => {
    const tasks: (() => Promise<void>)[] = [];
    for (const [path, contract] of Object.entries(calls) as [TCallPath, (typeof calls)[TCallPath]][]) {
      const token = ENDS_SESSION.has(path) ? undefined : path.startsWith('/admin/') ? admin : organiser;
      for (const body of badBodiesOf(contract.request, context)) {
        tasks.push(async () => {
          const response = await t.raw({
            method: 'POST',
            url: `/apis${path}`,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
          });
          const code = response.json<{ code?: number }>().code;
          record(`POST ${path} ${JSON.stringify(body)?.slice(0, 160)}`, response.statusCode, code);
        });
      }
      if (isAuthPath(path)) {
        tasks.push(async () => {
          const response = await t.raw({
            method: 'POST',
            url: `/apis${path}`,
            payload: '{}',
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode, path).toBe(401);
        });
      }
    }
    await inBatches(tasks);
    expect(failures).toEqual([]);
    expect(tasks.length).toBeGreaterThan(10_000);
    // Every call of the contract, so it grows with the product: about 30 s on a busy 2-core machine.
  }, 120_000);

  it('never answers 5xx on a GET link, with any query value', async () => {
    const tasks: (() => Promise<void>)[] = [];
    const cookies = { RC_WEB_TOKEN: organiser };
    for (const { url, query } of LINKS) {
      for (const field of query) {
        for (const bad of [...HOSTILE_VALUES, undefined]) {
          const valid = Object.fromEntries(query.map((name) => [name, String(context[name] ?? 'name')]));
          const params = Object.entries({ ...valid, [field]: bad })
            .filter(([, value]) => value !== undefined)
            .map(([name, value]) => `${name}=${hostileText(value)}`)
            .join('&');
          tasks.push(async () => {
            const response = await t.raw({ method: 'GET', url: `${url}?${params}`, cookies });
            record(`GET ${url}?${params.slice(0, 160)}`, response.statusCode, undefined);
          });
        }
      }
    }
    for (const prefix of PATH_PARAM_LINKS) {
      for (const bad of HOSTILE_VALUES) {
        tasks.push(async () => {
          const response = await t.raw({ method: 'GET', url: `${prefix}${hostileText(bad)}` });
          record(`GET ${prefix}${hostileText(bad).slice(0, 80)}`, response.statusCode, undefined);
        });
      }
    }
    await inBatches(tasks);
    expect(failures).toEqual([]);
  });

  it('refuses an anonymous or unknown caller on every /auth/ link, whatever the query', async () => {
    const authLinks = (Object.keys(links) as TLinkPath[]).filter(isAuthPath);
    expect(authLinks.length).toBeGreaterThan(20);
    for (const path of authLinks) {
      const query = Object.keys(links[path].query.shape)
        .map((name) => `${name}=${context[name] ?? 1}`)
        .join('&');
      const url = `/apis${path.replace(/:\w+$/, '1')}?${query}`;
      for (const cookies of [{}, { RC_WEB_TOKEN: 'not-a-session' }] as Record<string, string>[]) {
        const response = await t.raw({ method: 'GET', url, cookies });
        expect([path, response.statusCode]).toEqual([path, 401]);
      }
    }
  });

  it('refuses a follow-state id past PostgreSQL integers with 601 (it once ended the process)', async () => {
    for (const meetingId of [2147483648, 9007199254740991, '2147483648']) {
      const result = await t.call('/meeting/auth/meeting/follow/state', { meetingId }, { token: organiser });
      expect(result.code).toBe(601);
    }
  });

  it('still answers afterwards', async () => {
    const site = await t.call('/system/api/website/get');
    expect(site.code).toBe(200);
  });
});
