import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registerApplicationRoutes } from './application.routes.ts';
import { createApplicationService, type TApplicationDeps } from './application.service.ts';

/** Applications to become a lecturer or an institution (SPEC apply), reviewed by the platform. */
export const registerApplicationModule = (app: FastifyInstance, deps: TApplicationDeps & { db: TDb }) => {
  const applications = createApplicationService(deps.db, deps);
  registerApplicationRoutes(app, applications);
  return applications;
};
