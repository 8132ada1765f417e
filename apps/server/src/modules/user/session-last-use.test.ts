import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/** A session's last use is written about once a minute per process, never once per call (decision 030). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('last use of a session', () => {
  it('writes a stale session’s last use once for a burst of its calls, not once per call', async () => {
    const { token, mobile } = await t.registerUser();
    const session = sql`(select s.id from sessions s join users u on u.id = s.user_id where u.mobile = ${mobile} and s.ended_at is null)`;
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where id = ${session}`,
    );
    await t.db.execute(sql`create table touches (session_id int)`);
    await t.db.execute(sql`create function count_touch() returns trigger language plpgsql as $$
      begin insert into touches values (new.id); return new; end $$`);
    await t.db.execute(
      sql`create trigger count_touch after update of last_seen_at on sessions for each row execute function count_touch()`,
    );
    try {
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => t.call('/user/auth/user/ext/view', {}, { token })),
      );
      expect(burst.every((r) => r.code === 200)).toBe(true);
      const touches = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from touches where session_id = ${session}`,
      );
      expect(touches.rows[0]!.n).toBe(1);
    } finally {
      await t.db.execute(sql`drop trigger count_touch on sessions`);
      await t.db.execute(sql`drop function count_touch`);
      await t.db.execute(sql`drop table touches`);
    }
  });

  it('writes the last use of many stale sessions calling at once together, each session once', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => t.registerUser()));
    const mobiles = people.map((p) => p.mobile);
    await t.db.execute(sql`update sessions set last_seen_at = now() - interval '2 minutes'
      where ended_at is null and user_id in (select id from users where mobile in ${mobiles})`);
    await t.db.execute(sql`create table touches (session_id int, tx bigint)`);
    await t.db.execute(sql`create function count_touch() returns trigger language plpgsql as $$
      begin insert into touches values (new.id, txid_current()); return new; end $$`);
    await t.db.execute(
      sql`create trigger count_touch after update of last_seen_at on sessions for each row execute function count_touch()`,
    );
    try {
      const calls = await Promise.all(
        people.map(({ token }) => t.call('/user/auth/user/ext/view', {}, { token })),
      );
      expect(calls.every((r) => r.code === 200)).toBe(true);
      const written = await t.db.execute<{ sessions: number; touches: number; statements: number }>(
        sql`select count(distinct session_id)::int as sessions, count(*)::int as touches,
          count(distinct tx)::int as statements from touches`,
      );
      // Every session's idle time starts again (none expires while in use), each written once,
      // and the burst's writes go together rather than one statement per session.
      expect(written.rows[0]).toMatchObject({ sessions: 10, touches: 10 });
      expect(written.rows[0]!.statements).toBeLessThan(10);
    } finally {
      await t.db.execute(sql`drop trigger count_touch on sessions`);
      await t.db.execute(sql`drop function count_touch`);
      await t.db.execute(sql`drop table touches`);
    }
  });
});
