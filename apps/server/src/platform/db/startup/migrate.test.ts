import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../../../test/global-setup.ts';
import { createDb, type TDb } from '../client.ts';
import { runMigrations } from './migrate.ts';

/** Instances started together on one empty database: the advisory lock lets exactly one migrate. */
const name = `huitang_test_migrate_${randomBytes(4).toString('hex')}`;
const instances: TDb[] = [];

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

beforeAll(() => admin(`CREATE DATABASE ${name}`));
afterAll(async () => {
  for (const db of instances) await db.$client.end();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('migrations', () => {
  it('are applied once when three instances start together on an empty database', async () => {
    for (let i = 0; i < 3; i++) instances.push(createDb(withDatabase(inject('adminUrl'), name), 2));
    const applied = await Promise.all(instances.map((db) => runMigrations(db)));
    const total = Math.max(...applied);
    expect(total).toBeGreaterThan(10);
    expect(applied.sort((a, b) => b - a)).toEqual([total, 0, 0]);
    const { rows } = await instances[0]!.$client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBe(total);
    expect(await runMigrations(instances[1]!)).toBe(0);
  });
});
