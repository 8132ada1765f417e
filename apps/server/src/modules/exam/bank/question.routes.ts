import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TQuestionService } from './question.service.ts';

export const registerQuestionRoutes = (app: FastifyInstance, questions: TQuestionService) => {
  authCall(app, '/exam/auth/category/list', ({ user }) => questions.listCategories(user));
  authCall(app, '/exam/auth/category/save', ({ user, body }) => questions.saveCategory(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/exam/auth/category/delete', ({ user, body }) => questions.deleteCategory(user, body.id));
  authCall(app, '/exam/auth/subject/list', ({ user, body }) => questions.list(user, body));
  authCall(app, '/exam/auth/subject/save', ({ user, body }) => questions.save(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/exam/auth/subject/view', ({ user, body }) => questions.view(user, body.id));
  authCall(app, '/exam/auth/subject/delete', ({ user, body }) => questions.delete(user, body.id));
};
