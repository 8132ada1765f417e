import type { TAttemptSummary, TResultQuestion } from '@huitang/contracts';
import type { TAttemptQuestion } from '../../../../../db/schema/index.ts';
import type { TAnswerRow, TAttemptRow } from './attempt.repository.ts';
import { correctOf, sheetOf } from './sheet.ts';

export const summaryOf = (row: TAttemptRow, examName: string, passScore: number): TAttemptSummary => ({
  id: row.id,
  examId: row.examId,
  examName,
  number: row.number,
  startedAt: row.startedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  timedOut: row.timedOut,
  state: row.state,
  score: row.submittedAt ? row.score : null,
  totalScore: row.totalScore,
  passed: row.state === 'reviewed' && row.score !== null ? row.score >= passScore : null,
});

/**
 * Each question with the answer given, the right one, the explanation and the points: a submitted
 * attempt's unanswered question got 0; an answered short answer has no points until it is marked.
 */
export const resultQuestionsOf = (
  questions: TAttemptQuestion[],
  answers: Pick<TAnswerRow, 'questionId' | 'answer' | 'score' | 'comment'>[],
  submitted: boolean,
): TResultQuestion[] => {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const resultOf = (question: TAttemptQuestion): TResultQuestion => {
    const children = question.children.map(resultOf);
    const row = byQuestion.get(question.questionId);
    const got =
      question.kind === 'material'
        ? children.some((c) => c.got === null)
          ? null
          : Math.round(children.reduce((s, c) => s + (c.got ?? 0), 0) * 10) / 10
        : row
          ? row.score
          : submitted
            ? 0
            : null;
    return {
      ...sheetOf(question),
      answer: row?.answer ?? null,
      correct: correctOf(question),
      explanation: question.explanation,
      got,
      comment: row?.comment ?? '',
      children,
    };
  };
  return questions.map(resultOf);
};
