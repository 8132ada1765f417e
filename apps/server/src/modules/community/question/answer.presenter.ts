import type { TAnswerComment, TQaAnswer } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { mayDelete } from '../community.policy.ts';
import type { answerRepository, TAnswerRow } from './answer.repository.ts';

export type TAnswerWithAuthor = { answer: TAnswerRow; authorName: string; authorAvatar: string };
type TAnswerCommentRow = Awaited<ReturnType<typeof answerRepository.comments>>[number];

/** An answer as its question's page shows it to the caller: their vote, and whether it is theirs to change. */
export const presentAnswer = (
  { answer, authorName, authorAvatar }: TAnswerWithAuthor,
  caller: TSessionUser | null,
  acceptedId: number | null,
  myVote: number,
): TQaAnswer => ({
  id: answer.id,
  questionId: answer.questionId,
  author: { id: answer.authorId, name: authorName, avatar: authorAvatar },
  content: answer.content,
  score: answer.score,
  myVote,
  accepted: answer.id === acceptedId,
  commentCount: answer.commentCount,
  mine: caller?.userId === answer.authorId,
  deletable: mayDelete(caller, answer.authorId),
  status: answer.status,
  gmtCreate: answer.createdAt.toISOString(),
  gmtModified: answer.updatedAt.toISOString(),
});

/** A comment under an answer; its writer, the answer's author and moderators may delete it. */
export const presentAnswerComment = (
  { comment, authorName, authorAvatar }: TAnswerCommentRow,
  caller: TSessionUser | null,
  answerAuthorId: number,
): TAnswerComment => ({
  id: comment.id,
  author: { id: comment.authorId, name: authorName, avatar: authorAvatar },
  content: comment.content,
  deletable: mayDelete(caller, comment.authorId, answerAuthorId),
  gmtCreate: comment.createdAt.toISOString(),
});
