import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPg } from '../apps/server/src/platform/db/startup/embedded.ts';

export interface TBenchServer {
  url: string;
  databaseUrl: string;
  rtmpPort: number;
  workers: number;
  close(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * The platform as `npm start` runs it (the compiled dist/main.js: a supervisor and `workers` server
 * processes), on an embedded PostgreSQL of the bench's own with pg_stat_statements loaded, demo
 * data and the sandbox payment method. `npm run bench` builds the server first.
 */
export const startBenchServer = async ({ workers }: { workers: number }): Promise<TBenchServer> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-bench-'));
  const pg = await startEmbeddedPg(path.join(dataDir, 'pg'), undefined, {
    durable: true,
    settings: { shared_preload_libraries: 'pg_stat_statements' },
  });
  const databaseUrl = pg.url('huitang');
  const [port, rtmpPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) reach the server processes too:
    // cluster workers inherit the supervisor's flags, and NODE_OPTIONS refuses --cpu-prof.
    [
      '--enable-source-maps',
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      // BENCH_SERVER_MAIN runs another build (an A/B of two commits in one sitting); it must sit three
      // folders below the repository, as dist/main.js does, since it finds the repository from there.
      path.resolve(root, process.env.BENCH_SERVER_MAIN ?? 'apps/server/dist/main.js'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        WORKERS: String(workers),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: '1',
        PAY_SANDBOX: 'on',
        SIGNIN_RATE_LIMIT_PER_MINUTE: '1000000',
        RTMP_PORT: String(rtmpPort),
        LIVE_RECONNECT_SECONDS: '1',
        LIVE_HOOK_SECRET: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    const answer = await fetch(`${url}/apis/system/api/website/get`, { method: 'POST' }).catch(
      () => undefined,
    );
    if (answer?.ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the bench server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    databaseUrl,
    rtmpPort,
    workers,
    async close() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await pg.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
