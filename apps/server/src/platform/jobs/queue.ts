import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { TDb, TTx } from '../db/client.ts';
import type { TInstance } from '../db/instance.ts';
import { executorOf } from '../db/raw-sql.ts';
import { jobRunRepository as runs } from './job-run.repository.ts';

/**
 * How long a job may run before pg-boss takes it for stuck and gives it to another worker, unless its
 * queue says otherwise. A dying instance's jobs do not wait for it: `retryOrphaned` retries them.
 */
const EXPIRE_SECONDS = 300;
/** How often a sweep looks for the jobs of stopped instances (app.ts): a job waits about this and its retry delay. */
export const ORPHANED_JOBS_SWEEP_SECONDS = 5;
/** An active job with no run written this long after its start was taken by an instance that died at once. */
const UNRECORDED_GRACE_SECONDS = 60;

export interface TSendOptions {
  startAfter?: Date;
  singletonKey?: string;
  /**
   * The transaction of the change that causes the job (the outbox): the job is written on its
   * connection, so it exists exactly when the change commits, and a rolled-back change leaves none.
   */
  tx?: TTx;
}

export interface TWorkOptions {
  /**
   * How long one run may last before pg-boss fails it and another worker tries (a hung process):
   * longer than the longest run, as a run past it is given to a second worker while the first goes on.
   */
  expireSeconds?: number;
}

export interface TQueue {
  /** Adds a job; `startAfter` delays it, `singletonKey` keeps one queued job per key. */
  send(name: string, data: object, options?: TSendOptions): Promise<void>;
  /** Runs `handler` for each job of `name`; a thrown error retries the job with back-off. */
  work<T extends object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: TWorkOptions,
  ): Promise<void>;
  /**
   * Fails the active jobs of instances that are gone (their lock went with their connection), so
   * that they are retried after the queue's retry delay rather than after their expiry. Answers how many.
   */
  retryOrphaned(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The job queue on the platform's own PostgreSQL (pg-boss, schema pgboss): jobs survive a restart,
 * each is claimed by one worker of any instance, and a failed one is retried with back-off. Each run
 * is written with its instance (`job_runs`), so a job whose instance died is retried as soon as a
 * sweep sees its instance's lock gone (`retryOrphaned`), not minutes later when it expires.
 */
/** The advisory lock under which any process makes a queue. */
const QUEUE_CREATION_LOCK = 'huitang: pg-boss queue creation';

export const createQueue = async (
  databaseUrl: string,
  log: FastifyBaseLogger,
  { db, instance }: { db: TDb; instance: TInstance },
): Promise<TQueue> => {
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
        expireInSeconds: EXPIRE_SECONDS,
      });
    // Processes starting on one database make the same queues in the same order, and pg-boss's
    // create_queue run side by side ends in deadlocks (40P01), again on a retry as both go on in
    // step: the bench's 2-process server failed to start so. So queues are made one at a time
    // across processes, under an advisory lock held on a connection of the platform's pool; the
    // later process finds the queue made (create_queue does nothing then).
    const client = await db.$client.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [QUEUE_CREATION_LOCK]);
      try {
        await create();
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', [QUEUE_CREATION_LOCK]);
      }
    } finally {
      client.release();
    }
    queues.add(name);
  };
  return {
    async send(name, data, { tx, ...options } = {}) {
      // The queue itself is made on pg-boss's own connection, never inside the caller's transaction.
      await ensure(name);
      await boss.send(name, data, tx ? { ...options, db: executorOf(tx) } : options);
    },
    async work(name, handler, { expireSeconds } = {}) {
      await ensure(name);
      // Jobs sent from now on carry it (pg-boss copies the queue's expiry into each job it is sent).
      if (expireSeconds) await boss.updateQueue(name, { name, expireInSeconds: expireSeconds });
      await boss.work<object>(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          const run = { jobId: job.id, queue: name, instanceId: instance.id };
          await runs.started(db, run);
          try {
            await handler(job.data as never);
          } catch (error) {
            log.error({ err: error, job: name, data: job.data }, 'job failed; it will be retried');
            throw error;
          } finally {
            await runs.ended(db, run.jobId, run.instanceId).catch(() => undefined);
          }
        }
      });
    },
    async retryOrphaned() {
      const orphans = await runs.orphaned(db, UNRECORDED_GRACE_SECONDS);
      for (const job of orphans) {
        log.warn({ job: job.name, id: job.id }, 'a job of a stopped instance; retrying it');
        await boss.fail(job.name, job.id, { message: 'the instance running it stopped' });
      }
      await runs.forgetGone(db);
      return orphans.length;
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
};
