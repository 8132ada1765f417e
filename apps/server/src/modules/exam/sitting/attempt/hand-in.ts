import type { TDb } from '../../../../platform/db/client.ts';
import { createWriteBatch } from '../../../../platform/db/write-batch.ts';
import { attemptRepository as repo, type TAttemptRow } from './attempt.repository.ts';
import { markingOf } from './marking.ts';

export interface THandIn {
  attemptId: number;
  userId: number;
}
/** An attempt as its hand-in closed and marked it, with what its summary shows of its exam. */
export type THandedIn = TAttemptRow & { examName: string; passScore: number };

/**
 * Candidates' hand-ins of this process gathered into one transaction at a time (decision 030): while
 * one is in flight the hand-ins that arrive wait and go together in the next, so 1,000 candidates
 * handing in within a second cost a few transactions of five statements, not 1,000. The attempts
 * are closed in one statement (each only while it is its candidate's, open and in time); their
 * answers are read in a statement after it, so every save the close waited for is marked; all marks
 * and results go in one statement. Each hand-in resolves to its attempt as handed in, or undefined when
 * it closed nothing (someone else's, already handed in, past due): the caller sorts that out. Should
 * the batch fail, each is tried alone; one's fault is then its own, as the error it resolves to.
 */
export const createHandInBatch = (db: TDb, graceSeconds: number) => {
  const handIn = async (own: THandIn[]) => {
    const handed = await db.transaction(async (tx) => {
      const closed = await repo.closeOwn(tx, own, graceSeconds);
      if (closed.length === 0) return [];
      const answers = await repo.answersOf(
        tx,
        closed.map((a) => a.id),
      );
      const markings = closed.map((attempt) =>
        markingOf(
          attempt,
          answers.filter((a) => a.attemptId === attempt.id),
        ),
      );
      await repo.mark(tx, markings);
      return closed.map((attempt, i) => ({ ...attempt, ...markings[i]!.result }));
    });
    const exams = new Map(
      handed.length === 0
        ? []
        : (await repo.examsOf(db, [...new Set(handed.map((a) => a.examId))])).map((e) => [e.id, e]),
    );
    const byAttempt = new Map(handed.map((a) => [`${a.id}:${a.userId}`, a]));
    return own.map(({ attemptId, userId }): THandedIn | undefined => {
      const attempt = byAttempt.get(`${attemptId}:${userId}`);
      const exam = attempt && exams.get(attempt.examId);
      return attempt && exam && { ...attempt, examName: exam.examName, passScore: exam.passScore };
    });
  };
  return createWriteBatch<THandIn, THandedIn | undefined | Error>((own) =>
    handIn(own).catch(() =>
      Promise.all(
        own.map((one) =>
          handIn([one]).then(
            ([result]) => result,
            (error: unknown) => error as Error,
          ),
        ),
      ),
    ),
  );
};
