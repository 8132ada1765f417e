import { describe, expect, it } from 'vitest';
import { roundsOf } from './answer-batch.ts';

describe('a batch of answer saves', () => {
  it('never writes one answer twice in a statement, and a later change of it goes after the earlier', () => {
    const saves = [
      { attemptId: 1, questionId: 10, answer: 'A' },
      { attemptId: 2, questionId: 10, answer: 'B' },
      { attemptId: 1, questionId: 10, answer: 'C' },
      { attemptId: 1, questionId: 11, answer: 'D' },
      { attemptId: 1, questionId: 10, answer: 'E' },
    ];
    const rounds = roundsOf(saves);
    expect(rounds.map((round) => round.map((r) => r.save.answer))).toEqual([['A', 'B', 'D'], ['C'], ['E']]);
    // Each save keeps its place, so its caller gets its own answer back.
    expect(rounds.flat().map((r) => saves[r.index])).toEqual(rounds.flat().map((r) => r.save));
    for (const round of rounds)
      expect(new Set(round.map((r) => `${r.save.attemptId}:${r.save.questionId}`)).size).toBe(round.length);
  });
});
