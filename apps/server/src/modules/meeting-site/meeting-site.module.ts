import type { FastifyInstance } from 'fastify';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TProgrammeService } from '../programme/programme.service.ts';
import { registerMeetingSiteRoutes } from './meeting-site.routes.ts';
import { createMeetingSiteService } from './meeting-site.service.ts';

/** The meeting page's own look (SPEC account/meeting/baseinfo: banners, menus, music, links). */
export const registerMeetingSiteModule = (
  app: FastifyInstance,
  deps: { meetings: TMeetingService; programme: TProgrammeService; mainDomain: () => string },
) => {
  registerMeetingSiteRoutes(
    app,
    createMeetingSiteService(deps.meetings, deps.programme, deps.mainDomain),
    deps.programme,
  );
};
