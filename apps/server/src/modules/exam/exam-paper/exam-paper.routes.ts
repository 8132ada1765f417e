import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TExamPaperService } from './exam-paper.service.ts';

export const registerExamPaperRoutes = (app: FastifyInstance, papers: TExamPaperService) => {
  authCall(app, '/exam/auth/paper/list', ({ user, body }) => papers.list(user, body));
  authCall(app, '/exam/auth/paper/save', ({ user, body }) => papers.save(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/exam/auth/paper/view', ({ user, body }) => papers.view(user, body.id));
  authCall(app, '/exam/auth/paper/delete', ({ user, body }) => papers.delete(user, body.id));
  authCall(app, '/exam/auth/paper/preview', ({ user, body }) => papers.preview(user, body.id));
};
