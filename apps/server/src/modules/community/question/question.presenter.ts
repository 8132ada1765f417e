import type { TAskCard, TLocale } from '@huitang/contracts';
import { flatText } from '../../../platform/search/segment.ts';
import type { TLabelRow } from '../label/label.repository.ts';
import type { TQuestionRow } from './question.repository.ts';
import { presentLabels } from '../label/label.presenter.ts';

const SUMMARY_CHARS = 120;

export interface TQuestionWithAuthor {
  question: TQuestionRow;
  authorName: string;
  authorAvatar: string;
}

export const presentCard = (
  { question, authorName, authorAvatar }: TQuestionWithAuthor,
  labels: Map<number, TLabelRow>,
  locale: TLocale,
): TAskCard => ({
  id: question.id,
  title: question.title,
  summary: flatText(question.content).slice(0, SUMMARY_CHARS),
  labels: presentLabels(question.labelIds, labels, locale),
  author: { id: question.authorId, name: authorName, avatar: authorAvatar },
  answerCount: question.answerCount,
  viewCount: question.viewCount,
  solved: question.acceptedAnswerId !== null,
  gmtCreate: question.createdAt.toISOString(),
});
