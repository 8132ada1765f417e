import { randomInt } from 'node:crypto';
import type { TQuestionContent, TSheetQuestion, TSubQuestionContent } from '@huitang/contracts';
import type { TAttemptQuestion } from '../../../../../db/schema/index.ts';
import type { TQuestionRow } from '../../bank/question.repository.ts';
import { splitScore } from './marking.ts';

/** Fisher–Yates with the system's randomness: every order equally likely. */
export const shuffled = <T>(items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

type TContent = TQuestionContent | TSubQuestionContent | { kind: 'material' };

/** Options keep their keys (the right answer names them) and change only their order. */
const withOptionOrder = (content: TContent, shuffleOptions: boolean): TContent =>
  shuffleOptions && (content.kind === 'single' || content.kind === 'multiple')
    ? { ...content, options: shuffled(content.options) }
    : content;

/** A bank question fixed for one attempt: its score (split over sub-questions), options in their order. */
export const attemptQuestionOf = (
  row: TQuestionRow,
  children: TQuestionRow[],
  score: number,
  shuffleOptions: boolean,
): TAttemptQuestion => {
  const shares = splitScore(score, Math.max(children.length, 1));
  return {
    questionId: row.id,
    kind: row.kind,
    score,
    stem: row.stem,
    images: row.images,
    explanation: row.explanation,
    content: withOptionOrder(row.content, shuffleOptions),
    children:
      row.kind === 'material'
        ? children.map((child, i) => ({
            ...attemptQuestionOf(child, [], shares[i]!, shuffleOptions),
            children: [],
          }))
        : [],
  };
};

/** A question as the candidate sees it: the answers taken out. */
export const sheetOf = (question: TAttemptQuestion): TSheetQuestion => {
  const content = question.content;
  return {
    questionId: question.questionId,
    kind: question.kind,
    score: question.score,
    stem: question.stem,
    images: question.images,
    options: content.kind === 'single' || content.kind === 'multiple' ? content.options : [],
    blankCount: content.kind === 'fill' ? content.blanks.length : 0,
    children: question.children.map(sheetOf),
  };
};

/** The right answer a result shows: the key(s), true/false, accepted texts per blank, or the reference. */
export const correctOf = (question: TAttemptQuestion): unknown => {
  const content = question.content;
  switch (content.kind) {
    case 'single':
    case 'multiple':
    case 'judge':
      return content.answer;
    case 'fill':
      return content.blanks;
    case 'short':
      return content.reference;
    case 'material':
      return null;
  }
};

export const totalOf = (questions: TAttemptQuestion[]) =>
  Math.round(questions.reduce((sum, q) => sum + q.score, 0) * 10) / 10;
