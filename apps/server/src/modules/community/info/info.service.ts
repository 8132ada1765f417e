import type { z } from 'zod';
import type {
  TArticleCategory,
  TArticleCategoryRow,
  TInfoSave,
  TLocale,
  ZArticleCategorySave,
  ZInfoAdminListRequest,
  ZInfoRecommend,
  ZZoneArticleRequest,
} from '@huitang/contracts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { searchIndex } from '../../../platform/search/search-index.repository.ts';
import { flatText } from '../../../platform/search/segment.ts';
import { articleRepository as repo, type TArticleRow } from './article.repository.ts';
import { categoryRepository as categories } from './category.repository.ts';
import { presentInfoAdminRow, presentInfoCard, presentInfoEdit } from './info.presenter.ts';

const INFO_KIND = 8;
const SUMMARY_CHARS = 120;
const RELATED_SIZE = 6;

/** Published articles are found by search (type 8); drafts and deleted ones are not. */
const syncInfoSearch = async (tx: TDbOrTx, article: TArticleRow) => {
  if (article.status !== 'published') return searchIndex.remove(tx, INFO_KIND, article.id);
  return searchIndex.put(tx, {
    kind: INFO_KIND,
    refId: article.id,
    title: article.title,
    body: flatText(article.content),
    cover: article.cover,
    byline: [article.source, article.author].filter(Boolean).join(' · '),
    publishedAt: article.publishedAt ?? article.createdAt,
  });
};

/**
 * Information articles (SPEC /info; decision 036): readers browse them by zone and category, read
 * one with the articles near it, and see the admin's recommendations; only the platform admin
 * writes, files, publishes and recommends them.
 */
export const createInfoService = (db: TDb) => ({
  /** Indexes at start the published articles search does not know yet; answers how many. */
  async indexUnindexed() {
    const missing = await repo.unindexed(db);
    for (const { article } of missing) await syncInfoSearch(db, article);
    return missing.length;
  },

  async zoneCategories(zoneId: number, locale: TLocale): Promise<TArticleCategory[]> {
    return (await categories.forZone(db, zoneId)).map(({ category, articleCount }) => ({
      id: category.id,
      categoryName:
        locale === 'en' && category.categoryNameEn ? category.categoryNameEn : category.categoryName,
      articleCount,
    }));
  },

  async zoneArticles(request: z.output<typeof ZZoneArticleRequest>, locale: TLocale) {
    const found = await repo.page(
      db,
      { zoneId: request.zoneId, categoryId: request.categoryId, status: 'published' },
      sliceOf(request),
    );
    return toPage(
      found.list.map((row) => presentInfoCard(row, locale)),
      found.totalCount,
      request,
    );
  },

  async recommended(size: number, locale: TLocale) {
    return (await repo.recommended(db, size)).map((row) => presentInfoCard(row, locale));
  },

  /** A published article with the articles related to it (its reads are counted by the page). */
  async view(id: number, locale: TLocale) {
    const found = await repo.filed(db, id);
    if (!found || found.article.status !== 'published') throw notFound();
    const related = await repo.related(db, found.article, found.zoneId, RELATED_SIZE);
    return {
      ...presentInfoCard(found, locale),
      content: found.article.content,
      related: related.map((row) => presentInfoCard(row, locale)),
    };
  },

  // The admin's side.

  async adminCategories(): Promise<TArticleCategoryRow[]> {
    return (await categories.all(db)).map(({ category, zoneName, articleCount }) => ({
      id: category.id,
      zoneId: category.zoneId,
      zoneName,
      categoryName: category.categoryName,
      categoryNameEn: category.categoryNameEn,
      sort: category.sort,
      articleCount,
    }));
  },

  async saveCategory({ id, ...values }: z.output<typeof ZArticleCategorySave>) {
    if (!(await categories.zoneExists(db, values.zoneId))) throw invalid('field.invalid', 'zoneId');
    const savedId = await categories.save(db, id, values);
    const saved = (await this.adminCategories()).find((row) => row.id === savedId);
    if (!saved) throw notFound();
    return saved;
  },

  /** A category that still files articles stays: the admin moves or deletes them first. */
  async deleteCategory(id: number) {
    await db.transaction(async (tx) => {
      const filed = await categories.lockAndCount(tx, id);
      if (filed === undefined) throw notFound();
      if (filed > 0) throw conflict('info.categoryInUse', { count: filed });
      await categories.delete(tx, id);
    });
    return null;
  },

  async adminList(request: z.output<typeof ZInfoAdminListRequest>, locale: TLocale) {
    const found = await repo.page(db, request, sliceOf(request));
    return toPage(
      found.list.map((row) => presentInfoAdminRow(row, locale)),
      found.totalCount,
      request,
    );
  },

  async adminView(id: number) {
    const article = await repo.find(db, id);
    if (!article) throw notFound();
    return presentInfoEdit(article);
  },

  /**
   * Saves the admin's article: as a draft (which takes a published one down), or published, which
   * asks for text. The summary is the admin's, or the text's first words.
   */
  async save(request: TInfoSave) {
    const existing = request.id ? await repo.find(db, request.id) : undefined;
    if (request.id && !existing) throw notFound();
    // Cleaned by its schema: '' when it shows nothing.
    const { content } = request;
    const text = flatText(content);
    if (request.publish && !content) throw invalid('info.contentRequired', 'content');
    const values = {
      categoryId: request.categoryId,
      title: request.title,
      summary: request.summary || text.slice(0, SUMMARY_CHARS),
      cover: request.cover,
      source: request.source,
      author: request.author,
      content,
      status: request.publish ? ('published' as const) : ('draft' as const),
      publishedAt: request.publish ? (existing?.publishedAt ?? new Date()) : (existing?.publishedAt ?? null),
    };
    const saved = await db.transaction(async (tx) => {
      // Held until the article is written, so that the category cannot be deleted under it.
      if (!(await categories.lockShared(tx, request.categoryId)))
        throw invalid('info.categoryUnknown', 'categoryId');
      const article = existing ? await repo.update(tx, existing.id, values) : await repo.insert(tx, values);
      await syncInfoSearch(tx, article);
      return article;
    });
    return presentInfoEdit(saved);
  },

  async delete(id: number) {
    await db.transaction(async (tx) => {
      if (!(await repo.delete(tx, id))) throw notFound();
      await searchIndex.remove(tx, INFO_KIND, id);
    });
    return null;
  },

  /** Recommends a published article in the admin's order, or takes it off the list. */
  async recommend({ id, isRecommended, recommendSort }: z.output<typeof ZInfoRecommend>) {
    const article = await repo.find(db, id);
    if (!article) throw notFound();
    if (isRecommended && article.status !== 'published') throw conflict('info.recommendDraft');
    await repo.update(db, id, { isRecommended, recommendSort });
    return null;
  },
});
export type TInfoService = ReturnType<typeof createInfoService>;
