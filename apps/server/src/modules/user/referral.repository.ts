import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { referralChannels, users } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TSlice } from '../../platform/db/query.ts';

export type TReferralChannelRow = typeof referralChannels.$inferSelect & { registered: number };

/** Whom a code names: a person's own code, or one of their channels. */
export interface TCodeOwner {
  userId: number;
  channelId: number | null;
}

// Spelled out: inside the subquery drizzle's bare "id" would be the users' own.
const registeredOf = sql<number>`(select count(*)::int from users u where u.referral_channel_id = "referral_channels"."id")`;

export const referralRepository = {
  async ownerOfCode(db: TDbOrTx, code: string): Promise<TCodeOwner | undefined> {
    const [own] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (own) return { userId: own.id, channelId: null };
    const [channel] = await db
      .select({ userId: referralChannels.userId, channelId: referralChannels.id })
      .from(referralChannels)
      .where(eq(referralChannels.code, code))
      .limit(1);
    return channel;
  },

  /** The people a referrer brought, newest first; `channelId` 0 keeps those of their own code. */
  async referred(db: TDbOrTx, referrerId: number, channelId: number | undefined, { offset, limit }: TSlice) {
    const where = and(
      eq(users.referrerId, referrerId),
      channelId === 0
        ? isNull(users.referralChannelId)
        : channelId
          ? eq(users.referralChannelId, channelId)
          : undefined,
    );
    const [list, total] = await Promise.all([
      db
        .select({
          userNo: users.userNo,
          nickname: users.nickname,
          headImgUrl: users.headImgUrl,
          mobile: users.mobile,
          channelName: sql<string>`coalesce(${referralChannels.name}, '')`,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(referralChannels, eq(referralChannels.id, users.referralChannelId))
        .where(where)
        .orderBy(desc(users.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async counts(db: TDbOrTx, referrerId: number) {
    const [row] = await db
      .select({
        total: count(),
        recent: sql<number>`count(*) filter (where ${users.createdAt} > now() - interval '30 days')::int`,
      })
      .from(users)
      .where(eq(users.referrerId, referrerId));
    const [channels] = await db
      .select({ channels: count() })
      .from(referralChannels)
      .where(eq(referralChannels.userId, referrerId));
    return { total: row?.total ?? 0, recent: row?.recent ?? 0, channels: channels?.channels ?? 0 };
  },

  channels: (db: TDbOrTx, userId: number): Promise<TReferralChannelRow[]> =>
    db
      .select({
        id: referralChannels.id,
        userId: referralChannels.userId,
        name: referralChannels.name,
        code: referralChannels.code,
        createdAt: referralChannels.createdAt,
        registered: registeredOf,
      })
      .from(referralChannels)
      .where(eq(referralChannels.userId, userId))
      .orderBy(referralChannels.id),

  /** Serialises one person's channel changes, so the limit holds under double clicks. */
  async lockOwner(tx: TDbOrTx, userId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'referral-channels:' + userId}))`);
  },

  /** Undefined when the name (or, once in a blue moon, the code) is taken. */
  async insert(tx: TDbOrTx, userId: number, name: string, code: string) {
    try {
      const [row] = await tx.insert(referralChannels).values({ userId, name, code }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  /** Null when not the owner's; undefined when the new name is taken. */
  async rename(db: TDbOrTx, userId: number, id: number, name: string) {
    try {
      const [row] = await db
        .update(referralChannels)
        .set({ name })
        .where(and(eq(referralChannels.id, id), eq(referralChannels.userId, userId)))
        .returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  async registeredThrough(db: TDbOrTx, channelId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.referralChannelId, channelId));
    return row?.n ?? 0;
  },

  /** The people it brought stay the owner's, counted under their own code. */
  async remove(tx: TDbOrTx, userId: number, id: number): Promise<boolean> {
    const [gone] = await tx
      .delete(referralChannels)
      .where(and(eq(referralChannels.id, id), eq(referralChannels.userId, userId)))
      .returning({ id: referralChannels.id });
    if (!gone) return false;
    await tx.update(users).set({ referralChannelId: null }).where(eq(users.referralChannelId, id));
    return true;
  },
};
