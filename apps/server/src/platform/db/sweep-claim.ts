import type pg from 'pg';
import type { TInstance } from './instance.ts';

const lastOf = new WeakMap<pg.Client, Promise<unknown>>();

/**
 * One statement on the instance's lock connection after the one before it has ended: several sweeps'
 * timers fire in the same tick, and pg queues a client's overlapping queries only with a deprecation
 * warning (an error from pg 9 on).
 */
const inTurn = <R extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[]) => {
  const run = (lastOf.get(client) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => client.query<R>(text, values));
  lastOf.set(client, run);
  return run;
};

/** The first key of the sweeps' advisory locks (the second is the hash of the sweep's name). */
export const SWEEP_LOCK_SPACE = 727_101;

/**
 * Claims this period's run of the sweep `name` for this instance, on the instance's own connection:
 * first the sweep's advisory lock, so no two instances run it at once and a dead instance's run
 * ends with its connection; then the sweep's due time, moved past now in one statement, so a period
 * has one run whichever instance's timer fires first. The next due time is a little short of a whole
 * period (at most a second), so a timer of exactly that period never finds it not quite due.
 * Returns what ends the claim after the run, or undefined when this instance does not run it now.
 */
export const claimSweep = async (
  instance: TInstance,
  name: string,
  seconds: number,
): Promise<(() => Promise<void>) | undefined> => {
  const client = instance.connection;
  if (!client) return undefined;
  const lock = await inTurn<{ held: boolean }>(
    client,
    'select pg_try_advisory_lock($1, hashtext($2)) as held',
    [SWEEP_LOCK_SPACE, name],
  );
  if (!lock.rows[0]?.held) return undefined;
  const release = async () => {
    // A connection lost meanwhile took the lock with it.
    if (instance.connection !== client) return;
    await inTurn(client, 'select pg_advisory_unlock($1, hashtext($2))', [SWEEP_LOCK_SPACE, name]);
  };
  try {
    const due = await inTurn(
      client,
      `insert into sweeps as s (name, due_at, runs, ran_by, ran_at)
       values ($1, now() + make_interval(secs => $2), 1, $3, now())
       on conflict (name) do update
         set due_at = excluded.due_at, runs = s.runs + 1, ran_by = excluded.ran_by, ran_at = excluded.ran_at
         where s.due_at <= now()`,
      [name, seconds - Math.min(1, seconds / 4), instance.id],
    );
    if (due.rowCount) return release;
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
  await release();
  return undefined;
};
