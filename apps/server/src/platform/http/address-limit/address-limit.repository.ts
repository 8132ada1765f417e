import { lte, sql } from 'drizzle-orm';
import { addressHits } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../db/client.ts';

export const addressLimitRepository = {
  /**
   * Counts one call of `address` in `bucket`, in one statement: the window's count and the seconds left
   * in it, a fresh window of `windowSeconds` when the last one ended.
   */
  async hit(db: TDbOrTx, bucket: string, address: string, windowSeconds: number) {
    const ended = sql`${addressHits.resetAt} <= now()`;
    const [row] = await db
      .insert(addressHits)
      .values({ bucket, address, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
      .onConflictDoUpdate({
        target: [addressHits.bucket, addressHits.address],
        set: {
          hits: sql`case when ${ended} then 1 else ${addressHits.hits} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${addressHits.resetAt} end`,
        },
      })
      .returning({
        hits: addressHits.hits,
        seconds: sql<number>`ceil(extract(epoch from ${addressHits.resetAt} - now()))::int`,
      });
    return row ?? { hits: 1, seconds: windowSeconds };
  },

  /** Forgets the windows that ended. */
  async forget(db: TDbOrTx) {
    await db.delete(addressHits).where(lte(addressHits.resetAt, sql`now()`));
  },
};
