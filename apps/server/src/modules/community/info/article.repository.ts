import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TInfoStatus } from '@huitang/contracts';
import { articleCategories, infoArticles, searchDocuments, zones } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

export type TArticleRow = typeof infoArticles.$inferSelect;
export type TArticleValues = Partial<Omit<typeof infoArticles.$inferInsert, 'id'>>;

/** An article with where it is filed: its category and that category's zone, both names. */
const filedColumns = {
  article: infoArticles,
  categoryName: articleCategories.categoryName,
  categoryNameEn: articleCategories.categoryNameEn,
  zoneId: zones.id,
  zoneName: zones.zoneName,
  zoneNameEn: zones.zoneNameEn,
};
export type TFiledArticle = {
  article: TArticleRow;
  categoryName: string | null;
  categoryNameEn: string | null;
  zoneId: number | null;
  zoneName: string | null;
  zoneNameEn: string | null;
};

export interface TArticleFilter {
  zoneId?: number | undefined;
  categoryId?: number | undefined;
  status?: TInfoStatus | undefined;
  recommended?: boolean | undefined;
  keyword?: string | undefined;
}

const filed = (db: TDbOrTx) =>
  db
    .select(filedColumns)
    .from(infoArticles)
    .leftJoin(articleCategories, eq(articleCategories.id, infoArticles.categoryId))
    .leftJoin(zones, eq(zones.id, articleCategories.zoneId));

const conditionsOf = (filter: TArticleFilter): SQL | undefined =>
  and(
    filter.zoneId ? eq(articleCategories.zoneId, filter.zoneId) : undefined,
    filter.categoryId ? eq(infoArticles.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(infoArticles.status, filter.status) : undefined,
    filter.recommended === undefined ? undefined : eq(infoArticles.isRecommended, filter.recommended),
    anyContains(filter.keyword, infoArticles.title, infoArticles.source),
  );

const newestFirst = [
  desc(sql`coalesce(${infoArticles.publishedAt}, ${infoArticles.createdAt})`),
  desc(infoArticles.id),
];

export const articleRepository = {
  async find(db: TDbOrTx, id: number): Promise<TArticleRow | undefined> {
    const [row] = await db.select().from(infoArticles).where(eq(infoArticles.id, id));
    return row;
  },

  async filed(db: TDbOrTx, id: number): Promise<TFiledArticle | undefined> {
    const [row] = await filed(db).where(eq(infoArticles.id, id));
    return row;
  },

  async insert(db: TDbOrTx, values: TArticleValues & { title: string }): Promise<TArticleRow> {
    const [row] = await db.insert(infoArticles).values(values).returning();
    return row!;
  },

  async update(db: TDbOrTx, id: number, values: TArticleValues): Promise<TArticleRow> {
    const [row] = await db
      .update(infoArticles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(infoArticles.id, id))
      .returning();
    return row!;
  },

  async delete(db: TDbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .delete(infoArticles)
      .where(eq(infoArticles.id, id))
      .returning({ id: infoArticles.id });
    return rows.length > 0;
  },

  /** Newest first: the public lists ask for published ones, the admin for any. */
  async page(db: TDbOrTx, filter: TArticleFilter, { offset, limit }: TSlice) {
    const where = conditionsOf(filter);
    const [list, total] = await Promise.all([
      filed(db)
        .where(where)
        .orderBy(...newestFirst)
        .offset(offset)
        .limit(limit),
      db
        .select({ total: count() })
        .from(infoArticles)
        .leftJoin(articleCategories, eq(articleCategories.id, infoArticles.categoryId))
        .where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** The published recommendations in the admin's order (SPEC article/recommend/list). */
  recommended(db: TDbOrTx, size: number) {
    return filed(db)
      .where(and(eq(infoArticles.status, 'published'), eq(infoArticles.isRecommended, true)))
      .orderBy(asc(infoArticles.recommendSort), ...newestFirst)
      .limit(size);
  },

  /** Published articles near this one: its category's first, then its zone's, newest first. */
  related(db: TDbOrTx, article: TArticleRow, zoneId: number | null, size: number) {
    const near = or(
      article.categoryId ? eq(infoArticles.categoryId, article.categoryId) : undefined,
      zoneId ? eq(articleCategories.zoneId, zoneId) : undefined,
    );
    const sameCategory = article.categoryId
      ? sql`(${infoArticles.categoryId} = ${article.categoryId})`
      : sql`false`;
    return filed(db)
      .where(and(eq(infoArticles.status, 'published'), ne(infoArticles.id, article.id), near ?? sql`true`))
      .orderBy(desc(sameCategory), ...newestFirst)
      .limit(size);
  },

  /** Published articles the search index lacks (the demo seed, articles from before search). */
  unindexed(db: TDbOrTx) {
    return filed(db)
      .leftJoin(searchDocuments, and(eq(searchDocuments.kind, 8), eq(searchDocuments.refId, infoArticles.id)))
      .where(and(eq(infoArticles.status, 'published'), isNull(searchDocuments.refId)));
  },
};
