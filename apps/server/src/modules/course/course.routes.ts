import type { FastifyInstance } from 'fastify';
import { authCall, authRead } from '../../platform/http/call.ts';
import type { TCourseService } from './course.service.ts';

export const registerCourseRoutes = (app: FastifyInstance, courses: TCourseService) => {
  authRead(app, '/course/auth/course/list', ({ user, body }) => courses.list(user, body));
  authCall(app, '/course/auth/course/save', ({ user, body }) => courses.create(user, body));
  authCall(app, '/course/auth/course/edit', ({ user, body }) => courses.update(user, body));
  authCall(app, '/course/auth/course/view', ({ user, body }) => courses.view(user, body.id));
  authCall(app, '/course/auth/course/delete', ({ user, body }) => courses.delete(user, body.id));
  authCall(app, '/course/auth/course/chapter/save', ({ user, body }) => courses.saveChapter(user, body));
  authCall(app, '/course/auth/course/chapter/delete', ({ user, body }) =>
    courses.deleteChapter(user, body.courseId, body.id),
  );
  authCall(app, '/course/auth/course/period/save', ({ user, body }) => courses.savePeriod(user, body));
  authCall(app, '/course/auth/course/period/delete', ({ user, body }) =>
    courses.deletePeriod(user, body.courseId, body.id),
  );
};
