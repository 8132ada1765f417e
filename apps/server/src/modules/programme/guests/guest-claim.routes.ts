import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TGuestClaimService } from './guest-claim.service.ts';

/** SPEC's certified-guest calls (/account/guest). */
export const registerGuestClaimRoutes = (app: FastifyInstance, claims: TGuestClaimService) => {
  authCall(app, '/meeting/auth/guest/info/list', ({ user, locale }) => claims.info(user.userId, locale));
  authCall(app, '/meeting/auth/guest/info/edit', ({ user, body }) => claims.editProfile(user.userId, body), {
    successKey: 'saved',
  });
  authCall(app, '/meeting/auth/guest/info/list/check', ({ user, body, locale }) =>
    claims.claim(user.userId, body, locale),
  );
  authCall(
    app,
    '/meeting/auth/guest/info/release',
    ({ user, body, locale }) => claims.release(user.userId, body.guestId, locale),
    { successKey: 'guest.released' },
  );
};
