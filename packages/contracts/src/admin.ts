import { z } from 'zod';
import { optionalRichText, richText } from './rich-text.ts';
import { ZId, ZLinkUrl, ZOptionalLinkUrl, ZSort, keyword, optionalText, text } from './fields.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZApplication, ZApplicationKind, ZFileUrl, ZOrgPublic } from './organization.ts';
import { ZWebInfo } from './system.ts';
import { ZUserType } from './user.ts';

export const ZAdminApplicationListRequest = ZPageRequest.extend({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  kind: ZApplicationKind.optional(),
});
export const ZAdminApplication = ZApplication.extend({
  userId: z.number().int(),
  userMobile: z.string(),
  userNickname: z.string(),
});
export const ZAdminApplicationPage = pageOf(ZAdminApplication);
export const ZAdminRejectRequest = z.object({ id: ZId, reason: text(200) });

export const ZAdminKeywordPageRequest = ZPageRequest.extend({ keyword: keyword(32) });
export const ZAdminOrg = ZOrgPublic.extend({
  contactName: z.string(),
  contactMobile: z.string(),
  isDisabled: z.boolean(),
  memberCount: z.number().int(),
  gmtCreate: z.string(),
});
export const ZAdminOrgPage = pageOf(ZAdminOrg);
export const ZAdminUser = z.object({
  id: z.number().int(),
  userNo: z.string(),
  mobile: z.string(),
  nickname: z.string(),
  userType: ZUserType,
  isAdmin: z.boolean(),
  isRecommended: z.boolean(),
  isDisabled: z.boolean(),
  gmtCreate: z.string(),
});
export const ZAdminUserPage = pageOf(ZAdminUser);
export const ZAdminToggleRequest = z.object({ id: ZId, value: z.boolean() });

export const ZAdminWebInfo = z.object({ zh: ZWebInfo, en: ZWebInfo.partial() });
export type TAdminWebInfo = z.infer<typeof ZAdminWebInfo>;

/** The site collections the administrator edits, each row with its Chinese and English texts. */
export const ZNavBarItem = z.object({
  id: ZId.optional(),
  navTitle: text(32),
  navTitleEn: optionalText(64),
  navUrl: ZLinkUrl.refine((url) => url.length > 0, 'field.required'),
  target: z.enum(['_self', '_blank']).default('_self'),
  sort: ZSort.default(0),
});
export const ZFooterGroupItem = z.object({
  id: ZId.optional(),
  navName: text(32),
  navNameEn: optionalText(64),
  sort: ZSort.default(0),
});
export const ZFooterArticleItem = z.object({
  id: ZId.optional(),
  groupId: ZId,
  navName: text(32),
  navNameEn: optionalText(64),
  content: richText(50000),
  contentEn: optionalRichText(50000),
  sort: ZSort.default(0),
});
export const ZLinkItem = z.object({
  id: ZId.optional(),
  linkName: text(64),
  linkNameEn: optionalText(128),
  linkUrl: ZFileUrl,
  linkTarget: z.enum(['_self', '_blank']).default('_blank'),
  sort: ZSort.default(0),
});
export const ZAdvertItem = z.object({
  id: ZId.optional(),
  advTitle: text(100),
  advTitleEn: optionalText(200),
  advImg: ZFileUrl,
  advUrl: ZOptionalLinkUrl,
  advTarget: z.enum(['_self', '_blank']).default('_self'),
  sort: ZSort.default(0),
});
export const ZZoneItem = z.object({
  id: ZId.optional(),
  zoneName: text(64),
  zoneNameEn: optionalText(128),
  zoneDesc: optionalText(500),
  zoneDescEn: optionalText(1000),
  zoneImg: z.union([z.literal(''), ZFileUrl]).default(''),
  zoneUrl: ZOptionalLinkUrl,
  sort: ZSort.default(0),
});

/** A VIP plan (SPEC vip/set/list): its price in yuan as written ("30.00") and the days it adds. */
export const ZVipSetItem = z.object({
  id: ZId.optional(),
  vipName: text(64),
  vipNameEn: optionalText(128),
  vipPrice: z
    .string()
    .trim()
    .max(9, 'field.invalid')
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'field.invalid')
    .refine((price) => Number(price) > 0, 'field.invalid'),
  vipDays: z.number().int('field.invalid').min(1, 'field.invalid').max(3660, 'field.invalid'),
  vipDesc: optionalText(500),
  vipDescEn: optionalText(1000),
  sort: ZSort.default(0),
});

/** A course category (SPEC courseCategoryList): the catalogue's filter and the institutions' class lists. */
export const ZCourseCategoryItem = z.object({
  id: ZId.optional(),
  categoryName: text(32),
  categoryNameEn: optionalText(64),
  sort: ZSort.default(0),
});

export const siteCollections = {
  navBar: ZNavBarItem,
  footerGroup: ZFooterGroupItem,
  footerArticle: ZFooterArticleItem,
  link: ZLinkItem,
  advert: ZAdvertItem,
  zone: ZZoneItem,
  vipSet: ZVipSetItem,
  courseCategory: ZCourseCategoryItem,
} as const;
export type TSiteCollection = keyof typeof siteCollections;
export const ZSiteCollection = z.enum([
  'navBar',
  'footerGroup',
  'footerArticle',
  'link',
  'advert',
  'zone',
  'vipSet',
  'courseCategory',
]);

export const ZSiteListRequest = z.object({ collection: ZSiteCollection });
export const ZSiteSaveRequest = z.discriminatedUnion('collection', [
  z.object({ collection: z.literal('navBar'), item: ZNavBarItem }),
  z.object({ collection: z.literal('footerGroup'), item: ZFooterGroupItem }),
  z.object({ collection: z.literal('footerArticle'), item: ZFooterArticleItem }),
  z.object({ collection: z.literal('link'), item: ZLinkItem }),
  z.object({ collection: z.literal('advert'), item: ZAdvertItem }),
  z.object({ collection: z.literal('zone'), item: ZZoneItem }),
  z.object({ collection: z.literal('vipSet'), item: ZVipSetItem }),
  z.object({ collection: z.literal('courseCategory'), item: ZCourseCategoryItem }),
]);
export type TSiteSaveRequest = z.infer<typeof ZSiteSaveRequest>;
export const ZSiteDeleteRequest = z.object({ collection: ZSiteCollection, id: ZId });
/** Rows as stored: every field of the collection's item, with its id. */
export const ZSiteRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
