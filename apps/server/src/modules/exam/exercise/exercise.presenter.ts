import type { TExerciseStanding } from '@huitang/contracts';
import type { TExerciseRow } from './exercise.repository.ts';

export const present = (row: TExerciseRow): TExerciseStanding => ({
  attempts: row.attempts,
  bestScore: row.bestScore,
  lastScore: row.lastScore,
  passed: row.passed,
  lastAt: row.lastAt.toISOString(),
});
