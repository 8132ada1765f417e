import type { TExamPaper, TQuestion } from '@huitang/contracts';
import type { TPaperItemRow, TPaperRow } from './exam-paper.repository.ts';

type TTotals = Pick<TExamPaper, 'questionCount' | 'totalScore'>;

/** A paper in its list: its size and total, not its questions. */
export const presentPaperSummary = (
  paper: TPaperRow,
  totals: TTotals,
): Omit<TExamPaper, 'items' | 'rules'> => ({
  id: paper.id,
  orgId: paper.orgId,
  paperName: paper.paperName,
  mode: paper.mode,
  passScore: paper.passScore,
  ...totals,
  updatedAt: paper.updatedAt.toISOString(),
});

/**
 * A paper as its editor opens it: the picked questions as the bank shows them (`shown`, by id; one
 * gone from the bank drops out) and each rule with how many questions it may draw now.
 */
export const presentExamPaper = (
  paper: TPaperRow,
  totals: TTotals,
  items: TPaperItemRow[],
  shown: Map<number, TQuestion>,
  rules: TExamPaper['rules'],
): TExamPaper => ({
  ...presentPaperSummary(paper, totals),
  items: items.flatMap((item) => {
    const question = shown.get(item.questionId);
    return question ? [{ questionId: item.questionId, score: item.score, question }] : [];
  }),
  rules,
});
