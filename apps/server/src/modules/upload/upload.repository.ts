import { eq, sql } from 'drizzle-orm';
import { uploads } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

export type TUploadRow = typeof uploads.$inferSelect;

export const uploadRepository = {
  async insert(db: TDbOrTx, row: typeof uploads.$inferInsert): Promise<void> {
    await db.insert(uploads).values(row);
  },

  /**
   * Serialises one person's grant requests (until the transaction ends), so a burst of parallel
   * requests is counted one after another against the quota.
   */
  async lockUser(db: TDbOrTx, userId: number): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('upload-grants'), ${userId})`);
  },

  /** Grants taken in the last hour and the bytes declared in them. */
  async lastHour(db: TDbOrTx, userId: number): Promise<{ grants: number; bytes: number }> {
    const result = await db.execute<{ grants: number; bytes: string }>(sql`
      select count(*)::int as grants, coalesce(sum(max_size), 0)::text as bytes from uploads
      where user_id = ${userId} and created_at > now() - interval '1 hour'`);
    const row = result.rows[0]!;
    return { grants: row.grants, bytes: Number(row.bytes) };
  },

  async find(db: TDbOrTx, key: string): Promise<TUploadRow | undefined> {
    const rows = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
    return rows[0];
  },

  async complete(db: TDbOrTx, key: string, size: number, contentType: string): Promise<void> {
    await db
      .update(uploads)
      .set({ size, contentType, completedAt: sql`now()` })
      .where(eq(uploads.key, key));
  },
};
