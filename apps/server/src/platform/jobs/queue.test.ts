import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { createDb, type TDb } from '../db/client.ts';
import { registerInstance, type TInstance } from '../db/instance.ts';
import { createQueue, type TQueue } from './queue.ts';

/** A job sent inside a change's transaction exists exactly when the change commits (the outbox). */
const name = `huitang_test_queue_${randomBytes(4).toString('hex')}`;
const silent = { error: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
let db: TDb;
let url: string;
let queue: TQueue;
const instances: TInstance[] = [];
const queues: TQueue[] = [];
/** One more instance on the database, with its own job queue (a process of its own in production). */
const anotherInstance = async () => {
  const instance = await registerInstance(url, silent);
  instances.push(instance);
  const own = await createQueue(url, silent, { db, instance });
  queues.push(own);
  return { instance, queue: own };
};

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  url = withDatabase(inject('adminUrl'), name);
  db = createDb(url, 3);
  ({ queue } = await anotherInstance());
});
afterAll(async () => {
  for (const one of queues) await one.stop();
  for (const instance of instances) await instance.close();
  await db.$client.end();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const jobsOf = async (queueName: string) =>
  (
    await db.$client.query<{ data: { n: number } }>('select data from pgboss.job where name = $1', [
      queueName,
    ])
  ).rows.map((row) => row.data.n);

describe('a job sent inside a transaction', () => {
  it('is queued when the transaction commits, with the change it belongs to', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create table outbox_probe (n int)`);
      await tx.execute(sql`insert into outbox_probe values (1)`);
      await queue.send('outbox-probe', { n: 1 }, { tx, startAfter: new Date(Date.now() + 3_600_000) });
      // Not yet visible to anyone else: the job is one uncommitted row of this transaction.
      expect(await jobsOf('outbox-probe')).toEqual([]);
    });
    expect(await jobsOf('outbox-probe')).toEqual([1]);
  });

  it('is never queued when the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue.send('outbox-probe', { n: 2 }, { tx, singletonKey: 'two' });
        throw new Error('the change fails after its job was sent');
      }),
    ).rejects.toThrow('the change fails');
    expect(await jobsOf('outbox-probe')).toEqual([1]);
  });

  it('reaches the worker once committed', async () => {
    const seen: number[] = [];
    await queue.work<{ n: number }>('outbox-run', async ({ n }) => {
      seen.push(n);
    });
    await db.transaction((tx) => queue.send('outbox-run', { n: 3 }, { tx }));
    const deadline = Date.now() + 10_000;
    while (!seen.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([3]);
  });
});

describe('a job whose instance dies while running it', () => {
  it('is retried by a living instance within seconds, and never while its instance lives', async () => {
    const [a, b] = [await anotherInstance(), await anotherInstance()];
    const ran: { by: string; n: number; at: number }[] = [];
    // A's run never ends: a transcode or a campaign under way when the machine goes.
    await a.queue.work<{ n: number }>('orphan-probe', async ({ n }) => {
      ran.push({ by: 'a', n, at: Date.now() });
      await new Promise(() => undefined);
    });
    await a.queue.send('orphan-probe', { n: 1 });
    const deadline = Date.now() + 10_000;
    while (!ran.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran.map((run) => run.by)).toEqual(['a']);
    await b.queue.work<{ n: number }>('orphan-probe', async ({ n }) => {
      ran.push({ by: 'b', n, at: Date.now() });
    });

    // Alive, however long its run: the sweep leaves the job to it, and nobody else runs it.
    expect(await b.queue.retryOrphaned()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(ran.map((run) => run.by)).toEqual(['a']);

    // Gone (its lock went with its connection, as on kill -9; its process never stopped the job):
    // the next sweep fails the job as its instance's, and B runs it after the retry delay, not after
    // pg-boss's five-minute expiry.
    await a.instance.close();
    const died = Date.now();
    expect(await b.queue.retryOrphaned()).toBe(1);
    while (ran.length < 2 && Date.now() < died + 20_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran.map((run) => [run.by, run.n])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(ran[1]!.at - died).toBeLessThan(20_000);
    const job = async () =>
      (
        await db.$client.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where name = 'orphan-probe'`,
        )
      ).rows;
    for (const end = Date.now() + 5000; (await job())[0]?.state !== 'completed' && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await job()).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 40_000);
});

describe('instances starting on one database at once', () => {
  it('make the same queues side by side without a deadlock, and each is made once', async () => {
    const [first, second] = await Promise.all([anotherInstance(), anotherInstance()]);
    const names = Array.from({ length: 40 }, (_, i) => `start-race-${i}`);
    // Each process makes its queues in the order its modules register them: the same order.
    const makeAll = async (own: TQueue) => {
      for (const queueName of names) await own.work(queueName, async () => undefined);
    };
    await Promise.all([makeAll(first.queue), makeAll(second.queue)]);
    const made = await db.$client.query<{ n: number }>(
      "select count(*)::int as n from pgboss.queue where name like 'start-race-%'",
    );
    expect(made.rows[0]!.n).toBe(names.length);
  }, 60_000);
});
