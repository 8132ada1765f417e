import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import type { TLecturerService } from './lecturer.service.ts';

export const registerLecturerRoutes = (app: FastifyInstance, lecturers: TLecturerService) => {
  apiCall(app, '/user/api/lecturer/list', ({ body }) => lecturers.list(body));
  apiCall(app, '/user/api/lecturer/view', ({ body }) => lecturers.view(body.id));
  authCall(app, '/user/auth/lecturer/profile/get', ({ user }) => lecturers.own(user.userId, user.userType));
  authCall(
    app,
    '/user/auth/lecturer/profile/save',
    ({ user, body }) => lecturers.save(user.userId, user.userType, body),
    {
      successKey: 'saved',
    },
  );
};
