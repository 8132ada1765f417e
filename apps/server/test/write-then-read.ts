import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, isAuthPath, type TCallPath } from '@huitang/contracts';
import { validValue, type TJsonSchema } from './bad-input.ts';
import { createTestApp, type TTestApp } from './harness.ts';
import { validRequests } from './valid-input.ts';

/**
 * What a write accepts, every read returns. Each write call of the contract gets random requests its
 * schema accepts, two of three as an organiser of their own meeting, one as a plain user (an
 * administrator for /admin/ calls); after each, the reads of the same module (found by the path:
 * the write's folder, its public /api/ twin, or the folder above when that has none) are called. No
 * reply may be a 5xx, and every reply must match its contract (the harness checks it).
 */

/** The last path segments that only read. */
const READ_VERBS = new Set([
  'list',
  'view',
  'get',
  'mine',
  'my',
  'detail',
  'summary',
  'count',
  'all',
  'num',
  'results',
  'result',
  'history',
  'find',
  'roster',
  'userList',
  'state',
  'info',
  'changes',
  'preview',
  'userInfo',
  'hall',
  'courses',
  'periods',
  'cost',
]);

/** Writes left out, and why. */
const LEFT_OUT = new Set<TCallPath>([
  // Ends the session the next calls use.
  '/user/auth/user/logout',
  // Connects to the mail server the request names: a random host is a network wait, not a reply.
  '/meeting/auth/meeting/email/setting/test',
  // Random user and institution ids include the callers': they would lock themselves out.
  '/admin/auth/user/disable',
  '/admin/auth/org/disable',
]);

const PATHS = Object.keys(calls) as TCallPath[];
const isRead = (path: string) => {
  const segments = path.split('/');
  const last = segments.at(-1)!;
  return READ_VERBS.has(last) || last.startsWith('get') || segments.at(-2) === 'list';
};
const folderOf = (path: string, up = 1) => path.split('/').slice(0, -up).join('/');
const READS = PATHS.filter(isRead);

/** Deletes and cancellations last, so the rows they remove were there for the writes before. */
const ENDING = /(delete|remove|cancel|refund|withdraw|unbind|disable)$/;
export const WRITES = PATHS.filter((path) => isAuthPath(path) && !isRead(path) && !LEFT_OUT.has(path)).sort(
  (a, b) => Number(ENDING.test(a)) - Number(ENDING.test(b)),
);

/** The reads that show what `write` wrote: its folder's, public twins included, else the folder above's. */
export const readsOf = (write: TCallPath): TCallPath[] => {
  for (const up of [1, 2]) {
    const folder = folderOf(write, up);
    const twins = [folder, folder.replace('/auth/', '/api/')].map((f) => `${f}/`);
    const found = READS.filter((read) => twins.some((twin) => read.startsWith(twin)));
    if (found.length) return found.slice(0, 8);
  }
  return [];
};

export interface TCallers {
  organiser: string;
  user: string;
  admin: string;
}

/** The id in a reply: a saved row's, or the first of the list or page it returns. */
const idIn = (data: unknown): number | undefined => {
  const list: unknown = data && typeof data === 'object' && 'list' in data ? data.list : data;
  const row: unknown = Array.isArray(list) ? list[0] : list;
  const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : undefined;
};

/**
 * Runs `writes`, `runs` random requests each (fixed seed), and returns what went wrong (every 5xx,
 * 999 and reply that drifts from its contract, with the request that caused it) and which writes
 * were accepted at least once.
 */
