import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { attentions, bloggers, blogs, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

const followerCount = sql<number>`(select count(*)::int from ${attentions} where ${attentions.kind} = 'blogger' and ${attentions.targetId} = ${bloggers.userId})`;
const hasArticles = sql`exists (select 1 from ${blogs} where ${blogs.authorId} = ${bloggers.userId} and ${blogs.status} = 'published')`;

const bloggerColumns = {
  id: bloggers.userId,
  name: users.nickname,
  avatar: users.headImgUrl,
  introduction: bloggers.introduction,
};

export const bloggerRepository = {
  /** Makes the person a blogger (their first article or profile save); nothing if they are one. */
  async ensure(db: TDbOrTx, userId: number) {
    await db.insert(bloggers).values({ userId }).onConflictDoNothing();
  },

  async nameOf(db: TDbOrTx, userId: number): Promise<string> {
    const [row] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, userId));
    return row?.name ?? '';
  },

  async find(db: TDbOrTx, userId: number) {
    const [row] = await db
      .select(bloggerColumns)
      .from(bloggers)
      .innerJoin(users, eq(users.id, bloggers.userId))
      .where(and(eq(bloggers.userId, userId), eq(users.isDisabled, false)));
    return row;
  },

  async saveIntroduction(db: TDbOrTx, userId: number, introduction: string) {
    await db
      .insert(bloggers)
      .values({ userId, introduction })
      .onConflictDoUpdate({ target: bloggers.userId, set: { introduction } });
  },

  /**
   * Bloggers to follow: those the admin recommends first, then the most followed, all with a
   * published article; never the asker.
   */
  recommended(db: TDbOrTx, exceptUserId: number, limit: number) {
    return db
      .select(bloggerColumns)
      .from(bloggers)
      .innerJoin(users, eq(users.id, bloggers.userId))
      .where(and(eq(users.isDisabled, false), ne(bloggers.userId, exceptUserId), hasArticles))
      .orderBy(desc(bloggers.isRecommended), desc(followerCount), desc(bloggers.userId))
      .limit(limit);
  },
};
