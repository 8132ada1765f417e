import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import { originOf } from '../../../platform/http/origin.ts';
import type { TReferralService } from './referral.service.ts';

/** A promoter's people and channels (SPEC users "recommended"; /account/recommend, /account/channel). */
export const registerReferralRoutes = (app: FastifyInstance, referrals: TReferralService) => {
  authCall(app, '/user/auth/user/recommended/summary', ({ user, request }) =>
    referrals.summary(user.userId, originOf(request)),
  );
  authCall(app, '/user/auth/user/recommended/list', ({ user, body }) =>
    referrals.referred(user.userId, body),
  );
  authCall(app, '/user/auth/user/recommended/channel/list', ({ user, request }) =>
    referrals.channels(user.userId, originOf(request)),
  );
  authCall(
    app,
    '/user/auth/user/recommended/channel/save',
    ({ user, body, request }) => referrals.saveChannel(user.userId, body, originOf(request)),
    { successKey: 'saved' },
  );
  authCall(
    app,
    '/user/auth/user/recommended/channel/delete',
    ({ user, body }) => referrals.deleteChannel(user.userId, body.id).then(() => null),
    { successKey: 'deleted' },
  );
};
