import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import { CAMPAIGN_JOB, createMailDelivery, type TMailDeliveryDeps } from './mail-delivery.service.ts';
import { createMailNotices } from './mail-notices.service.ts';
import { createMailUnsubscribes } from './mail-unsubscribe.service.ts';
import { registerMailRoutes, registerUnsubscribeRoutes } from './mail.routes.ts';
import { createMailService, type TMailDeps } from './mail.service.ts';
import { registerSmsRoutes } from './sms/sms.routes.ts';
import { createSmsService, SMS_JOB } from './sms/sms.service.ts';
import type { TSmsProvider } from '../../platform/sms/sms-provider.ts';

interface TModuleDeps extends Omit<TMailDeliveryDeps, 'log'>, Omit<TMailDeps, 'delivery'> {
  db: TDb;
  sms: TSmsProvider;
  smsPriceFen: number;
  /** How often to look for due mail whose run was lost (a killed process); 0 turns it off. */
  sweepSeconds: number;
}

/**
 * Meeting mail and SMS promotion: the console's routes, the worker that sends campaigns and notices from the job
 * queue, and the sweep that finds due mail nobody is sending. Returns the notices other modules send.
 */
export const registerMailModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const delivery = createMailDelivery(deps.db, { ...deps, log: app.log });
  // Before the queue's graceful stop (an onClose hook), so the runs it waits for end soon.
  app.addHook('preClose', async () => delivery.halt());
  app.addHook('onClose', async () => delivery.stop());
  registerMailRoutes(app, createMailService(deps.db, { ...deps, delivery }));
  await registerUnsubscribeRoutes(app, createMailUnsubscribes(deps.db, delivery));
  await deps.queue.work<{ campaignId: number }>(CAMPAIGN_JOB, ({ campaignId }) =>
    delivery.deliver(campaignId),
  );
  repeat(app, deps.sweepSeconds, 'looking for due mail', () => delivery.sweep());
  const sms = createSmsService(deps.db, { ...deps, provider: deps.sms });
  registerSmsRoutes(app, sms);
  await deps.queue.work<{ meetingId: number }>(SMS_JOB, ({ meetingId }) => sms.deliver(meetingId));
  repeat(app, deps.sweepSeconds, 'looking for due texts', () => sms.sweep());
  return createMailNotices(deps.db, delivery, app.log);
};
