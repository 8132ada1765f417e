import type { TAttemptQuestion } from '../../../../db/schema/index.ts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TExamService } from './exam.service.ts';
import { examRepository, type TExamRow } from './exam.repository.ts';
import type { TStanding } from './standing.ts';

/**
 * Answer keys held back (issue 44): the right answers, explanations and reference answers of a
 * question never reach a person while an exam that asks it is open to them — they may still sit it,
 * or they are sitting it. Practice of the same paper, an earlier attempt's result and the like wait
 * until it closes for them.
 */
export const createAnswerKeys = (db: TDb, deps: { exams: TExamService; standing: TStanding }) => ({
  /** The first exam (closing soonest) that holds back the keys of these questions from the person, if any. */
  async heldBy(user: TSessionUser, questions: TAttemptQuestion[]): Promise<TExamRow | undefined> {
    const ids = await examRepository.holding(
      db,
      user.userId,
      questions.map((q) => q.questionId),
    );
    for (const id of ids) {
      const exam = await deps.exams.find(id);
      if (exam && (await deps.standing.openTo(user, exam))) return exam;
    }
    return undefined;
  },
});

export type TAnswerKeys = ReturnType<typeof createAnswerKeys>;
