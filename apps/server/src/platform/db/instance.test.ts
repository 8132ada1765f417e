import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { instanceGone, registerInstance } from './instance.ts';

const claims = pgTable('instance_test_claims', { claimedBy: integer() });
const log = pino({ enabled: false });
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table instance_test_claims (claimed_by integer)`);
});
afterAll(() => t.close());

const gone = async (id: number | null) => {
  await t.db.execute(sql`delete from instance_test_claims`);
  await t.db.insert(claims).values({ claimedBy: id });
  const { rows } = await t.db.execute<{ gone: boolean }>(
    sql`select ${instanceGone(claims.claimedBy)} as gone from ${claims}`,
  );
  return rows[0]!.gone;
};

describe('an instance', () => {
  it('is alive while its process holds its connection, and gone the moment that connection dies', async () => {
    const first = await registerInstance(t.databaseUrl, log);
    const second = await registerInstance(t.databaseUrl, log);
    expect(first.id).not.toBe(second.id);
    expect(await gone(first.id)).toBe(false);
    expect(await gone(null)).toBe(true);

    // What a kill -9 does to the process's sockets: PostgreSQL ends the session and its locks.
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'huitang-instance' and datname = current_database()
         and pid in (select pid from pg_locks where locktype = 'advisory' and objid = $1::oid)`,
      [first.id],
    );
    await admin.end();
    await expect.poll(() => gone(first.id)).toBe(true);
    expect(await gone(second.id)).toBe(false);
    await first.close();
    await second.close();
    expect(await gone(second.id)).toBe(true);
  });
});
