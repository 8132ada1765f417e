import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TUserService } from '../user/user.service.ts';
import { registerSystemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';

/**
 * The site's settings (SPEC system): read by every page, kept per process and reloaded on every
 * process when any of them changes; `settingsReloaded` drops what was built from the old ones.
 */
export const registerSystemModule = async (
  app: FastifyInstance,
  deps: { db: TDb; databaseUrl: string; users: TUserService; settingsReloaded: () => void },
) => {
  const system = await createSystemService(deps.db, deps.databaseUrl, app.log);
  system.onReloaded(deps.settingsReloaded);
  app.decorate('system', system);
  app.addHook('onClose', () => system.close());
  registerSystemRoutes(app, system, deps.users);
  return system;
};
