import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TSmsProvider } from '../../platform/sms/sms-provider.ts';
import { registerReferralRoutes } from './referral/referral.routes.ts';
import { createReferralService } from './referral/referral.service.ts';
import { createSmsCodeService } from './sms-code.service.ts';
import { createUserDirectory } from './user-directory.service.ts';
import { registerUserRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';

export interface TUserModuleDeps {
  db: TDb;
  sms: TSmsProvider;
  passwordCostN: number;
  /** Resolves once every process dropped the sessions a change ended (session-cache.ts). */
  sessionsChanged: () => Promise<void>;
  cookieDomain: string | undefined;
  signInRateLimit: number;
}

/** Accounts, sign-in and SMS codes (SPEC login, register, account), and the referral links. */
export const registerUserModule = (app: FastifyInstance, deps: TUserModuleDeps) => {
  const smsCodes = createSmsCodeService(deps.db, deps.sms);
  const users = createUserService(deps.db, smsCodes, deps.passwordCostN, deps.sessionsChanged);
  const directory = createUserDirectory(deps.db, deps.sessionsChanged);
  const { signInLimit } = registerUserRoutes(app, users, directory, {
    cookieDomain: deps.cookieDomain,
    signInRateLimit: deps.signInRateLimit,
  });
  registerReferralRoutes(app, createReferralService(deps.db));
  return { users, smsCodes, directory, signInLimit };
};
