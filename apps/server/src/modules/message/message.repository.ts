import { and, count, desc, eq, sql } from 'drizzle-orm';
import { userMessages } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TSlice } from '../../platform/db/query.ts';
import { preparedPerHandle } from '../../platform/db/prepared.ts';

export type TMessageRow = typeof userMessages.$inferSelect;
export interface TMessageText {
  title: string;
  content: string;
  titleEn: string;
  contentEn: string;
}

const ofUser = (userId: number, isRead?: boolean) =>
  isRead === undefined
    ? eq(userMessages.userId, userId)
    : and(eq(userMessages.userId, userId), eq(userMessages.isRead, isRead));

/** Every signed-in page shows the unread count in its header, so it is a named statement. */
const unreadCountOf = preparedPerHandle((db) =>
  db
    .select({ total: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, sql.placeholder('userId')), eq(userMessages.isRead, false)))
    .prepare('unread_messages_of_user'),
);

/** Every sign-up writes one, so it is a named statement (see preparedPerHandle). */
const insertOne = preparedPerHandle((db) =>
  db
    .insert(userMessages)
    .values({
      userId: sql.placeholder('userId'),
      title: sql.placeholder('title'),
      content: sql.placeholder('content'),
      titleEn: sql.placeholder('titleEn'),
      contentEn: sql.placeholder('contentEn'),
    })
    .prepare('message_insert'),
);

export const messageRepository = {
  async page(db: TDbOrTx, userId: number, { offset, limit }: TSlice, isRead?: boolean) {
    const [list, total] = await Promise.all([
      db
        .select()
        .from(userMessages)
        .where(ofUser(userId, isRead))
        .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(userMessages).where(ofUser(userId, isRead)),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** Marks one of the user's messages read; false when it is not theirs or does not exist. */
  async markRead(db: TDbOrTx, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(userMessages)
      .set({ isRead: true })
      .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)))
      .returning({ id: userMessages.id });
    return rows.length > 0;
  },

  async markAllRead(db: TDbOrTx, userId: number): Promise<void> {
    await db.update(userMessages).set({ isRead: true }).where(ofUser(userId, false));
  },

  async unreadCount(db: TDbOrTx, userId: number): Promise<number> {
    const rows = await unreadCountOf(db).execute({ userId });
    return rows[0]?.total ?? 0;
  },

  async insert(db: TDbOrTx, userId: number, text: TMessageText): Promise<void> {
    await insertOne(db).execute({ userId, ...text });
  },

  /** The same message to many people in one statement, however many they are (one array parameter). */
  async insertMany(db: TDbOrTx, userIds: number[], text: TMessageText): Promise<void> {
    if (userIds.length === 0) return;
    await db.execute(sql`insert into ${userMessages} (user_id, title, content, title_en, content_en)
      select unnest(${sql.param(userIds)}::int[]), ${text.title}, ${text.content}, ${text.titleEn}, ${text.contentEn}`);
  },
};
