import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TSmsProvider } from '../../platform/sms/sms-provider.ts';
import type { TMailNotices } from '../mail/mail-notices.service.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TMessageService } from '../message/message.service.ts';
import { registerPaperRoutes } from './paper.routes.ts';
import { createPaperReviewService } from './paper-review.service.ts';
import { createPaperService, type TPaperDeps } from './paper.service.ts';

interface TModuleDeps extends TPaperDeps {
  db: TDb;
  meetings: TMeetingService;
  messages: TMessageService;
  sms: TSmsProvider;
  mailNotices: TMailNotices;
  mobileOf: (userId: number) => Promise<string>;
  uploadsDir: string;
}

/** A meeting's call for papers: settings, submissions, blind review and decisions (SPEC manuscript). */
export const registerPaperModule = (app: FastifyInstance, deps: TModuleDeps) => {
  const papers = createPaperService(deps.db, deps);
  const reviews = createPaperReviewService(deps.db, { ...deps, papers, log: app.log });
  registerPaperRoutes(app, papers, reviews, deps.uploadsDir);
};
