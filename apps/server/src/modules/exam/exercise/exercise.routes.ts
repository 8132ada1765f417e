import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TExerciseService } from './exercise.service.ts';

export const registerExerciseRoutes = (app: FastifyInstance, exercises: TExerciseService) => {
  authCall(app, '/exam/auth/exercise/view', ({ user, body }) => exercises.view(user, body.periodId));
  authCall(app, '/exam/auth/exercise/results', ({ user, body }) => exercises.results(user, body.courseId));
  authCall(app, '/exam/auth/exercise/submit', ({ user, body }) => exercises.submit(user, body));
};
