import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { registerInstance } from '../db/instance.ts';
import { repeat, repeatHere } from './repeat.ts';

// Two instances on one database: each a Fastify app with its own instance connection and timers.
let t: TTestApp;
const instances: FastifyInstance[] = [];
const startInstance = async () => {
  const app = Fastify({ logger: false });
  app.decorate('instance', await registerInstance(t.databaseUrl, app.log));
  app.addHook('onClose', () => app.instance.close());
  instances.push(app);
  return app;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (done: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) await sleep(50);
};

describe('sweeps shared by the instances on one database', () => {
  it('runs a sweep once a period across two instances, and goes on with the survivor when one dies', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    const runs: { by: string; at: number }[] = [];
    let hangA = false;
    let hung = false;
    repeat(a, 1, 'counting', async () => {
      runs.push({ by: 'a', at: Date.now() });
      if (!hangA) return;
      hung = true;
      await new Promise(() => undefined);
    });
    await sleep(500);
    repeat(b, 1, 'counting', async () => {
      runs.push({ by: 'b', at: Date.now() });
    });

    await sleep(5300);
    // Both timers fired about ten times together; the sweep ran once a second.
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.length).toBeLessThanOrEqual(6);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.at - runs[i - 1]!.at).toBeGreaterThan(600);
    const { rows } = await t.db.$client.query<{ runs: number }>(
      `select runs from sweeps where name = 'counting'`,
    );
    expect(rows).toEqual([{ runs: runs.length }]);

    // A run under way holds the sweep: the other instance waits, whatever the due time says.
    hangA = true;
    await until(() => hung, 3000);
    expect(hung).toBe(true);
    const hungAt = runs.length;
    await sleep(2500);
    expect(runs.length).toBe(hungAt);

    // The instance dies mid-run (its connection ends, as with kill -9): the other takes the sweep over.
    const { processID } = a.instance.connection as unknown as { processID: number };
    await t.db.$client.query('select pg_terminate_backend($1)', [processID]);
    await until(() => runs.length > hungAt, 3000);
    expect(runs.slice(hungAt).map((run) => run.by)).toEqual(['b']);
    await sleep(2200);
    expect(runs.slice(hungAt).every((run) => run.by === 'b')).toBe(true);
    expect(runs.length - hungAt).toBeGreaterThanOrEqual(2);
  });

  it('runs the work of each instance on every instance', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    const runs: string[] = [];
    repeatHere(a, 1, 'own work', async () => void runs.push('a'));
    repeatHere(b, 1, 'own work', async () => void runs.push('b'));
    await sleep(2300);
    expect(runs.sort()).toEqual(['a', 'a', 'b', 'b']);
  });
});
