import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TProgrammeService } from '../programme/programme.service.ts';
import type { TCredentialSigner } from '../sign-up/credential-signature.ts';
import { registerCheckInRoutes } from './check-in/check-in.routes.ts';
import { createCheckInService } from './check-in/check-in.service.ts';
import { registerBadgeRoutes } from './badge/badge.routes.ts';
import { createBadgeService } from './badge/badge.service.ts';
import { registerSeatRoutes } from './seat/seat.routes.ts';
import { createSeatService } from './seat/seat.service.ts';
import { createSeatSheetService } from './seat/seat-sheet.service.ts';
import { registerCertificateRoutes } from './certificate/certificate.routes.ts';
import { createCertificateService } from './certificate/certificate.service.ts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';

interface TModuleDeps {
  db: TDb;
  meetings: TMeetingService;
  programme: TProgrammeService;
  credentials: TCredentialSigner;
  uploadsDir: string;
  /** The user's confirmed places, from sign-up: who may choose a seat. */
  places: (
    user: TSessionUser,
    meetingId?: number,
  ) => Promise<{ id: number; meetingId: number; name: string; mobile: string; typeId: number }[]>;
  /** A person's mobile, from the accounts: certificates are theirs by it. */
  mobileOf: (userId: number) => Promise<string>;
}

/** The meeting's day in the hall: the check-in desk (online and offline), badges, seats and certificates. */
export const registerOnsiteModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  registerCheckInRoutes(app, createCheckInService(deps.db, deps));
  registerBadgeRoutes(app, createBadgeService(deps.db, deps));
  await registerSeatRoutes(
    app,
    createSeatService(deps.db, deps),
    createSeatSheetService(deps.db, deps.meetings),
  );
  await registerCertificateRoutes(app, createCertificateService(deps.db, deps));
};
