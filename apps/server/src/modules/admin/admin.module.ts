import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TApplicationService } from '../application/application.service.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { createAdminService, type TAdminDeps } from './admin.service.ts';

/** The platform console (SPEC admin): users, institutions, the site's settings and the applications. */
export const registerAdminModule = (
  app: FastifyInstance,
  deps: TAdminDeps & { db: TDb; applications: TApplicationService },
) => {
  registerAdminRoutes(app, createAdminService(deps.db, deps), deps.applications);
};
