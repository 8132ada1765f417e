import type { FastifyInstance } from 'fastify';
import { authCall } from '../../platform/http/call.ts';
import type { TApplicationService } from './application.service.ts';

export const registerApplicationRoutes = (app: FastifyInstance, applications: TApplicationService) => {
  authCall(
    app,
    '/user/auth/apply/lecturer',
    ({ user, body }) => applications.applyLecturer(user.userId, body),
    {
      successKey: 'apply.submitted',
    },
  );
  authCall(
    app,
    '/user/auth/apply/organization',
    ({ user, body }) => applications.applyOrganization(user.userId, body),
    { successKey: 'apply.submitted' },
  );
  authCall(app, '/user/auth/apply/mine', ({ user }) => applications.mine(user.userId));
};
