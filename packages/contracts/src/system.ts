import { z } from 'zod';
import { ZId } from './fields.ts';

export const ZWebInfo = z.object({
  title: z.string(),
  logo: z.string(),
  ico: z.string(),
  keyword: z.string(),
  desc: z.string(),
  h5Domain: z.string(),
  copyright: z.string(),
  icp: z.string(),
  prn: z.string(),
  prnNo: z.string(),
  isShowService: z.boolean(),
  service1: z.string(),
  service2: z.string(),
  service3: z.string(),
  service4: z.string(),
  service5: z.string(),
  wxCode: z.string(),
  wbCode: z.string(),
  isEnableStatistics: z.boolean(),
  statisticsCode: z.string(),
  orgCustomizeMainDomain: z.string(),
  licenseNote1: z.string(),
  licenseNote2: z.string(),
  recruitTitle: z.string(),
  recruitText: z.string(),
});
export type TWebInfo = z.infer<typeof ZWebInfo>;

export const ZNavBarListRequest = z.object({ platShow: z.coerce.number().int().min(1).max(9).default(1) });
export const ZNavBar = z.object({
  id: z.number().int(),
  navTitle: z.string(),
  navUrl: z.string(),
  target: z.string(),
});
export type TNavBar = z.infer<typeof ZNavBar>;

export const ZFooterNavGroup = z.object({
  id: z.number().int(),
  navName: z.string(),
  websiteNavList: z.array(z.object({ id: z.number().int(), navName: z.string() })),
});
export type TFooterNavGroup = z.infer<typeof ZFooterNavGroup>;

export const ZNavArticleRequest = z.object({ navId: ZId });
export const ZNavArticle = z.object({
  id: z.number().int(),
  navName: z.string(),
  groupName: z.string(),
  content: z.string(),
  gmtModified: z.string(),
});
export type TNavArticle = z.infer<typeof ZNavArticle>;

export const ZFriendLink = z.object({
  id: z.number().int(),
  linkName: z.string(),
  linkUrl: z.string(),
  linkTarget: z.string(),
});
export type TFriendLink = z.infer<typeof ZFriendLink>;

export const ZAdvListRequest = z.object({ platShow: z.coerce.number().int().min(1).max(9).default(1) });
export const ZAdv = z.object({
  id: z.number().int(),
  advTitle: z.string(),
  advImg: z.string(),
  advUrl: z.string(),
  advTarget: z.string(),
});
export type TAdv = z.infer<typeof ZAdv>;

export const ZZone = z.object({
  id: z.number().int(),
  zoneName: z.string(),
  zoneDesc: z.string(),
  zoneImg: z.string(),
  zoneUrl: z.string(),
});
export type TZone = z.infer<typeof ZZone>;

export const ZVipSet = z.object({
  id: z.number().int(),
  vipName: z.string(),
  vipPrice: z.string(),
  vipDays: z.number().int(),
  vipDesc: z.string(),
});
export type TVipSet = z.infer<typeof ZVipSet>;

export const ZProvince = z.object({ id: z.number().int(), code: z.string(), provinceName: z.string() });
export type TProvince = z.infer<typeof ZProvince>;

export const ZReferralCodeRequest = z.object({
  referralCode: z.string().trim().min(1, 'field.required').max(32),
});
export const ZReferralCodeResponse = z.object({
  referralCode: z.string(),
  userNo: z.string(),
  nickname: z.string(),
});

export const FileCategory = ['image', 'document', 'video', 'audio'] as const;
export const ZUploadGetRequest = z.object({
  fileName: z.string().trim().min(1, 'field.required').max(200, 'field.tooLong'),
  fileType: z.enum(FileCategory),
  fileSize: z.number().int().positive(),
});
export const ZUploadSignRequest = z.object({ key: z.string().min(1).max(300) });
export const ZUploadTarget = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  fileUrl: z.string(),
  expiresAt: z.string(),
  maxSize: z.number().int(),
});
export type TUploadTarget = z.infer<typeof ZUploadTarget>;
