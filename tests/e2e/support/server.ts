import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { startServer, type TRunningServer } from '../../../apps/server/src/server.ts';
import { TEST_PASSWORD_COST_N, withDatabase } from '../../../apps/server/test/global-setup.ts';

/**
 * The server of this journey file: pages and API on one port, on its own copy of the seeded template
 * database and its own data folder (uploads, sms.log). Started and stopped around every file by the
 * setup file (journey-server.ts); this module, loaded once per worker, holds it for the file's helpers.
 */
let running: { server: TRunningServer; dataDir: string; database: string } | undefined;

const current = () => {
  if (!running)
    throw new Error('the journey server has not started (support/journey-server.ts is a setup file)');
  return running;
};
export const serverUrl = (): string => current().server.url;
export const serverDataDir = (): string => current().dataDir;

const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * Runs SQL on this journey's own database. Only for what a person cannot hurry, such as the clock of a
 * timed exam: the page and the server then do what they would when that time came.
 */
export const onJourneyDatabase = async (text: string, values: unknown[] = []): Promise<void> => {
  const client = new pg.Client({ connectionString: withDatabase(inject('adminUrl'), current().database) });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
};

export const startJourneyServer = async (): Promise<void> => {
  const database = `huitang_test_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${inject('templateDb')}`));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-e2e-'));
  const server = await startServer({
    databaseUrl: withDatabase(inject('adminUrl'), database),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    // The journeys use the demo data (cloned from the template) and pay in the sandbox.
    seedDemo: true,
    paySandbox: true,
    // Every journey signs in from 127.0.0.1; the per-address limit is the API tests' business.
    signInRateLimitPerMinute: 10_000,
    passwordCostN: TEST_PASSWORD_COST_N,
    // Journey files run side by side: each server's RTMP ingest takes a free port.
    live: { enabled: true, rtmpPort: 0, reconnectSeconds: 1, hookSecret: '' },
  });
  running = { server, dataDir, database };
};

export const stopJourneyServer = async (): Promise<void> => {
  if (!running) return;
  const { server, dataDir, database } = running;
  running = undefined;
  await server.close();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  await rm(dataDir, { recursive: true, force: true });
};
