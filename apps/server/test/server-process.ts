import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * `npm start`'s server process (main.ts: the supervisor and its worker) with these settings on top
 * of this process's own, its errors shown in the test's output: a kill -9 test kills it (or its
 * worker) and starts another.
 */
export const spawnServer = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, LIVE: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** Whether the server on `port` answers a public call now. */
export const serverAnswers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/apis/system/api/website/get`, { method: 'POST' }).then(
    (reply) => reply.ok,
    () => false,
  );

/**
 * A spawned server on a free port, once it answers: a first start on a busy CI machine loads and
 * compiles the whole server, so it is given two minutes.
 */
export const startedServer = async (env: Record<string, string>, timeoutMs = 120_000) => {
  const port = await freePort();
  const child = spawnServer({ PORT: String(port), ...env });
  const deadline = Date.now() + timeoutMs;
  while (!(await serverAnswers(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, base: `http://127.0.0.1:${port}/apis` };
};

/** The worker processes a supervisor started (its children). */
export const workersOf = (supervisorPid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(supervisorPid)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/**
 * Kills spawned servers and waits until each is gone, then removes their data folder: a server still
 * dying may write one more file (a mail) while the folder is removed, and the removal fails.
 */
export const killAndClear = async (children: ChildProcess[], dataDir: string) => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }),
  );
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
};
