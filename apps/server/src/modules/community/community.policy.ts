import { Code, type TPostStatus } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';

/*
 * Who may change what in the community (decisions 034, 035): a post is its author's to edit; its
 * author, the owner of what it sits under (the article of a comment, the answer of a comment) and the
 * platform admin, who moderates, may delete it; a post moderation hid stays as it is.
 */

/** Whether the caller may delete a post written by `writerId` under something `ownerId` owns. */
export const mayDelete = (caller: TSessionUser | null, writerId: number, ownerId?: number) =>
  caller !== null && (caller.isAdmin || caller.userId === writerId || caller.userId === ownerId);

export const assertMayDelete = (user: TSessionUser, writerId: number, ownerId?: number) => {
  if (!mayDelete(user, writerId, ownerId)) throw forbidden();
};

/** A comment on an article: its writer, the article's author or a moderator; none once the article is gone. */
export function assertMayDeleteComment<TBlog extends { authorId: number }>(
  user: TSessionUser,
  comment: { authorId: number },
  blog: TBlog | undefined,
): asserts blog is TBlog {
  if (!blog || !mayDelete(user, comment.authorId, blog.authorId)) throw forbidden();
}

/** Only its author edits a post. */
export const assertAuthor = (user: TSessionUser, post: { authorId: number }) => {
  if (post.authorId !== user.userId) throw forbidden();
};

/** A post moderation hid is not written again by its author. */
export const assertNotHidden = (post: { status: TPostStatus | 'draft' } | undefined) => {
  if (post?.status === 'hidden') throw forbidden();
};

/** Nobody votes on their own answer. */
export const assertNotOwnAnswer = (user: TSessionUser, answer: { authorId: number }) => {
  if (answer.authorId === user.userId) throw new AppError(Code.FORBIDDEN, 'answer.ownVote');
};

/** Only the one who asked accepts an answer to a question. */
export const assertAsker = (user: TSessionUser, question: { authorId: number }) => {
  if (question.authorId !== user.userId) throw new AppError(Code.FORBIDDEN, 'answer.acceptOnlyAsker');
};
