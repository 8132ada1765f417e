import type { TInfoAdminRow, TInfoCard, TInfoEdit, TLocale } from '@huitang/contracts';
import type { TArticleRow, TFiledArticle } from './article.repository.ts';

/** The name in the reader's language, the Chinese one when the admin gave no English. */
const named = (locale: TLocale, zh: string | null, en: string | null) =>
  (locale === 'en' && en ? en : zh) ?? '';

export const presentInfoCard = (row: TFiledArticle, locale: TLocale): TInfoCard => ({
  id: row.article.id,
  title: row.article.title,
  summary: row.article.summary,
  cover: row.article.cover,
  source: row.article.source,
  author: row.article.author,
  zoneId: row.zoneId,
  zoneName: named(locale, row.zoneName, row.zoneNameEn),
  categoryId: row.article.categoryId,
  categoryName: named(locale, row.categoryName, row.categoryNameEn),
  viewCount: row.article.viewCount,
  gmtPublished: (row.article.publishedAt ?? row.article.createdAt).toISOString(),
});

export const presentInfoAdminRow = (row: TFiledArticle, locale: TLocale): TInfoAdminRow => ({
  ...presentInfoCard(row, locale),
  status: row.article.status,
  isRecommended: row.article.isRecommended,
  recommendSort: row.article.recommendSort,
  gmtModified: row.article.updatedAt.toISOString(),
});

export const presentInfoEdit = (article: TArticleRow): TInfoEdit => ({
  id: article.id,
  categoryId: article.categoryId,
  title: article.title,
  summary: article.summary,
  cover: article.cover,
  source: article.source,
  author: article.author,
  content: article.content,
  status: article.status,
});
