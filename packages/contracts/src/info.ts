import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZOptionalLinkUrl, ZSort, keyword, optionalText, text } from './fields.ts';

/**
 * Information articles (SPEC /info, /info/detail/:id): the platform admin writes them under the
 * categories of the platform's zones (system/api/zone/list) and recommends some (decision 036).
 */

export const INFO_STATUSES = ['draft', 'published'] as const;
export type TInfoStatus = (typeof INFO_STATUSES)[number];

/** SPEC article/zone/category/list: a zone's categories, with how many articles each lists. */
export const ZZoneCategoryRequest = z.object({ zoneId: ZId });
export const ZArticleCategory = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  articleCount: z.number().int(),
});
export type TArticleCategory = z.infer<typeof ZArticleCategory>;

/** SPEC article/zone/ref/list: the articles of a zone, or of one of its categories, newest first. */
export const ZZoneArticleRequest = ZPageRequest.extend({
  zoneId: ZId.optional(),
  categoryId: ZId.optional(),
});

export const ZInfoCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  source: z.string(),
  author: z.string(),
  zoneId: z.number().int().nullable(),
  zoneName: z.string(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  viewCount: z.number().int(),
  gmtPublished: z.string(),
});
export type TInfoCard = z.infer<typeof ZInfoCard>;
export const ZInfoPage = pageOf(ZInfoCard);

/** SPEC article/recommend/list: the admin's recommendations in the admin's order. */
export const ZRecommendRequest = z.object({
  size: z.coerce.number().int().min(1, 'field.invalid').max(50, 'field.invalid').default(10),
});

/** An article's page: its text and the articles related to it (same category, then same zone). */
export const ZInfoDetail = ZInfoCard.extend({ content: z.string(), related: z.array(ZInfoCard) });
export type TInfoDetail = z.infer<typeof ZInfoDetail>;

/** The posts whose reads are counted from the reader's browser once the page shows. */
export const VIEWED_KINDS = ['blog', 'question', 'article'] as const;
export const ZViewCount = z.object({ kind: z.enum(VIEWED_KINDS, { error: 'field.invalid' }), id: ZId });

// The admin's side.

export const ZArticleCategorySave = z.object({
  id: ZId.optional(),
  zoneId: ZId,
  categoryName: text(20),
  categoryNameEn: optionalText(40),
  sort: ZSort.default(0),
});
export const ZArticleCategoryRow = z.object({
  id: z.number().int(),
  zoneId: z.number().int(),
  zoneName: z.string(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  sort: z.number().int(),
  articleCount: z.number().int(),
});
export type TArticleCategoryRow = z.infer<typeof ZArticleCategoryRow>;

export const ZInfoAdminListRequest = ZPageRequest.extend({
  categoryId: ZId.optional(),
  status: z.enum(INFO_STATUSES, { error: 'field.invalid' }).optional(),
  recommended: z.boolean().optional(),
  keyword: keyword(50),
});
export const ZInfoAdminRow = ZInfoCard.extend({
  status: z.enum(INFO_STATUSES),
  isRecommended: z.boolean(),
  recommendSort: z.number().int(),
  gmtModified: z.string(),
});
export type TInfoAdminRow = z.infer<typeof ZInfoAdminRow>;
export const ZInfoAdminPage = pageOf(ZInfoAdminRow);

export const ZInfoSave = z.object({
  id: ZId.optional(),
  categoryId: ZId,
  title: text(100),
  summary: optionalText(300),
  cover: ZOptionalLinkUrl,
  source: optionalText(50),
  author: optionalText(30),
  content: optionalRichText(200_000),
  publish: z.boolean().default(false),
});
export type TInfoSave = z.infer<typeof ZInfoSave>;

export const ZInfoEdit = z.object({
  id: z.number().int(),
  categoryId: z.number().int().nullable(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  source: z.string(),
  author: z.string(),
  content: z.string(),
  status: z.enum(INFO_STATUSES),
});
export type TInfoEdit = z.infer<typeof ZInfoEdit>;

export const ZInfoRecommend = z.object({
  id: ZId,
  isRecommended: z.boolean(),
  recommendSort: ZSort.default(0),
});
