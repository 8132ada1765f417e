import { asc, count, eq, sql } from 'drizzle-orm';
import { articleCategories, infoArticles, zones } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';

export type TCategoryRow = typeof articleCategories.$inferSelect;
type TCategoryValues = Omit<typeof articleCategories.$inferInsert, 'id'>;

const publishedCount = sql<number>`count(${infoArticles.id}) filter (where ${infoArticles.status} = 'published')::int`;

/** The categories of information articles, inside the platform's zones. */
export const categoryRepository = {
  /** Whether the category exists, held against deletion until the transaction ends. */
  async lockShared(db: TDbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.id, id))
      .for('share');
    return rows.length > 0;
  },

  /** One zone's categories in the admin's order, with their published articles counted. */
  forZone(db: TDbOrTx, zoneId: number) {
    return db
      .select({ category: articleCategories, articleCount: publishedCount })
      .from(articleCategories)
      .leftJoin(infoArticles, eq(infoArticles.categoryId, articleCategories.id))
      .where(eq(articleCategories.zoneId, zoneId))
      .groupBy(articleCategories.id)
      .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  },

  /** Every category with its zone, for the admin, counting articles of any state. */
  all(db: TDbOrTx) {
    return db
      .select({
        category: articleCategories,
        zoneName: zones.zoneName,
        articleCount: sql<number>`count(${infoArticles.id})::int`,
      })
      .from(articleCategories)
      .innerJoin(zones, eq(zones.id, articleCategories.zoneId))
      .leftJoin(infoArticles, eq(infoArticles.categoryId, articleCategories.id))
      .groupBy(articleCategories.id, zones.id)
      .orderBy(asc(zones.sort), asc(zones.id), asc(articleCategories.sort), asc(articleCategories.id));
  },

  async zoneExists(db: TDbOrTx, zoneId: number): Promise<boolean> {
    const [row] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
    return row !== undefined;
  },

  async save(db: TDbOrTx, id: number | undefined, values: TCategoryValues): Promise<number | undefined> {
    const [row] =
      id === undefined
        ? await db.insert(articleCategories).values(values).returning({ id: articleCategories.id })
        : await db
            .update(articleCategories)
            .set(values)
            .where(eq(articleCategories.id, id))
            .returning({ id: articleCategories.id });
    return row?.id;
  },

  /** Locks the category against articles filed under it meanwhile, then counts what it files. */
  async lockAndCount(db: TDbOrTx, id: number): Promise<number | undefined> {
    const [locked] = await db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.id, id))
      .for('update');
    if (!locked) return undefined;
    const [row] = await db
      .select({ total: count() })
      .from(infoArticles)
      .where(eq(infoArticles.categoryId, id));
    return row?.total ?? 0;
  },

  async delete(db: TDbOrTx, id: number) {
    await db.delete(articleCategories).where(eq(articleCategories.id, id));
  },
};
