import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/** What a worker tells its supervisor once it serves (before that, its death is a failed start). */
export const WORKER_UP = 'huitang:up';

export interface TSupervisor {
  /** Stops every worker with SIGTERM (SIGKILL after `graceMs`) and starts none again. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The primary of a node cluster: starts `workers` server processes sharing the HTTP and RTMP ports,
 * and starts another within seconds whenever one dies — an uncaught exception, a kill -9, the OOM
 * killer — so one fault costs the requests in flight on that worker, not the conference's day.
 * A worker that dies before it ever served is a start that cannot work (a taken port, a bad
 * setting): the supervisor then stops with its exit code instead of trying forever.
 */
export const superviseWorkers = ({
  workers,
  env,
  log,
  onStartFailed,
}: {
  workers: number;
  /** Added to each worker's environment (the embedded database's URL, say). */
  env: Record<string, string>;
  log: FastifyBaseLogger;
  onStartFailed: (code: number) => void;
}): TSupervisor => {
  let stopping = false;
  const served = new WeakSet<Worker>();
  /** When workers died lately: restarts slow down (up to 30 s) while they keep dying. */
  let deaths: number[] = [];

  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('message', (message) => {
      if (message === WORKER_UP) served.add(worker);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!served.has(worker)) {
      log.error(`a server worker failed to start (exit ${code ?? signal}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      onStartFailed(code || 1);
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((at) => now - at < 60_000), now];
    const delay = Math.min(30_000, 250 * 2 ** (deaths.length - 1));
    log.error(
      `server worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another in ${delay} ms`,
    );
    setTimeout(() => stopping || fork(), delay);
  });

  for (let count = 0; count < workers; count++) fork();

  return {
    async stop(graceMs = 20_000) {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker =>
        Boolean(worker && !worker.isDead()),
      );
      await Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => worker.process.kill('SIGKILL'), graceMs);
              worker.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
};
