import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { repoRoot } from '../../../config.ts';
import type { PoolClient } from 'pg';
import type { TDb } from '../client.ts';

const MIGRATION_LOCK = 727_001;

/** Migrations drizzle has recorded as applied (none before the first). */
const appliedCount = async (client: PoolClient): Promise<number> => {
  const table = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table.rows[0]?.t) return 0;
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
};

/**
 * Applies the committed drizzle-kit migrations and answers how many were new; an advisory lock lets
 * several instances start together.
 */
export const runMigrations = async (db: TDb): Promise<number> => {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const before = await appliedCount(client);
    await migrate(db, { migrationsFolder: path.join(repoRoot, 'apps/server/db/migrations') });
    return (await appliedCount(client)) - before;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
};
