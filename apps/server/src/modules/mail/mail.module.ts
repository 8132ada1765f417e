import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registerMailRoutes } from './mail.routes.ts';
import { CAMPAIGN_JOB, createMailService, type TMailDeps } from './mail.service.ts';

interface TModuleDeps extends Omit<TMailDeps, 'log'> {
  db: TDb;
}

/** Meeting mail, and the worker that sends its campaigns from the job queue. */
export const registerMailModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const mail = createMailService(deps.db, { ...deps, log: app.log });
  registerMailRoutes(app, mail);
  await deps.queue.work<{ campaignId: number }>(CAMPAIGN_JOB, ({ campaignId }) => mail.deliver(campaignId));
};
