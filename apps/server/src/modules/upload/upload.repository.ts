import { eq, sql } from 'drizzle-orm';
import { uploads } from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';

export type TUploadRow = typeof uploads.$inferSelect;

export const uploadRepository = {
  async insert(db: TDbOrTx, row: typeof uploads.$inferInsert): Promise<void> {
    await db.insert(uploads).values(row);
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
