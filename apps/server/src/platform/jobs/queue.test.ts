import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { createDb, type TDb } from '../db/client.ts';
import { createQueue, type TQueue } from './queue.ts';

/** A job sent inside a change's transaction exists exactly when the change commits (the outbox). */
const name = `huitang_test_queue_${randomBytes(4).toString('hex')}`;
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;
let db: TDb;
let queue: TQueue;

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
  const url = withDatabase(inject('adminUrl'), name);
  db = createDb(url, 3);
  queue = await createQueue(url, silent);
});
afterAll(async () => {
  await queue.stop();
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
