import type { TAttemptQuestion } from '../../../../../db/schema/index.ts';
import type { TDb } from '../../../../platform/db/client.ts';
import { createWriteBatch } from '../../../../platform/db/write-batch.ts';
import { attemptRepository as repo } from './attempt.repository.ts';
import { answerable } from './marking.ts';

/** Open attempts whose questions a process keeps for their saves: a rush of this many candidates each. */
const KEPT = 5000;

/** What a save is checked against before its statement: who sits the attempt, and its answerable questions. */
export interface TKeptAttempt {
  userId: number;
  /** The questions that take answers, by their id. */
  questions: ReadonlyMap<number, TAttemptQuestion>;
}

/**
 * Who sits each attempt and its questions, which never change after its start (decision 030): kept
 * in this process for the answers that follow, so a save reads nothing before its one statement. The
 * oldest go first. Being immutable they can never be stale; whether an attempt is still open is
 * never kept here, but asked of the database by each save's statement, so a hand-in or a time-out in
 * any process is honoured at once.
 *
 * An attempt started in another process is read at its first save here. A rush brings a thousand of
 * those in a second (each candidate's first save on each process), so the attempts not yet kept are
 * read together, one statement at a time (as the saves are written), and saves of one attempt that
 * arrive together share its read.
 */
export const createKeptAttempts = (db: TDb) => {
  const kept = new Map<number, TKeptAttempt>();
  const reading = new Map<number, Promise<TKeptAttempt | undefined>>();

  const keep = (attemptId: number, fixed: { userId: number; questions: TAttemptQuestion[] }) => {
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
    const attempt: TKeptAttempt = {
      userId: fixed.userId,
      questions: new Map(answerable(fixed.questions).map((q) => [q.questionId, q])),
    };
    kept.set(attemptId, attempt);
    return attempt;
  };

  const read = createWriteBatch<number, TKeptAttempt | undefined>(async (ids) => {
    const found = new Map((await repo.fixedOf(db, [...new Set(ids)])).map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = found.get(id);
      return row && (kept.get(id) ?? keep(id, row));
    });
  });

  return {
    keep,
    /** Forgets a closed attempt: nothing more is saved into it (its saves are refused by the database). */
    forget: (attemptId: number) => void kept.delete(attemptId),
    /** The attempt as kept, read first when it is not; undefined when there is no such attempt. */
    of: (attemptId: number): TKeptAttempt | undefined | Promise<TKeptAttempt | undefined> => {
      const known = kept.get(attemptId);
      if (known) return known;
      let pending = reading.get(attemptId);
      if (!pending) {
        pending = read(attemptId).finally(() => reading.delete(attemptId));
        reading.set(attemptId, pending);
      }
      return pending;
    },
  };
};
