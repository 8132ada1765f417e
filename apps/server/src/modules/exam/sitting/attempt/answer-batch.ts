import type { TDb } from '../../../../platform/db/client.ts';
import { createWriteBatch } from '../../../../platform/db/write-batch.ts';
import { attemptRepository as repo, type TAnswerSave } from './attempt.repository.ts';

/**
 * Splits saves into rounds in which no answer (attempt and question) comes twice, keeping their order:
 * one statement cannot write a row twice, and a later change of the same answer must land after it.
 */
export const roundsOf = <T extends { attemptId: number; questionId: number }>(saves: T[]) => {
  const rounds: { save: T; index: number }[][] = [];
  const roundOfKey = new Map<string, number>();
  saves.forEach((save, index) => {
    const key = `${save.attemptId}:${save.questionId}`;
    const round = (roundOfKey.get(key) ?? -1) + 1;
    roundOfKey.set(key, round);
    (rounds[round] ??= []).push({ save, index });
  });
  return rounds;
};

/**
 * Answer saves of this process gathered into one statement at a time (decision 030): while one is in
 * flight the saves that arrive wait and go together in the next, so a rush of candidates costs a
 * round trip and a commit per batch, not per save. Alone, a save goes at once. Each save resolves
 * when its statement has committed (its answer is on disk), to when it was saved, or to undefined when
 * its attempt was not open to it. Should a batch fail, its saves are tried one by one, so one save's
 * fault is its own: the error it met is what it resolves to.
 */
export const createAnswerBatch = (db: TDb, graceSeconds: number) =>
  createWriteBatch<TAnswerSave, Date | undefined | Error>(async (saves) => {
    const one = (save: TAnswerSave): Promise<Date | undefined | Error> =>
      repo.saveAnswer(db, { ...save, graceSeconds }).catch((error: unknown) => error as Error);
    const savedAt: (Date | undefined | Error)[] = [];
    for (const round of roundsOf(saves)) {
      const items = round.map((r) => r.save);
      const results: (Date | undefined | Error)[] =
        items.length === 1
          ? [await one(items[0]!)]
          : await repo.saveAnswers(db, items, graceSeconds).catch(() => Promise.all(items.map(one)));
      round.forEach((r, i) => (savedAt[r.index] = results[i]));
    }
    return savedAt;
  });
