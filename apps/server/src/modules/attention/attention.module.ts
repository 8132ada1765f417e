import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registerAttentionRoutes } from './attention.routes.ts';
import { createAttentionService } from './attention.service.ts';

/** Following lecturers, institutions and bloggers (SPEC /account/attention). */
export const registerAttentionModule = (app: FastifyInstance, deps: { db: TDb }) => {
  const attention = createAttentionService(deps.db);
  registerAttentionRoutes(app, attention);
  return attention;
};
