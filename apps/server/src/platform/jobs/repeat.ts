import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `seconds` while the app is up (0 turns it off). The timer never keeps the process
 * alive, a failed run is logged and the next one tries again, and a run still going when the next
 * is due makes that one skip rather than pile up on a slow database.
 */
export const repeat = (app: FastifyInstance, seconds: number, what: string, work: () => Promise<unknown>) => {
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
