import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-main-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const postgresProcessesOf = (dir: string) => {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${dir}`])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
};

/** Starts `npm start`'s server process, waits for the site settings call, then stops it with a signal. */
const runOnce = async (port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(port + 1),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let body: { code: number; data: { title: string } } | undefined;
  // A first start creates the database, migrates and seeds: give a busy CI machine up to two minutes.
  for (let attempt = 0; attempt < 240 && !body; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    body = await fetch(`http://127.0.0.1:${port}/apis/system/api/website/get`, { method: 'POST' })
      .then((r) => r.json() as Promise<typeof body>)
      .catch(() => undefined);
  }
  child.kill('SIGINT');
  return { body, exitCode: await exited };
};

describe('the server process', () => {
  it('starts embedded PostgreSQL under data/pg, serves demo data, and leaves nothing behind on SIGINT', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = await runOnce(port);
    expect(first.body).toMatchObject({
      code: 200,
      data: { title: expect.stringContaining('会堂') as string },
    });
    expect(first.exitCode).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(postgresProcessesOf(path.join(dataDir, 'pg'))).toEqual([]);

    // The second start reuses the folder and the seeded data.
    const second = await runOnce(port);
    expect(second.body?.code).toBe(200);
    expect(second.exitCode).toBe(0);
    expect(postgresProcessesOf(path.join(dataDir, 'pg'))).toEqual([]);
  }, 300_000);
});
