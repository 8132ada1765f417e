import { asc, eq, inArray, sql } from 'drizzle-orm';
import { blogs, communityLabels } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TLabelRow = typeof communityLabels.$inferSelect;

export const labelRepository = {
  list(db: TDbOrTx) {
    return db.select().from(communityLabels).orderBy(asc(communityLabels.sort), asc(communityLabels.id));
  },

  /** Labels with how many articles carry each (the admin's list). */
  withCounts(db: TDbOrTx) {
    return db
      .select({
        label: communityLabels,
        blogCount: sql<number>`(select count(*)::int from ${blogs} where ${communityLabels.id} = any(${blogs.labelIds}))`,
      })
      .from(communityLabels)
      .orderBy(asc(communityLabels.sort), asc(communityLabels.id));
  },

  async existing(db: TDbOrTx, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: communityLabels.id })
      .from(communityLabels)
      .where(inArray(communityLabels.id, ids));
    return rows.map((row) => row.id);
  },

  async save(db: TDbOrTx, id: number | undefined, values: Omit<typeof communityLabels.$inferInsert, 'id'>) {
    const [row] = id
      ? await db.update(communityLabels).set(values).where(eq(communityLabels.id, id)).returning()
      : await db.insert(communityLabels).values(values).returning();
    return row;
  },

  /** Deletes the label and takes it off every article that carried it. */
  async delete(db: TDbOrTx, id: number): Promise<boolean> {
    await db
      .update(blogs)
      .set({ labelIds: sql`array_remove(${blogs.labelIds}, ${id})` })
      .where(sql`${id} = any(${blogs.labelIds})`);
    const removed = await db.delete(communityLabels).where(eq(communityLabels.id, id)).returning();
    return removed.length > 0;
  },
};
