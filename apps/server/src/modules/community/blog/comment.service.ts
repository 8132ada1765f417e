import type { TComment, TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { firstSensitiveWord } from '../moderation/sensitive-word.service.ts';
import { assertMayDeleteComment } from '../community.policy.ts';
import { blogRepository } from './blog.repository.ts';
import { presentReply } from './comment.presenter.ts';
import { commentRepository as repo } from './comment.repository.ts';

/** Comments one person may write per minute (decision 034). */
export const COMMENT_LIMIT = { count: 10, seconds: 60 };

/**
 * Comments on articles, one level of replies under each (a reply to a reply joins its thread and
 * names whom it answers). Comments are plain text: React writes them as text, so no markup runs.
 */
export const createCommentService = (db: TDb) => {
  const publishedBlog = async (blogId: number) => {
    const found = await blogRepository.published(db, blogId);
    if (!found) throw notFound();
    return found.blog;
  };

  return {
    async list(caller: TSessionUser | null, request: TPageRequest & { blogId: number }) {
      const blog = await publishedBlog(request.blogId);
      const { top, replies, totalCount } = await repo.page(db, blog.id, sliceOf(request));
      const liked = await repo.likedOf(
        db,
        [...top, ...replies].map((row) => row.comment.id),
        caller?.userId ?? null,
      );
      const list: TComment[] = top.map((row) => ({
        ...presentReply(row, caller, liked, blog.authorId),
        replies: replies
          .filter((reply) => reply.comment.parentId === row.comment.id)
          .map((reply) => presentReply(reply, caller, liked, blog.authorId)),
      }));
      return toPage(list, totalCount, request);
    },

    /** A comment, or a reply joining the thread of the comment it answers; at most 10 a minute. */
    async save(
      user: TSessionUser,
      request: { blogId: number; content: string; replyToId?: number | undefined },
    ) {
      const blog = await publishedBlog(request.blogId);
      const word = await firstSensitiveWord(db, request.content);
      if (word) throw invalid('moderation.wordRefused', 'content', { word });
      const answered = request.replyToId ? await repo.find(db, request.replyToId) : undefined;
      if (request.replyToId && answered?.blogId !== blog.id) throw notFound();
      const id = await db.transaction(async (tx) => {
        await blogRepository.lockAuthor(tx, 'comment', user.userId);
        if ((await repo.writtenSince(tx, user.userId, COMMENT_LIMIT.seconds)) >= COMMENT_LIMIT.count)
          throw conflict('comment.tooFast', { seconds: COMMENT_LIMIT.seconds });
        const comment = await repo.insert(tx, {
          blogId: blog.id,
          authorId: user.userId,
          content: request.content,
          parentId: answered ? (answered.parentId ?? answered.id) : null,
          replyToUserId: answered?.authorId ?? null,
        });
        await blogRepository.addComments(tx, blog.id, 1);
        return comment.id;
      });
      const row = await repo.withPeople(db, id);
      return presentReply(row!, user, new Set(), blog.authorId);
    },

    /** Its writer, the article's author or a moderator deletes a comment, its replies with it. */
    async delete(user: TSessionUser, id: number) {
      const comment = await repo.find(db, id);
      if (!comment) throw notFound();
      const blog = await blogRepository.find(db, comment.blogId);
      assertMayDeleteComment(user, comment, blog);
      await db.transaction(async (tx) => {
        const removed = await repo.delete(tx, id);
        await blogRepository.addComments(tx, blog.id, -removed);
      });
      return null;
    },

    async like(user: TSessionUser, id: number, on: boolean) {
      const comment = await repo.find(db, id);
      if (!comment) throw notFound();
      await publishedBlog(comment.blogId);
      const likeCount = await db.transaction((tx) => repo.like(tx, id, user.userId, on));
      return { liked: on, likeCount };
    },
  };
};
export type TCommentService = ReturnType<typeof createCommentService>;
