import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import type { TAttentionService } from './attention.service.ts';

export const registerAttentionRoutes = (app: FastifyInstance, attention: TAttentionService) => {
  apiCall(app, '/user/api/attention/view', ({ caller, body }) => attention.state(caller, body), {
    identifyCaller: true,
  });
  authCall(app, '/user/auth/attention/save', ({ user, body }) => attention.follow(user, body), {
    successKey: 'attention.followed',
  });
  authCall(app, '/user/auth/attention/delete', ({ user, body }) => attention.unfollow(user, body), {
    successKey: 'attention.unfollowed',
  });
  authCall(app, '/user/auth/attention/list', ({ user, body }) => attention.list(user, body));
};
