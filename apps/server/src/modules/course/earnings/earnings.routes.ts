import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TEarningsService } from './earnings.service.ts';

/** Earnings and withdrawals (SPEC earnings, draw_money), and the platform's decisions on them. */
export const registerEarningsRoutes = (app: FastifyInstance, earnings: TEarningsService) => {
  authCall(app, '/course/auth/earnings/summary', ({ user, body }) => earnings.summary(user, body.orgId));
  authCall(app, '/course/auth/withdrawal/apply', ({ user, body }) => earnings.apply(user, body), {
    successKey: 'earnings.requested',
  });
  authCall(app, '/course/auth/withdrawal/list', ({ user, body }) => earnings.list(user, body));
  authCall(app, '/admin/auth/withdrawal/list', ({ body }) => earnings.adminList(body), { adminOnly: true });
  authCall(app, '/admin/auth/withdrawal/audit', ({ body }) => earnings.audit(body).then(() => null), {
    adminOnly: true,
  });
};
