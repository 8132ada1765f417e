import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import type { TLiveLessonService } from './live-lesson.service.ts';

/** A live period's channel for its lecturer, and its play URL for students. */
export const registerLiveLessonRoutes = (app: FastifyInstance, lessons: TLiveLessonService) => {
  authCall(app, '/course/auth/live/channel', ({ user, body, request }) =>
    lessons.channel(user, body.periodId, request.hostname),
  );
  authCall(app, '/course/auth/live/channel/token', ({ user, body, request }) =>
    lessons.resetKey(user, body.periodId, request.hostname),
  );
  apiCall(
    app,
    '/course/api/period/live/url',
    ({ caller, body }) => lessons.playUrl(caller, body.periodId, body.viewer),
    { identifyCaller: true },
  );
};
