import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { repoRoot } from '../../config.ts';
import type { TDb } from './client.ts';

const MIGRATION_LOCK = 727_001;

/** Applies the committed drizzle-kit migrations; an advisory lock lets several instances start together. */
export const runMigrations = async (db: TDb): Promise<void> => {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: path.join(repoRoot, 'apps/server/db/migrations') });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
};
