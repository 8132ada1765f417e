import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TProgrammeService } from '../programme/programme.service.ts';
import type { TCredentialSigner } from '../sign-up/credential-signature.ts';
import { registerCheckInRoutes } from './check-in/check-in.routes.ts';
import { createCheckInService } from './check-in/check-in.service.ts';
import { registerBadgeRoutes } from './badge/badge.routes.ts';
import { createBadgeService } from './badge/badge.service.ts';

interface TModuleDeps {
  db: TDb;
  meetings: TMeetingService;
  programme: TProgrammeService;
  credentials: TCredentialSigner;
  uploadsDir: string;
}

/** The meeting's day in the hall: the check-in desk (online and offline) and the badges. */
export const registerOnsiteModule = (app: FastifyInstance, deps: TModuleDeps) => {
  registerCheckInRoutes(app, createCheckInService(deps.db, deps));
  registerBadgeRoutes(app, createBadgeService(deps.db, deps));
};
