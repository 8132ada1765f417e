import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../apps/server/src/server.ts';
import { freePort } from '../../../apps/server/test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * One server for the whole run, pages and API on one port, with its own data folder (embedded
 * PostgreSQL, sms.log, uploads) so a run never touches ./data or another run.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-e2e-'));
  const server = await startServer({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    embeddedPgPort: await freePort(),
    logLevel: 'warn',
    // Every journey signs in from 127.0.0.1; the per-IP limit is the API tests' business.
    signInRateLimitPerMinute: 10_000,
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
