import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { smsCodes } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

export const smsCodeRepository = {
  /** Serialises everything about one mobile's codes, so a burst of sends can't beat the limits. */
  async lockMobile(tx: TDbOrTx, mobile: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sms:' + mobile}))`);
  },

  async sendStats(tx: TDbOrTx, mobile: string) {
    const rows = await tx
      .select({
        today: sql<number>`count(*) filter (where ${smsCodes.createdAt} >= date_trunc('day', now()))::int`,
        secondsSinceLast: sql<number | null>`extract(epoch from now() - max(${smsCodes.createdAt}))::float8`,
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, sql`now() - interval '1 day'`)));
    return rows[0] ?? { today: 0, secondsSinceLast: null };
  },

  async insert(tx: TDbOrTx, mobile: string, code: string, ttlSeconds: number): Promise<void> {
    await tx.insert(smsCodes).values({
      mobile,
      code,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  },

  async latestLive(tx: TDbOrTx, mobile: string) {
    const rows = await tx
      .select({ id: smsCodes.id, code: smsCodes.code, attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
      .for('update');
    return rows[0];
  },

  async markUsed(tx: TDbOrTx, id: number): Promise<void> {
    await tx
      .update(smsCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(smsCodes.id, id));
  },

  async countAttempt(tx: TDbOrTx, id: number): Promise<void> {
    await tx
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, id));
  },
};