export const writeThenRead = async (
  t: TTestApp,
  writes: TCallPath[],
  callers: TCallers,
  relogin: (role: keyof TCallers) => Promise<string>,
  context: Record<string, number>,
  runs: number,
): Promise<{ failures: string[]; accepted: Set<TCallPath> }> => {
  const failures: string[] = [];
  const accepted = new Set<TCallPath>();
  const tokens = { ...callers };
  const send = async (role: keyof TCallers, path: TCallPath, body: unknown, after: string) => {
    try {
      const reply = await t.call(path, body as Record<string, unknown>, { token: tokens[role] });
      if (reply.status >= 500 || reply.code === 999)
        failures.push(
          `${path} ${JSON.stringify(body).slice(0, 300)} → HTTP ${reply.status} ${reply.msg}${after}`,
        );
      // A write that ends or changes the caller's session (a new mobile, a password) is not the point here.
      if ([301, 302, 304].includes(reply.code)) tokens[role] = await relogin(role).catch(() => tokens[role]);
      return reply;
    } catch (error) {
      failures.push(`${path} ${JSON.stringify(body).slice(0, 300)}${after}: ${(error as Error).message}`);
      return undefined;
    }
  };

  /** A row of each folder to work on: one its reads list, then the last one its writes saved. */
  const rowOf = new Map<string, number>();
  const readAll = async (role: keyof TCallers, write: TCallPath, id: number | undefined, after: string) => {
    for (const read of readsOf(write)) {
      const json = z.toJSONSchema(calls[read].request, { io: 'input', unrepresentable: 'any' });
      const body = validValue(json as TJsonSchema, '', id === undefined ? context : { ...context, id });
      const reply = await send(role, read, body, after);
      const found = reply?.code === 200 ? idIn(reply.data) : undefined;
      if (found !== undefined && !rowOf.has(folderOf(write))) rowOf.set(folderOf(write), found);
    }
  };

  for (const [index, write] of writes.entries()) {
    if (!rowOf.has(folderOf(write))) await readAll('organiser', write, undefined, ' (before any write)');
    const row = rowOf.get(folderOf(write));
    const requests = validRequests(
      calls[write].request,
      row ? { ...context, id: row } : context,
      runs,
      20_260_000 + index,
    );
    for (const [run, body] of requests.entries()) {
      const role: keyof TCallers = write.startsWith('/admin/')
        ? 'admin'
        : run % 3 === 2
          ? 'user'
          : 'organiser';
      const written = await send(role, write, body, '');
      if (written?.code === 200) accepted.add(write);
      const id = written?.code === 200 ? idIn(written.data) : undefined;
      if (id !== undefined) rowOf.set(folderOf(write), id);
      await readAll(role, write, id ?? row, ` (after ${write} ${JSON.stringify(body).slice(0, 300)})`);
    }
  }
  return { failures, accepted };
};

/** Declares the test of one part of the writes (1 … of): the parts run as files of their own, side by side. */
export const describeWriteThenRead = (part: number, of: number, runs = 6) => {
  let t: TTestApp;
  const logins = { organiser: '13800000003', admin: '13800000000' };
  let callers: TCallers;
  let context: Record<string, number>;
  let userMobile: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [organiser, admin, user] = await Promise.all([
      t.login(logins.organiser),
      t.login(logins.admin),
      t.registerUser(),
    ]);
    userMobile = user.mobile;
    callers = { organiser, admin, user: user.token };
    const meetings = await t.call('/meeting/auth/meeting/info/list', {}, { token: organiser });
    const meetingId = meetings.data.list[0]!.id;
    const orgs = await t.call('/user/auth/org/mine', {}, { token: organiser });
    context = { meetingId, id: meetingId, orgId: orgs.data[0]!.id };
  });
  afterAll(() => t.close());

  // A folder's writes stay in one part, so its deletes find the rows its saves made.
  const partOf = (write: string) =>
    [...folderOf(write)].reduce((sum, char) => sum + char.charCodeAt(0), 0) % of;
  const writes = WRITES.filter((write) => partOf(write) === part - 1);
  it(`part ${part} of ${of}: no write leaves a value a read cannot return (${writes.length} writes)`, async () => {
    const relogin = (role: keyof TCallers) =>
      t.login(role === 'user' ? userMobile : logins[role], role === 'user' ? 'secret12' : undefined);
    const { failures, accepted } = await writeThenRead(t, writes, callers, relogin, context, runs);
    expect(failures).toEqual([]);
    // Most requests are refused (someone else's row, a refinement the schema cannot show): enough
    // must still be written for the reads after them to mean something.
    expect(accepted.size).toBeGreaterThan(writes.length / 4);
  }, 120_000);
};
