import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  courseExerciseDraws,
  courseExerciseResults,
  users,
  type TAttemptQuestion,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TExerciseRow = typeof courseExerciseResults.$inferSelect;

/** People's practice at exercise periods: one row per person and period, kept by each hand-in. */
export const exerciseRepository = {
  standing: async (db: TDbOrTx, periodId: number, userId: number) =>
    (
      await db
        .select()
        .from(courseExerciseResults)
        .where(and(eq(courseExerciseResults.periodId, periodId), eq(courseExerciseResults.userId, userId)))
    )[0],

  /** Everyone's practice at these periods, with their names. */
  ofPeriods: (db: TDbOrTx, periodIds: number[]) =>
    periodIds.length
      ? db
          .select({ result: courseExerciseResults, name: users.nickname, mobile: users.mobile })
          .from(courseExerciseResults)
          .innerJoin(users, eq(users.id, courseExerciseResults.userId))
          .where(inArray(courseExerciseResults.periodId, periodIds))
          .orderBy(desc(courseExerciseResults.lastAt))
      : Promise.resolve([]),

  /** Counts a hand-in in one statement: two at once both count, and the best and passed never go back. */
  record: async (db: TDbOrTx, periodId: number, userId: number, score: number, passed: boolean) =>
    (
      await db
        .insert(courseExerciseResults)
        .values({ periodId, userId, attempts: 1, bestScore: score, lastScore: score, passed })
        .onConflictDoUpdate({
          target: [courseExerciseResults.periodId, courseExerciseResults.userId],
          set: {
            attempts: sql`${courseExerciseResults.attempts} + 1`,
            bestScore: sql`greatest(${courseExerciseResults.bestScore}, excluded.best_score)`,
            lastScore: sql`excluded.last_score`,
            passed: sql`${courseExerciseResults.passed} or excluded.passed`,
            lastAt: sql`now()`,
          },
        })
        .returning()
    )[0]!,

  /** The person's latest draw of a random paper at the period, handed in or not. */
  draw: async (db: TDbOrTx, periodId: number, userId: number) =>
    (
      await db
        .select()
        .from(courseExerciseDraws)
        .where(and(eq(courseExerciseDraws.periodId, periodId), eq(courseExerciseDraws.userId, userId)))
    )[0],

  /**
   * Keeps a fresh draw unless one not yet handed in is there (two tabs opening at once keep one), and
   * answers the draw that stands.
   */
  async keepDraw(db: TDbOrTx, periodId: number, userId: number, questions: TAttemptQuestion[]) {
    const [kept] = await db
      .insert(courseExerciseDraws)
      .values({ periodId, userId, questions })
      .onConflictDoUpdate({
        target: [courseExerciseDraws.periodId, courseExerciseDraws.userId],
        set: { questions: sql`excluded.questions`, handedIn: false, drawnAt: sql`now()` },
        setWhere: sql`${courseExerciseDraws.handedIn}`,
      })
      .returning();
    return kept ?? (await this.draw(db, periodId, userId))!;
  },

  /** The draw was handed in: the next sheet draws anew. */
  handIn: (db: TDbOrTx, periodId: number, userId: number) =>
    db
      .update(courseExerciseDraws)
      .set({ handedIn: true })
      .where(and(eq(courseExerciseDraws.periodId, periodId), eq(courseExerciseDraws.userId, userId))),
};
