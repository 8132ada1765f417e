import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * `npm start`'s server process (main.ts) with these settings on top of this process's own, its
 * errors shown in the test's output: a kill -9 test kills it and starts another.
 */
export const spawnServer = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, LIVE: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
