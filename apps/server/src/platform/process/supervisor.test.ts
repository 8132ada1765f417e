import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import { serverAnswers, startedServer, workersOf } from '../../../test/server-process.ts';

/**
 * `npm start` as an operator runs it: a supervisor and one server worker. A worker that dies (kill -9
 * stands for an uncaught exception, the OOM killer, a fault in a native part) is replaced within
 * seconds and the site answers again; a killed supervisor takes its workers with it.
 */

const children: ChildProcess[] = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-supervisor-'));
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervisor', () => {
  it('replaces a killed worker within seconds, and its workers end with it', async () => {
    const t = await createTestApp();
    await t.close();
    const { child: supervisor, port } = await startedServer({
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: dataDir,
    });
    children.push(supervisor);
    const answers = () => serverAnswers(port);
    const [worker] = workersOf(supervisor.pid!);
    expect(worker).toBeGreaterThan(0);

    process.kill(worker!, 'SIGKILL');
    await expect.poll(() => alive(worker!), { timeout: 5000 }).toBe(false);
    // Another is started at once (a quarter of a second); it serves once it has loaded the code.
    await expect.poll(() => workersOf(supervisor.pid!).length, { timeout: 5000 }).toBe(1);
    const [replacement] = workersOf(supervisor.pid!);
    expect(replacement).not.toBe(worker);
    await expect.poll(answers, { timeout: 120_000, interval: 100 }).toBe(true);

    supervisor.kill('SIGKILL');
    await expect.poll(() => alive(replacement!), { timeout: 5000 }).toBe(false);
  }, 150_000);
});
