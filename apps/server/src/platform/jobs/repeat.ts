import type { FastifyInstance } from 'fastify';
import type { TInstance } from '../db/instance.ts';
import { claimSweep } from '../db/sweep-claim.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process among the instances sharing the database (platform/db/instance.ts). */
    instance: TInstance;
  }
}

/**
 * Runs `work` every `seconds` while the app is up (0 turns it off). The timer never keeps the process
 * alive, a failed run is logged and the next one tries again, and a run still going when the next
 * is due makes that one skip rather than pile up on a slow database.
 */
const every = (app: FastifyInstance, seconds: number, what: string, run: () => Promise<unknown>) => {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

/**
 * A sweep of shared state: runs once every `seconds` across all the instances on the database (each
 * instance's timer asks; the first to claim the period runs it, claimSweep), and goes on with the
 * others when one dies. Timers are as `repeatHere`.
 */
export const repeat = (app: FastifyInstance, seconds: number, what: string, work: () => Promise<unknown>) =>
  every(app, seconds, what, async () => {
    const release = await claimSweep(app.instance, what, seconds);
    if (!release) return;
    app.log.debug({ sweep: what, instance: app.instance.id }, 'sweep ran');
    try {
      await work();
    } finally {
      await release();
    }
  });

/**
 * Work of this instance alone, run on every instance: what it keeps in its own memory or on its own
 * disk, or a queue it takes rows from (decision 048 names which sweeps are so and why).
 */
export const repeatHere = every;
