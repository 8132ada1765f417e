import {
  SCORE_BANDS,
  type TAttemptState,
  type TGradeFigures,
  type TGradeStudentResult,
  type TQuestionDifficulty,
} from '@huitang/contracts';
import type { TAttemptQuestion } from '../../../../db/schema/index.ts';
import { answerable } from '../sitting/attempt/marking.ts';

export interface TStudent {
  userId: number;
  name: string;
  mobile: string;
}
export interface TSitting {
  id: number;
  userId: number;
  state: TAttemptState;
  score: number | null;
  questions: TAttemptQuestion[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Each student's standing at one exam (attempts in the order they were made): the best marked score
 * counts, the latest attempt gives the state, and ranks are shared by equal scores (1, 2, 2, 4).
 */
export const standingsOf = (
  students: TStudent[],
  sittings: TSitting[],
  passScore: number,
): TGradeStudentResult[] => {
  const rows = students.map((student) => {
    const own = sittings.filter((s) => s.userId === student.userId);
    const marked = own.filter((s) => s.state === 'reviewed' && s.score !== null).map((s) => s.score!);
    const best = marked.length ? Math.max(...marked) : null;
    return {
      ...student,
      attemptCount: own.length,
      best,
      state: own.at(-1)?.state ?? null,
      passed: best === null ? null : best >= passScore,
      rank: null as number | null,
    };
  });
  const scores = rows.flatMap((r) => (r.best === null ? [] : [r.best]));
  for (const row of rows)
    if (row.best !== null) row.rank = scores.filter((score) => score > row.best!).length + 1;
  return rows;
};

/** The class's averages and spread: over students with a marked attempt, each counted once by their best. */
export const figuresOf = (
  standings: TGradeStudentResult[],
  sittings: TSitting[],
  totalScore: number,
  passScore: number,
): TGradeFigures => {
  const bests = standings.flatMap((s) => (s.best === null ? [] : [s.best]));
  const width = totalScore / SCORE_BANDS;
  const distribution = Array.from({ length: SCORE_BANDS }, (_, band) => ({
    from: round1(band * width),
    to: round1((band + 1) * width),
    count: bests.filter((score) =>
      width === 0 ? band === 0 : Math.min(SCORE_BANDS - 1, Math.floor(score / width)) === band,
    ).length,
  }));
  const waiting = new Set(sittings.filter((s) => s.state === 'reviewing').map((s) => s.userId));
  return {
    studentCount: standings.length,
    markedCount: bests.length,
    reviewingCount: standings.filter((s) => waiting.has(s.userId)).length,
    average: bests.length ? round1(bests.reduce((a, b) => a + b, 0) / bests.length) : null,
    highest: bests.length ? Math.max(...bests) : null,
    lowest: bests.length ? Math.min(...bests) : null,
    passRate: bests.length ? round3(bests.filter((b) => b >= passScore).length / bests.length) : null,
    distribution,
  };
};

/**
 * How hard each question was for the class: the share of its points earned over every marked attempt
 * that asked it (an unanswered question earns 0). Questions are listed as the first attempt asked them;
 * a comprehension question's parts are numbered under it (3.1, 3.2).
 */
export const difficultiesOf = (
  sittings: TSitting[],
  scores: { attemptId: number; questionId: number; score: number | null }[],
): TQuestionDifficulty[] => {
  const earnedBy = new Map(scores.map((s) => [`${s.attemptId}:${s.questionId}`, s]));
  const byQuestion = new Map<number, TQuestionDifficulty & { earned: number; possible: number }>();
  for (const sitting of sittings.filter((s) => s.state === 'reviewed')) {
    const positions = positionsOf(sitting.questions);
    for (const question of answerable(sitting.questions)) {
      const answer = earnedBy.get(`${sitting.id}:${question.questionId}`);
      const entry = byQuestion.get(question.questionId) ?? {
        questionId: question.questionId,
        position: positions.get(question.questionId) ?? '',
        kind: question.kind,
        stem: question.stem.slice(0, 200),
        score: question.score,
        answeredCount: 0,
        scoreRate: 0,
        earned: 0,
        possible: 0,
      };
      entry.answeredCount += answer ? 1 : 0;
      entry.earned += answer?.score ?? 0;
      entry.possible += question.score;
      byQuestion.set(question.questionId, entry);
    }
  }
  return [...byQuestion.values()].map(({ earned, possible, ...entry }) => ({
    ...entry,
    scoreRate: possible ? round3(earned / possible) : 0,
  }));
};

const positionsOf = (questions: TAttemptQuestion[]) =>
  new Map(
    questions.flatMap((question, index) =>
      question.kind === 'material'
        ? question.children.map((child, part) => [child.questionId, `${index + 1}.${part + 1}`] as const)
        : [[question.questionId, String(index + 1)] as const],
    ),
  );
