import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TVideoCountService } from './video-count.service.ts';

export const registerVideoCountRoutes = (app: FastifyInstance, counts: TVideoCountService) => {
  authCall(app, '/course/auth/count/video', ({ user, body }) => counts.courses(user, body));
  authCall(app, '/course/auth/count/video/periods', ({ user, body }) => counts.periods(user, body.courseId));
};
