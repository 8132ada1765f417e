import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TMessageService } from '../message/message.service.ts';
import type { TSmsCodeService } from '../user/sms-code.service.ts';
import { registerGuestClaimRoutes } from './guests/guest-claim.routes.ts';
import { createGuestClaimService } from './guests/guest-claim.service.ts';
import { registerProgrammeDownloads } from './programme.downloads.ts';
import { registerProgrammePublicRoutes } from './programme-public.routes.ts';
import { registerProgrammeRoutes } from './programme.routes.ts';
import { createProgrammeService } from './programme.service.ts';

export interface TProgrammeModuleDeps {
  db: TDb;
  meetings: TMeetingService;
  smsCodes: TSmsCodeService;
  messages: TMessageService;
  uploadsDir: string;
  /** Where S3 storage serves files from, when it is configured. */
  publicUrl: string | undefined;
}

/**
 * A meeting's programme (SPEC account/meeting/schedule, guests): venues, sessions and speakers, the
 * public agenda and its downloads, and speakers claiming their guest profile. Session reminders are
 * wired apart (reminder.module.ts), once mail is up.
 */
export const registerProgrammeModule = (app: FastifyInstance, deps: TProgrammeModuleDeps) => {
  const programme = createProgrammeService(deps.db, deps.meetings);
  registerProgrammeRoutes(app, programme);
  registerGuestClaimRoutes(
    app,
    createGuestClaimService(deps.db, deps.smsCodes, deps.meetings, deps.messages),
  );
  registerProgrammePublicRoutes(app, programme);
  registerProgrammeDownloads(app, programme, deps.uploadsDir, deps.publicUrl);
  return programme;
};
