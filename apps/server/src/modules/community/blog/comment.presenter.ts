import type { TReply } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { mayDelete } from '../community.policy.ts';
import type { TCommentWithPeople } from './comment.repository.ts';

/** A comment or a reply as readers see it: who wrote it, whom it answers, and what the caller may do. */
export const presentReply = (
  row: TCommentWithPeople,
  caller: TSessionUser | null,
  liked: Set<number>,
  blogAuthorId: number,
): TReply => ({
  id: row.comment.id,
  author: { id: row.comment.authorId, name: row.authorName, avatar: row.authorAvatar },
  content: row.comment.content,
  likeCount: row.comment.likeCount,
  liked: liked.has(row.comment.id),
  deletable: mayDelete(caller, row.comment.authorId, blogAuthorId),
  replyTo:
    row.comment.replyToUserId !== null && row.comment.parentId !== null
      ? { id: row.comment.replyToUserId, name: row.replyToName ?? '', avatar: row.replyToAvatar ?? '' }
      : null,
  gmtCreate: row.comment.createdAt.toISOString(),
});
