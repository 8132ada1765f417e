import { aliasedTable, and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { blogCommentLikes, blogComments, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TCommentRow = typeof blogComments.$inferSelect;
const replyTo = aliasedTable(users, 'reply_to');

const commentColumns = {
  comment: blogComments,
  authorName: users.nickname,
  authorAvatar: users.headImgUrl,
  replyToName: replyTo.nickname,
  replyToAvatar: replyTo.headImgUrl,
};
export type TCommentWithPeople = {
  comment: TCommentRow;
  authorName: string;
  authorAvatar: string;
  replyToName: string | null;
  replyToAvatar: string | null;
};

const withPeople = (db: TDbOrTx) =>
  db
    .select(commentColumns)
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .leftJoin(replyTo, eq(replyTo.id, blogComments.replyToUserId));

export const commentRepository = {
  async insert(db: TDbOrTx, values: typeof blogComments.$inferInsert): Promise<TCommentRow> {
    const [row] = await db.insert(blogComments).values(values).returning();
    return row!;
  },

  async find(db: TDbOrTx, id: number): Promise<TCommentRow | undefined> {
    const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id));
    return row;
  },

  async withPeople(db: TDbOrTx, id: number): Promise<TCommentWithPeople | undefined> {
    const [row] = await withPeople(db).where(eq(blogComments.id, id));
    return row;
  },

  /** Deletes the comment and the replies under it; answers how many went. */
  async delete(db: TDbOrTx, id: number): Promise<number> {
    const [replies] = await db
      .select({ total: count() })
      .from(blogComments)
      .where(eq(blogComments.parentId, id));
    await db.delete(blogComments).where(eq(blogComments.id, id));
    return 1 + (replies?.total ?? 0);
  },

  /** An article's comments, newest first, with all their replies (oldest first). */
  async page(db: TDbOrTx, blogId: number, { offset, limit }: TSlice) {
    const where = and(eq(blogComments.blogId, blogId), isNull(blogComments.parentId));
    const newest = withPeople(db)
      .where(where)
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .offset(offset)
      .limit(limit);
    const [top, total]: [TCommentWithPeople[], { total: number }[]] = await Promise.all([
      newest,
      db.select({ total: count() }).from(blogComments).where(where),
    ]);
    const replies: TCommentWithPeople[] =
      top.length === 0
        ? []
        : await withPeople(db)
            .where(
              inArray(
                blogComments.parentId,
                top.map((row) => row.comment.id),
              ),
            )
            .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
    return { top, replies, totalCount: total[0]?.total ?? 0 };
  },

  /** Which of these comments the person liked. */
  async likedOf(db: TDbOrTx, ids: number[], userId: number | null): Promise<Set<number>> {
    if (userId === null || ids.length === 0) return new Set();
    const rows = await db
      .select({ id: blogCommentLikes.commentId })
      .from(blogCommentLikes)
      .where(and(eq(blogCommentLikes.userId, userId), inArray(blogCommentLikes.commentId, ids)));
    return new Set(rows.map((row) => row.id));
  },

  async like(db: TDbOrTx, commentId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await db.insert(blogCommentLikes).values({ commentId, userId }).onConflictDoNothing().returning()
      : await db
          .delete(blogCommentLikes)
          .where(and(eq(blogCommentLikes.commentId, commentId), eq(blogCommentLikes.userId, userId)))
          .returning();
    const step = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await db
      .update(blogComments)
      .set({ likeCount: sql`${blogComments.likeCount} + ${step}` })
      .where(eq(blogComments.id, commentId))
      .returning({ likeCount: blogComments.likeCount });
    return row?.likeCount ?? 0;
  },

  /** How many comments this person wrote in the last `seconds` (the posting limit). */
  async writtenSince(db: TDbOrTx, userId: number, seconds: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(blogComments)
      .where(
        and(
          eq(blogComments.authorId, userId),
          gt(blogComments.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row?.total ?? 0;
  },
};
