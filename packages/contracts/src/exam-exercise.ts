import { z } from 'zod';
import { ZId, ZTime } from './fields.ts';
import { ZAnswerValue, ZResultQuestion, ZSheetQuestion } from './exam-sitting.ts';

/**
 * Exercises (SPEC /exam/exercise/:id, /account/vod|live/praxis): a course's praxis period asks a fixed
 * paper for practice — no clock and no limit on tries, marked at once with the right answers and
 * explanations; reaching the pass mark finishes the period.
 */
export const EXERCISE_MAX_ANSWERS = 200;

export const ZExercisePeriodRequest = z.object({ periodId: ZId });

/** How the caller has done at it so far; null before their first hand-in. */
export const ZExerciseStanding = z.object({
  attempts: z.number().int(),
  bestScore: z.number(),
  lastScore: z.number(),
  passed: z.boolean(),
  lastAt: ZTime,
});
export type TExerciseStanding = z.infer<typeof ZExerciseStanding>;

export const ZExerciseSheet = z.object({
  periodId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  courseKind: z.string(),
  title: z.string(),
  paperName: z.string(),
  /** Points of the questions marked here: short answers show their reference answer and score nothing. */
  totalScore: z.number(),
  passScore: z.number(),
  questions: z.array(ZSheetQuestion),
  mine: ZExerciseStanding.nullable(),
  /**
   * The exam, still open to the caller, that asks these questions: until it closes for them a hand-in
   * is refused (its marks would tell the answers), and the page says so. Null: practise freely.
   */
  heldBy: z.string().nullable(),
});
export type TExerciseSheet = z.infer<typeof ZExerciseSheet>;

export const ZExerciseSubmit = z.object({
  periodId: ZId,
  answers: z
    .array(z.object({ questionId: ZId, answer: ZAnswerValue }))
    .max(EXERCISE_MAX_ANSWERS, 'field.invalid'),
});

export const ZExerciseResult = z.object({
  score: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  passed: z.boolean(),
  mine: ZExerciseStanding,
  /** The course's progress after it (0–100), when the caller studies the course. */
  progress: z.number().int(),
  /** Each question with the answer given, the right one, the explanation and the points. */
  questions: z.array(ZResultQuestion),
});
export type TExerciseResult = z.infer<typeof ZExerciseResult>;

export const ZExerciseResultsRequest = z.object({ courseId: ZId });
/** How a course's students do at each of its exercises (SPEC /account/vod|live/praxis). */
export const ZExerciseResults = z.object({
  courseName: z.string(),
  exercises: z.array(
    z.object({
      periodId: z.number().int(),
      title: z.string(),
      paperName: z.string(),
      passScore: z.number(),
      practisedCount: z.number().int(),
      passedCount: z.number().int(),
      averageBest: z.number().nullable(),
      students: z.array(
        ZExerciseStanding.extend({ userId: z.number().int(), name: z.string(), mobile: z.string() }),
      ),
    }),
  ),
});
export type TExerciseResults = z.infer<typeof ZExerciseResults>;
