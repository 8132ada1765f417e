import { demoQuestions } from '../../../apps/server/db/seed/exams.ts';

type TCall = <T>(path: string, data: object) => Promise<T>;

/**
 * A fixed paper of fresh copies of the demo questions (10 points each, pass 36), named `paperName`.
 * The demo exam asks the demo paper for a month, and no candidate sees an answer key while an exam
 * asking it is open to them: a journey that shows answers needs questions of its own.
 */
export const paperOfOwnQuestions = async (call: TCall, paperName: string) => {
  const ids: number[] = [];
  for (const question of demoQuestions)
    ids.push((await call<{ id: number }>('/exam/auth/subject/save', { ...question, categoryId: null })).id);
  return call<{ id: number; paperName: string }>('/exam/auth/paper/save', {
    paperName,
    mode: 'fixed',
    items: ids.map((questionId) => ({ questionId, score: 10 })),
    passScore: 36,
  });
};
