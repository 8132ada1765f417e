import { and, arrayContains, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TBlogStatus } from '@huitang/contracts';
import { attentions, blogLikes, blogs, searchDocuments, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TBlogRow = typeof blogs.$inferSelect;
export type TBlogChanges = Partial<Omit<typeof blogs.$inferInsert, 'id' | 'authorId'>>;

/**
 * The hot ranking (decision 034): what readers did with an article, worth less the older it is,
 * like Hacker News' gravity. A like counts 2, a comment 3, views by their logarithm (a hundred
 * views are worth a like or so), over (hours since publishing + 2)^1.5.
 */
export const hotScore = sql`(
  (${blogs.likeCount} * 2 + ${blogs.commentCount} * 3 + ln(1 + ${blogs.viewCount}) + 1)
  / power(extract(epoch from (now() - ${blogs.publishedAt})) / 3600 + 2, 1.5)
)`;

const cardColumns = {
  blog: blogs,
  authorName: users.nickname,
  authorAvatar: users.headImgUrl,
};

export interface TBlogFilter {
  labelNo?: number | undefined;
  authorId?: number | undefined;
  /** Only bloggers this person follows (the follow tab). */
  followerId?: number | undefined;
  order: 'latest' | 'hot';
}

const published = and(eq(blogs.status, 'published'), eq(users.isDisabled, false));

export const blogRepository = {
  async insert(db: TDbOrTx, authorId: number, values: TBlogChanges): Promise<TBlogRow> {
    const [row] = await db
      .insert(blogs)
      .values({ ...values, authorId })
      .returning();
    return row!;
  },

  async update(db: TDbOrTx, id: number, changes: TBlogChanges): Promise<TBlogRow> {
    const [row] = await db
      .update(blogs)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(blogs.id, id))
      .returning();
    return row!;
  },

  async find(db: TDbOrTx, id: number): Promise<TBlogRow | undefined> {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
    return row;
  },

  async delete(db: TDbOrTx, id: number) {
    await db.delete(blogs).where(eq(blogs.id, id));
  },

  /** A published article with its author, for its page. */
  async published(db: TDbOrTx, id: number) {
    const [row] = await db
      .select(cardColumns)
      .from(blogs)
      .innerJoin(users, eq(users.id, blogs.authorId))
      .where(and(eq(blogs.id, id), published));
    return row;
  },

  async page(db: TDbOrTx, filter: TBlogFilter, { offset, limit }: TSlice) {
    const conditions: (SQL | undefined)[] = [published];
    if (filter.labelNo) conditions.push(arrayContains(blogs.labelIds, [filter.labelNo]));
    if (filter.authorId) conditions.push(eq(blogs.authorId, filter.authorId));
    if (filter.followerId)
      conditions.push(
        inArray(
          blogs.authorId,
          db
            .select({ id: attentions.targetId })
            .from(attentions)
            .where(and(eq(attentions.userId, filter.followerId), eq(attentions.kind, 'blogger'))),
        ),
      );
    const where = and(...conditions);
    const order =
      filter.order === 'hot' ? [desc(hotScore), desc(blogs.id)] : [desc(blogs.publishedAt), desc(blogs.id)];
    const [list, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(blogs)
        .innerJoin(users, eq(users.id, blogs.authorId))
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(blogs).innerJoin(users, eq(users.id, blogs.authorId)).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** The author's own articles of any state (SPEC /blog/account), the last changed first. */
  async mine(db: TDbOrTx, authorId: number, status: TBlogStatus | undefined, { offset, limit }: TSlice) {
    const where = and(eq(blogs.authorId, authorId), status ? eq(blogs.status, status) : undefined);
    const [list, total] = await Promise.all([
      db
        .select(cardColumns)
        .from(blogs)
        .innerJoin(users, eq(users.id, blogs.authorId))
        .where(where)
        .orderBy(desc(blogs.updatedAt), desc(blogs.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(blogs).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** How many articles this author published in the last `minutes` (the posting limit). */
  async publishedSince(db: TDbOrTx, authorId: number, minutes: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(blogs)
      .where(
        and(
          eq(blogs.authorId, authorId),
          gt(blogs.publishedAt, sql`now() - make_interval(mins => ${minutes})`),
        ),
      );
    return row?.total ?? 0;
  },

  /** Serialises one person's posting, so that a burst of requests cannot pass the limit together. */
  async lockAuthor(db: TDbOrTx, what: string, userId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${userId}`}))`);
  },

  async liked(db: TDbOrTx, blogId: number, userId: number | null): Promise<boolean> {
    if (userId === null) return false;
    const [row] = await db
      .select({ userId: blogLikes.userId })
      .from(blogLikes)
      .where(and(eq(blogLikes.blogId, blogId), eq(blogLikes.userId, userId)));
    return row !== undefined;
  },

  /** Likes once per person: the count moves only when the like row came or went. */
  async like(db: TDbOrTx, blogId: number, userId: number, on: boolean): Promise<number> {
    const changed = on
      ? await db.insert(blogLikes).values({ blogId, userId }).onConflictDoNothing().returning()
      : await db
          .delete(blogLikes)
          .where(and(eq(blogLikes.blogId, blogId), eq(blogLikes.userId, userId)))
          .returning();
    const step = changed.length === 0 ? 0 : on ? 1 : -1;
    const [row] = await db
      .update(blogs)
      .set({ likeCount: sql`${blogs.likeCount} + ${step}` })
      .where(eq(blogs.id, blogId))
      .returning({ likeCount: blogs.likeCount });
    return row?.likeCount ?? 0;
  },

  async addComments(db: TDbOrTx, blogId: number, step: number) {
    await db
      .update(blogs)
      .set({ commentCount: sql`greatest(${blogs.commentCount} + ${step}, 0)` })
      .where(eq(blogs.id, blogId));
  },

  /** Published articles the search index lacks (published before it existed, the demo seed). */
  unindexed(db: TDbOrTx) {
    return db
      .select({ blog: blogs, authorName: users.nickname })
      .from(blogs)
      .innerJoin(users, eq(users.id, blogs.authorId))
      .leftJoin(searchDocuments, and(eq(searchDocuments.kind, 6), eq(searchDocuments.refId, blogs.id)))
      .where(and(eq(blogs.status, 'published'), isNull(searchDocuments.refId)));
  },

  /** A blogger's published articles and the likes they received. */
  async authorFigures(db: TDbOrTx, authorId: number) {
    const [row] = await db
      .select({ articles: count(), likes: sql<number>`coalesce(sum(${blogs.likeCount}), 0)::int` })
      .from(blogs)
      .where(and(eq(blogs.authorId, authorId), eq(blogs.status, 'published')));
    return { articleCount: row?.articles ?? 0, likeCount: row?.likes ?? 0 };
  },
};
