import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registerAttentionRoutes } from './attention.routes.ts';
import { createAttentionService } from './attention.service.ts';

/** Following lecturers and institutions (SPEC /account/attention). */
export const registerAttentionModule = (app: FastifyInstance, deps: { db: TDb }) => {
  registerAttentionRoutes(app, createAttentionService(deps.db));
};
