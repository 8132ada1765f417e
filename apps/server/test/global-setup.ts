import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/platform/db/client.ts';
import { startEmbeddedPg } from '../src/platform/db/startup/embedded.ts';
import { runMigrations } from '../src/platform/db/startup/migrate.ts';
import { seedPlatformData } from '../db/seed/platform.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/** scrypt's work factor for the tests' passwords (demo accounts, sign-ups): microseconds, not 70 ms. */
export const TEST_PASSWORD_COST_N = 16;

/** Swaps the database name of a connection URL. */
export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * One PostgreSQL for the whole run: DATABASE_URL when given (CI's second pass uses Debian's server),
 * else an embedded one in a temporary folder. A migrated, seeded template is cloned per test file.
 */
export default async function setup(project: TestProject) {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.DATABASE_URL;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-api-test-'));
    const embedded = await startEmbeddedPg(path.join(tempDir, 'pg'), await freePort(), { durable: false });
    stopEmbedded = embedded.stop;
    adminUrl = embedded.url('postgres');
  }
  const templateDb = `huitang_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const db = createDb(withDatabase(adminUrl, templateDb), 2);
  await runMigrations(db);
  await seedPlatformData(db);
  await seedDemoData(db, TEST_PASSWORD_COST_N);
  await db.$client.end();
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, 'huitang_test_') OR datname = $1`,
      [templateDb],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
