import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventually, freePort, pauseGroup, start, stop } from './processes.ts';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Seconds between the runs of the sweeps whose period is a setting: short, so that a few runs fit in
 * the test (the others are 60 s, and the test waits that long for them).
 */
export const FAST_SWEEP_SECONDS = 2;

export interface TInstanceSettings {
  databaseUrl: string;
  storage: Record<string, string>;
  /** Where each instance keeps its data folder and its log. */
  dir: string;
}

/**
 * One instance of the compiled server, as `npm start` runs it (`node dist/main.js`: a supervisor and
 * its worker), with the settings README's "Several instances" gives every instance.
 */
export const startInstance = async (name: string, settings: TInstanceSettings) => {
  const port = await freePort();
  const rtmpPort = await freePort();
  const log = createWriteStream(path.join(settings.dir, `${name}.log`));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: path.join(settings.dir, name),
    SECRETS_KEY: 'c2NhbGUtdGVzdC1zZWNyZXRzLWtleS0zMi1ieXRlcyE=',
    TRUST_PROXY: 'true',
    // A database reached by URL gets no demo data unless asked: the test signs in as the demo people.
    SEED_DEMO: '1',
    PAY_SANDBOX: 'on',
    RTMP_PORT: String(rtmpPort),
    // A live ends 2 s after its encoder stops (not 30), and its recording reaches the bucket each second.
    LIVE_RECONNECT_SECONDS: '2',
    LIVE_RECORDING_PART_SECONDS: '1',
    ORDER_SWEEP_SECONDS: String(FAST_SWEEP_SECONDS),
    EXAM_SWEEP_SECONDS: String(FAST_SWEEP_SECONDS),
    MAIL_SWEEP_SECONDS: String(FAST_SWEEP_SECONDS),
    REMINDER_SWEEP_SECONDS: String(FAST_SWEEP_SECONDS),
    SIGNIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    ...settings.storage,
  };
  const child = start(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], env, log, REPO);
  const origin = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  // One that never answers is stopped, not left behind.
  try {
    await eventually(
      `instance ${name} answers (log: ${path.join(settings.dir, `${name}.log`)})`,
      async () => {
        if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}`);
        const reply = await fetch(`${origin}/apis/system/api/website/get`, { method: 'POST' });
        return reply.ok ? true : undefined;
      },
      { ms: 180_000, every: 500 },
    );
  } catch (error) {
    await stop(child, 'SIGKILL');
    throw error;
  }
  // Its timers were set before it first answered (at load, seconds after the spawn).
  const answeredAt = Date.now();
  return {
    name,
    port,
    /** Where an encoder pushes a live to this instance. */
    rtmpPort,
    origin,
    dataDir: env.DATA_DIR,
    /** When its process was started, and when it first answered: its timers began in between. */
    spawnedAt,
    answeredAt,
    /** Whether its process is still there. */
    alive: () => child.exitCode === null && child.signalCode === null,
    /** As a machine dies: SIGKILL to the supervisor and its worker, no shutdown of any kind. */
    kill: () => stop(child, 'SIGKILL'),
    /** Stops it where it is (SIGSTOP: no request, timer or job of it goes on) until `resume`. */
    pause: () => pauseGroup(child, 'SIGSTOP'),
    resume: () => pauseGroup(child, 'SIGCONT'),
    stop: () => stop(child),
  };
};

export type TInstanceHandle = Awaited<ReturnType<typeof startInstance>>;
