import type { FastifyInstance } from 'fastify';
import type { TNotifiedCache } from '../../platform/cache/notified-cache.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import { createMeetingDomains } from './meeting-domains.ts';
import { registerMeetingRoutes } from './meeting.routes.ts';
import { createMeetingService, MEETING_CHANNEL } from './meeting.service.ts';

export interface TMeetingModuleDeps {
  db: TDb;
  databaseUrl: string;
  /** The public reads of meetings, kept per process and dropped on every process at a change (decision 005). */
  cache: TNotifiedCache<object>;
  organizations: TOrganizationService;
  /** The platform's main domain, under which each meeting may have its own sub-domain. */
  mainDomain: () => string;
}

/**
 * Meetings (SPEC meeting, account/meeting): their service and routes, and the sub-domains that
 * lead to a meeting's page, which the caller applies to every request's URL (`domains.rewrite`).
 */
export const registerMeetingModule = async (app: FastifyInstance, deps: TMeetingModuleDeps) => {
  const meetings = createMeetingService(deps.db, deps.cache, deps.organizations);
  const domains = await createMeetingDomains(
    deps.db,
    deps.databaseUrl,
    MEETING_CHANNEL,
    deps.mainDomain,
    app.log,
  );
  app.addHook('onClose', () => domains.close());
  registerMeetingRoutes(app, meetings);
  return { meetings, domains };
};
