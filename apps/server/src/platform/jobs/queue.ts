import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { TTx } from '../db/client.ts';
import { executorOf } from '../db/raw-sql.ts';

export interface TSendOptions {
  startAfter?: Date;
  singletonKey?: string;
  /**
   * The transaction of the change that causes the job (the outbox): the job is written on its
   * connection, so it exists exactly when the change commits, and a rolled-back change leaves none.
   */
  tx?: TTx;
}

export interface TQueue {
  /** Adds a job; `startAfter` delays it, `singletonKey` keeps one queued job per key. */
  send(name: string, data: object, options?: TSendOptions): Promise<void>;
  /** Runs `handler` for each job of `name`; a thrown error retries the job with back-off. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The job queue on the platform's own PostgreSQL (pg-boss, schema pgboss): jobs survive a restart,
 * each is claimed by one worker of any instance, a failed one is retried with back-off, and one left
 * by a stopped process is taken again once it expires.
 */
export const createQueue = async (databaseUrl: string, log: FastifyBaseLogger): Promise<TQueue> => {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, application_name: 'huitang-jobs' });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue'));
  await boss.start();
  const queues = new Set<string>();
  const ensure = async (name: string) => {
    if (queues.has(name)) return;
    const create = () =>
      boss.createQueue(name, {
        name,
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: 300,
      });
    // Two workers starting on a fresh database make the same queues at once, and PostgreSQL may
    // end one of them as a deadlock (40P01; the bench's 2-process server failed to start so):
    // made again, the queue is there or made now.
    await create().catch(async (error: unknown) => {
      if ((error as { code?: string }).code !== '40P01') throw error;
      await create();
    });
    queues.add(name);
  };
  return {
    async send(name, data, { tx, ...options } = {}) {
      // The queue itself is made on pg-boss's own connection, never inside the caller's transaction.
      await ensure(name);
      await boss.send(name, data, tx ? { ...options, db: executorOf(tx) } : options);
    },
    async work(name, handler) {
      await ensure(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async (jobs) => {
        for (const job of jobs)
          await handler(job.data as never).catch((error: unknown) => {
            log.error({ err: error, job: name, data: job.data }, 'job failed; it will be retried');
            throw error;
          });
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
};
