import { and, desc, eq, isNull } from 'drizzle-orm';
import { liveMessages, liveMutes } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TMessageRow = typeof liveMessages.$inferSelect;

export const chatRepository = {
  async say(
    db: TDbOrTx,
    row: { meetingId: number; placeId: number; userId: number; nickname: string; text: string },
  ) {
    const [created] = await db.insert(liveMessages).values(row).returning();
    return created!;
  },

  /** The last `limit` messages of a venue's chat, oldest first, without deleted ones. */
  async recent(db: TDbOrTx, placeId: number, limit: number): Promise<TMessageRow[]> {
    const rows = await db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.placeId, placeId), isNull(liveMessages.deletedAt)))
      .orderBy(desc(liveMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  async byId(db: TDbOrTx, id: number): Promise<TMessageRow | undefined> {
    const [row] = await db.select().from(liveMessages).where(eq(liveMessages.id, id));
    return row;
  },

  remove: (db: TDbOrTx, id: number) =>
    db.update(liveMessages).set({ deletedAt: new Date() }).where(eq(liveMessages.id, id)),

  async isMuted(db: TDbOrTx, meetingId: number, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: liveMutes.userId })
      .from(liveMutes)
      .where(and(eq(liveMutes.meetingId, meetingId), eq(liveMutes.userId, userId)));
    return row !== undefined;
  },

  mute: (db: TDbOrTx, meetingId: number, userId: number) =>
    db.insert(liveMutes).values({ meetingId, userId }).onConflictDoNothing(),

  unmute: (db: TDbOrTx, meetingId: number, userId: number) =>
    db.delete(liveMutes).where(and(eq(liveMutes.meetingId, meetingId), eq(liveMutes.userId, userId))),
};
