import type { FastifyInstance } from 'fastify';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TUserDirectory } from '../user/user-directory.service.ts';
import { registerOrganizationRoutes } from './organization.routes.ts';
import { createOrganizationService } from './organization.service.ts';

/** Organisations, their members and their own payment settings (SPEC organization). */
export const registerOrganizationModule = (
  app: FastifyInstance,
  deps: { db: TDb; secrets: TSecretBox; users: TUserDirectory },
) => {
  const organizations = createOrganizationService(deps.db, deps.secrets, deps.users);
  registerOrganizationRoutes(app, organizations);
  return organizations;
};
