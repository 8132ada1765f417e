import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import type { TAttemptService } from './attempt/attempt.service.ts';
import type { TExamService } from './exam.service.ts';

export const registerExamRoutes = (app: FastifyInstance, exams: TExamService, attempts: TAttemptService) => {
  authCall(app, '/exam/auth/exam/list', ({ user, body }) => exams.list(user, body));
  authCall(app, '/exam/auth/exam/save', ({ user, body }) => exams.save(user, body), { successKey: 'saved' });
  authCall(app, '/exam/auth/exam/view', ({ user, body }) => exams.view(user, body.id));
  authCall(app, '/exam/auth/exam/delete', ({ user, body }) => exams.delete(user, body.id));
  authCall(app, '/exam/auth/override/list', ({ user, body }) => exams.listOverrides(user, body.examId));
  authCall(app, '/exam/auth/override/save', ({ user, body }) => exams.saveOverride(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/exam/auth/override/delete', ({ user, body }) =>
    exams.deleteOverride(user, body.examId, body.userId),
  );
  apiCall(app, '/exam/api/exam/list', ({ body }) => exams.publicList(body));
  apiCall(app, '/exam/api/exam/view', ({ caller, body }) => attempts.detail(caller, body.id), {
    identifyCaller: true,
  });
  authCall(app, '/exam/auth/attempt/start', ({ user, body }) => attempts.start(user, body.examId));
  authCall(app, '/exam/auth/attempt/view', ({ user, body }) => attempts.view(user, body.attemptId));
  authCall(app, '/exam/auth/attempt/answer', ({ user, body }) => attempts.answer(user, body), {
    successKey: 'exam.answerSaved',
  });
  authCall(app, '/exam/auth/attempt/submit', ({ user, body }) => attempts.submit(user, body.attemptId), {
    successKey: 'exam.submitted',
  });
  authCall(app, '/exam/auth/attempt/result', ({ user, body }) => attempts.result(user, body.attemptId));
  authCall(app, '/exam/auth/attempt/mine', ({ user, body }) => attempts.mine(user, body));
  authCall(app, '/exam/auth/mark/list', ({ user, body }) => attempts.markList(user, body));
  authCall(app, '/exam/auth/mark/view', ({ user, body }) => attempts.markView(user, body.attemptId));
  authCall(app, '/exam/auth/mark/save', ({ user, body }) => attempts.markSave(user, body), {
    successKey: 'exam.marked',
  });
};
