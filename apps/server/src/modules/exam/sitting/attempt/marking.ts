import type { TAnswerValue } from '@huitang/contracts';
import type { TAttemptQuestion } from '../../../../../db/schema/index.ts';
import type { TAnswerRow, TAttemptRow, TMarking } from './attempt.repository.ts';

/**
 * How objective answers are marked (decision 030):
 * - single choice and true/false: the right answer gets the score, anything else 0;
 * - multiple choice: exactly the right options get the score; some right options and no wrong one get
 *   half of it (Moodle's "partially correct" without penalties); any wrong option gets 0;
 * - fill-in: each blank is an equal share, right when it matches an accepted answer after NFKC
 *   (full-width to half-width), trimming, collapsing spaces and ignoring case;
 * - short answer: a person marks it; a blank one gets 0 at once.
 * Points are kept in tenths, rounded down, so a share never adds up to more than the question.
 */
const tenthsDown = (n: number) => Math.floor(n * 10 + 1e-9) / 10;

export const normalizeBlank = (text: string) =>
  text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `answer` has the shape the question's kind takes. */
export const fitsKind = (question: TAttemptQuestion, answer: TAnswerValue): boolean => {
  const content = question.content;
  switch (content.kind) {
    case 'single':
      return typeof answer === 'string' && content.options.some((o) => o.key === answer);
    case 'multiple':
      return (
        Array.isArray(answer) &&
        answer.every((key) => content.options.some((o) => o.key === key)) &&
        new Set(answer).size === answer.length
      );
    case 'judge':
      return typeof answer === 'boolean';
    case 'fill':
      return Array.isArray(answer) && answer.length === content.blanks.length;
    case 'short':
      return typeof answer === 'string';
    case 'material':
      return false;
  }
};

/** Points an answer earns automatically; null when a person must mark it (a short answer with text). */
export const autoMark = (question: TAttemptQuestion, answer: TAnswerValue | undefined): number | null => {
  const content = question.content;
  if (answer === undefined) return 0;
  switch (content.kind) {
    case 'single':
      return answer === content.answer ? question.score : 0;
    case 'judge':
      return answer === content.answer ? question.score : 0;
    case 'multiple': {
      if (!Array.isArray(answer) || answer.length === 0) return 0;
      const right = new Set<string>(content.answer);
      if (answer.some((key) => !right.has(key))) return 0;
      return answer.length === right.size ? question.score : tenthsDown(question.score / 2);
    }
    case 'fill': {
      if (!Array.isArray(answer)) return 0;
      const correct = content.blanks.filter((accepted, i) =>
        accepted.some((text) => normalizeBlank(text) === normalizeBlank(answer[i] ?? '')),
      ).length;
      return correct === content.blanks.length
        ? question.score
        : tenthsDown((question.score * correct) / content.blanks.length);
    }
    case 'short':
      return typeof answer === 'string' && answer.trim() !== '' ? null : 0;
    case 'material':
      return 0;
  }
};

/** The questions that take answers: each question, or a comprehension question's sub-questions. */
export const answerable = (questions: TAttemptQuestion[]): TAttemptQuestion[] =>
  questions.flatMap((q) => (q.kind === 'material' ? q.children : [q]));

/** A comprehension question's score split over its sub-questions in tenths, the last taking what is left. */
export const splitScore = (score: number, parts: number): number[] => {
  const share = tenthsDown(score / parts);
  return Array.from({ length: parts }, (_, i) =>
    i === parts - 1 ? Math.round((score - share * (parts - 1)) * 10) / 10 : share,
  );
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * An attempt's marks and result: every answer a machine can mark that has no mark yet, then `marks`
 * (a person's, standing over the machine's); reviewed, or reviewing while a short answer waits.
 */
export const markingOf = (
  attempt: TAttemptRow,
  answers: TAnswerRow[],
  marks: TMarking['marks'] = [],
): TMarking => {
  const automatic = answerable(attempt.questions).flatMap((question) => {
    const answer = answers.find((a) => a.questionId === question.questionId);
    const score = answer && answer.score === null ? autoMark(question, answer.answer) : null;
    return score === null ? [] : [{ questionId: question.questionId, score }];
  });
  // One mark per question, the later one standing (a person's after the machine's).
  const byQuestion = new Map([...automatic, ...marks].map((m) => [m.questionId, m]));
  const scores = answers.map((a) =>
    byQuestion.has(a.questionId) ? byQuestion.get(a.questionId)!.score : a.score,
  );
  return {
    attemptId: attempt.id,
    marks: [...byQuestion.values()],
    result: {
      state: scores.some((score) => score === null) ? 'reviewing' : 'reviewed',
      score: round1(scores.reduce<number>((sum, score) => sum + (score ?? 0), 0)),
    },
  };
};
