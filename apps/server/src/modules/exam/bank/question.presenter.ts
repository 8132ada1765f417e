import type { TQuestion, TQuestionContent, TSubQuestionContent } from '@huitang/contracts';
import type { TQuestionRow } from './question.repository.ts';

const subContentOf = (row: TQuestionRow) => row.content as TSubQuestionContent;

/** A question with its sub-questions as the editor loads it back: `content` is what it saves. */
export const presentQuestion = (
  row: TQuestionRow,
  children: TQuestionRow[],
  categoryName: string,
): TQuestion => ({
  id: row.id,
  orgId: row.orgId,
  kind: row.kind,
  categoryId: row.categoryId,
  categoryName,
  difficulty: row.difficulty,
  stem: row.stem,
  images: row.images,
  explanation: row.explanation,
  content:
    row.kind === 'material'
      ? {
          kind: 'material',
          children: children.map((c) => ({
            stem: c.stem,
            images: c.images,
            explanation: c.explanation,
            content: subContentOf(c),
          })),
        }
      : (row.content as TQuestionContent),
  children: children.map((c) => ({
    id: c.id,
    stem: c.stem,
    images: c.images,
    explanation: c.explanation,
    content: subContentOf(c),
  })),
  updatedAt: row.updatedAt.toISOString(),
});
