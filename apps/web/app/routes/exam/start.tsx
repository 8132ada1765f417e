import { Code } from '@huitang/contracts';
import type { Route } from './+types/start';
import { serverApi } from '../../api/server';
import { authedDataOf, redirectWithNotice, requireUser } from '../../loaders/session.server';
import { redirect } from 'react-router';

/**
 * /exam/startExam?id= (SPEC exam startExam): starts the exam, or resumes the attempt still open,
 * and opens it; a visitor signs in first and comes back here. A refusal (not open yet, over, no
 * attempts left) returns to the exam's page with SPEC's sentence.
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  await requireUser(request, context);
  const examId = Number(new URL(request.url).searchParams.get('id')) || 0;
  const started = await serverApi(context).call('/exam/auth/attempt/start', { examId });
  if (started.code === Code.CONFLICT) return redirectWithNotice(`/exam/view/${examId}`, started.msg);
  const sheet = authedDataOf(started, request, context);
  return redirect(`/exam/exam?id=${sheet.attempt.id}`);
};
