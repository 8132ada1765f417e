import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { createSessionCache } from './session-cache.ts';
import { sessionRepository } from './session.repository.ts';
import { hashToken } from './token.ts';

// Two server processes on one database: `a` and `b` are two app instances, each with its own cache.
let a: TTestApp;
let b: TTestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await a.another();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await b.close();
  await a.close();
});

const me = (app: TTestApp, token: string) => app.call('/user/auth/user/ext/view', {}, { token });

/** Signs `token` in on `b` twice, checking the second answer came from b's memory, not PostgreSQL. */
const keptOnB = async (token: string) => {
  expect((await me(b, token)).code).toBe(Code.OK);
  const lookups = vi.spyOn(sessionRepository, 'findByTokenHashes');
  expect((await me(b, token)).code).toBe(Code.OK);
  expect(lookups).not.toHaveBeenCalled();
  lookups.mockRestore();
};

describe('a session kept in one process’s memory', () => {
  it('is refused there at once after signing out on another', async () => {
    // The sign-out waits for both processes' listeners to confirm (settled()): both are counted.
    const listeners = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = 'huitang-session-cache'`,
    );
    expect(listeners.rows[0]!.n).toBe(2);
    const { token } = await a.registerUser();
    await keptOnB(token);
    expect((await a.call('/user/auth/user/logout', {}, { token })).code).toBe(Code.OK);
    expect(await me(b, token)).toMatchObject({ code: Code.NOT_LOGGED_IN });
  });

  it('is refused there at once after a password change, disabling, or a sign-in elsewhere', async () => {
    // A demo account: a new one was sent its code a moment ago, and may not ask for another yet.
    const changed = { mobile: '13800000005', token: await a.login('13800000005') };
    await keptOnB(changed.token);
    await a.call('/user/api/user/send/code', { mobile: changed.mobile });
    const code = await a.smsCode(changed.mobile);
    const update = { mobile: changed.mobile, code, newPassword: 'secret34', confirmPassword: 'secret34' };
    expect((await a.call('/user/api/user/update/password', update)).code).toBe(Code.OK);
    expect(await me(b, changed.token)).toMatchObject({ code: Code.NOT_LOGGED_IN });

    const disabled = await a.registerUser();
    await keptOnB(disabled.token);
    const admin = await a.login('13800000000');
    const found = await a.call('/admin/auth/user/list', { keyword: disabled.mobile }, { token: admin });
    const id = found.data.list[0]!.id;
    expect((await a.call('/admin/auth/user/disable', { id, value: true }, { token: admin })).code).toBe(
      Code.OK,
    );
    expect(await me(b, disabled.token)).toMatchObject({ code: Code.NOT_LOGGED_IN });

    // Registering opened a pc session; signing in again on pc replaces it (304 where it is used).
    const replaced = await a.registerUser();
    await keptOnB(replaced.token);
    await a.login(replaced.mobile, 'secret12');
    expect(await me(b, replaced.token)).toMatchObject({ code: Code.LOGGED_IN_ELSEWHERE });
  });

  it('carries the account’s new type at once after it leaves an organisation on another process', async () => {
    const member = await a.registerUser();
    const owner = await a.login('13800000003');
    const orgId = (await a.call('/user/auth/org/mine', {}, { token: owner })).data[0]!.id;
    const added = await a.call(
      '/user/auth/org/member/add',
      { orgId, mobile: member.mobile, role: 'member' },
      { token: owner },
    );
    expect(added.code).toBe(Code.OK);
    // An institution's member may look people up by mobile; an ordinary account may not (306).
    const lookUp = () =>
      b.link('/user/auth/user/ext/by/mobile', { mobile: '13800000003' }, { token: member.token });
    expect((await lookUp()).code).toBe(Code.OK);
    await keptOnB(member.token);
    const userId = added.data.find((m) => m.mobile === member.mobile)!.userId;
    expect((await a.call('/user/auth/org/member/remove', { orgId, userId }, { token: owner })).code).toBe(
      Code.OK,
    );
    expect((await lookUp()).code).toBe(Code.FORBIDDEN);
  });

  it('is refused at once when a session is ended by SQL (a sweep, an operator), once the change is settled', async () => {
    const { token } = await a.registerUser();
    await keptOnB(token);
    await a.db.execute(
      sql`update sessions set ended_at = now(), end_reason = 'expired' where token_hash = ${hashToken(token)}`,
    );
    await a.app.sessions.settled();
    expect(await me(b, token)).toMatchObject({ code: Code.NOT_LOGGED_IN });
  });

  it('is not served while its process is not listening for changes', async () => {
    const { token } = await a.registerUser();
    await keptOnB(token);
    // Every listener's connection is cut; until each has reconnected, its process reads PostgreSQL.
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'huitang-session-cache'`,
    );
    await vi.waitFor(() => expect(b.app.sessions.listening).toBe(false));
    expect(b.app.sessions.size).toBe(0);
    // Ended while nobody listens: the announcement is lost, and b must not answer from memory.
    await a.db.execute(sql`update sessions set ended_at = now() where token_hash = ${hashToken(token)}`);
    expect(await me(b, token)).toMatchObject({ code: Code.NOT_LOGGED_IN });
    await vi.waitFor(() => expect(b.app.sessions.listening).toBe(true), { timeout: 5000 });
    await keptOnB((await b.registerUser()).token);
  });
});

describe('the session cache', () => {
  it('keeps at most its number of sessions, the oldest going first, each for its time only', async () => {
    const tokens = await Promise.all(Array.from({ length: 4 }, () => a.registerUser()));
    const cache = await createSessionCache(a.db, a.databaseUrl, a.app.log, { ttlMs: 300, maxEntries: 3 });
    try {
      const lookups = vi.spyOn(sessionRepository, 'findByTokenHashes');
      for (const { token } of tokens) expect((await cache.find(hashToken(token)))?.endedAt).toBeNull();
      expect(cache.size).toBe(3);
      expect(lookups).toHaveBeenCalledTimes(4);
      // The last three are in memory; the first was pushed out and is read again.
      for (const { token } of tokens.slice(1)) await cache.find(hashToken(token));
      expect(lookups).toHaveBeenCalledTimes(4);
      await cache.find(hashToken(tokens[0]!.token));
      expect(lookups).toHaveBeenCalledTimes(5);
      expect(cache.size).toBe(3);
      // Past its time a session is read again.
      await new Promise((resolve) => setTimeout(resolve, 350));
      await cache.find(hashToken(tokens[3]!.token));
      expect(lookups).toHaveBeenCalledTimes(6);
      lookups.mockRestore();
    } finally {
      await cache.close();
    }
  });

  it('reads the sessions asked for at the same moment in one statement', async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, () => a.registerUser()));
    const lookups = vi.spyOn(sessionRepository, 'findByTokenHashes');
    const answers = await Promise.all(tokens.map(({ token }) => me(b, token)));
    expect(answers.map((answer) => answer.data.mobile)).toEqual(tokens.map(({ mobile }) => mobile));
    // The first goes at once; the others, arriving while it runs, go together.
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(3);
    lookups.mockRestore();
  });
});
