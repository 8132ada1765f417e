import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { ZId, ZLinkUrl, ZOptionalLinkUrl, keyword, optionalText, text } from './fields.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZMobile } from './user.ts';

/** A file we serve (/uploads/...) or an absolute http(s) URL. */
export const ZFileUrl = ZLinkUrl;
const ZRequiredFile = ZFileUrl.refine((url) => url.length > 0, 'field.required');
const ZOptionalFile = ZOptionalLinkUrl;

export const ApplicationStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const ZApplicationKind = z.enum(['lecturer', 'organization']);
export type TApplicationKind = z.infer<typeof ZApplicationKind>;

export const ZApplyLecturerRequest = z.object({
  name: text(32),
  mobile: ZMobile,
  email: z.string().trim().max(100, 'field.tooLong').pipe(z.email('field.invalid')),
  position: text(64),
  headImgUrl: ZRequiredFile,
  introduction: text(2000),
});
export type TApplyLecturerRequest = z.infer<typeof ZApplyLecturerRequest>;

export const ZApplyOrganizationRequest = z.object({
  orgName: text(64),
  shortName: text(16),
  licenseImg: ZRequiredFile,
  contactName: text(32),
  contactMobile: ZMobile,
  address: text(200),
  introduction: text(2000),
  logo: ZRequiredFile,
});
export type TApplyOrganizationRequest = z.infer<typeof ZApplyOrganizationRequest>;

export const ZApplication = z.object({
  id: z.number().int(),
  kind: ZApplicationKind,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rejectReason: z.string(),
  form: z.record(z.string(), z.string()),
  gmtCreate: z.string(),
  gmtAudit: z.string().nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;

export const OrgRoles = ['owner', 'admin', 'member'] as const;
export const ZOrgRole = z.enum(OrgRoles);
export type TOrgRole = z.infer<typeof ZOrgRole>;

export const ZOrgIdRequest = z.object({ orgId: ZId });

/** What kind of institution an organisation is, for the directory's filter (/organization). */
export const ORG_CATEGORIES = ['society', 'hospital', 'university', 'company', 'service'] as const;
export type TOrgCategory = (typeof ORG_CATEGORIES)[number];
const ZOrgCategory = z.union([z.enum(ORG_CATEGORIES), z.literal('')], { error: 'field.invalid' });
export const ZOrgPublic = z.object({
  id: z.number().int(),
  orgNo: z.string(),
  orgName: z.string(),
  orgNameEn: z.string(),
  shortName: z.string(),
  logo: z.string(),
  introduction: z.string(),
  introductionEn: z.string(),
  category: ZOrgCategory,
});
export type TOrgPublic = z.infer<typeof ZOrgPublic>;
export const ZOrg = ZOrgPublic.extend({
  address: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  isDisabled: z.boolean(),
  role: ZOrgRole,
});
export type TOrg = z.infer<typeof ZOrg>;

export const ZOrgUpdateRequest = ZOrgIdRequest.extend({
  orgName: text(64),
  orgNameEn: optionalText(128),
  shortName: text(16),
  logo: ZRequiredFile,
  introduction: text(2000),
  introductionEn: optionalText(4000),
  address: text(200),
  contactName: text(32),
  contactMobile: ZMobile,
  // Left out, the category stays as it is.
  category: ZOrgCategory.optional(),
});

/** The directory of organisations (/organization): by name, by category, those most active first. */
export const ZOrgDirectoryRequest = ZPageRequest.extend({
  keyword: keyword(32),
  category: z.enum(ORG_CATEGORIES, { error: 'field.invalid' }).optional(),
});
export const ZOrgCard = ZOrgPublic.extend({
  meetingCount: z.number().int(),
  courseCount: z.number().int(),
});
export type TOrgCard = z.infer<typeof ZOrgCard>;
export const ZOrgDirectoryPage = pageOf(ZOrgCard);

/**
 * The layouts an organisation's home page can take (decision 037): classic puts who they are first,
 * conference leads with the next meeting, academy with the courses.
 */
export const ORG_TEMPLATES = ['classic', 'conference', 'academy'] as const;
export type TOrgTemplate = (typeof ORG_TEMPLATES)[number];
/** The home page's blocks in each layout's order (the sections switched off are left out). */
export const TEMPLATE_SECTIONS: Record<TOrgTemplate, readonly ('meeting' | 'live' | 'vod')[]> = {
  classic: ['meeting', 'live', 'vod'],
  conference: ['meeting', 'live', 'vod'],
  academy: ['vod', 'live', 'meeting'],
};
export const ZOrgTemplateRequest = ZOrgIdRequest.extend({ template: z.enum(ORG_TEMPLATES) });

/** The official-site settings, stored as the JSON string pageComponent (SPEC section 3). */
export const ZPageComponent = z.object({
  orgLogo: ZOptionalFile,
  orgActiveLogo: ZOptionalFile,
  aboutUs: optionalRichText(20000),
  customerServiceInfo: optionalText(500),
  copyright: optionalText(500),
  QRcode: ZOptionalFile,
  sections: z
    .object({ meeting: z.boolean(), live: z.boolean(), vod: z.boolean() })
    .default({ meeting: true, live: true, vod: true }),
  /** The home page's layout, chosen in the template gallery (/tpl, decision 037). */
  template: z.enum(ORG_TEMPLATES).default('classic'),
});
export type TPageComponent = z.infer<typeof ZPageComponent>;
/** The organisation centre's settings; the layout is only chosen in the gallery, and kept here. */
export const ZPageComponentSaveRequest = ZOrgIdRequest.extend(ZPageComponent.omit({ template: true }).shape);

export const ZOrgInfoRequest = z.object({ id: ZId });
export const ZPageDeviseRequest = z.object({ orgNo: z.string().trim().min(1, 'field.required').max(16) });
export const ZPageDevise = z.object({ orgNo: z.string(), pageComponent: z.string() });

/** Payment settings: secrets go in, only their last characters come back. */
export const ZPayConfig = z.object({
  alipayEnabled: z.boolean(),
  alipayAppId: z.string(),
  alipayPublicKey: z.string(),
  alipayPrivateKeyHint: z.string(),
  wechatEnabled: z.boolean(),
  wechatMchId: z.string(),
  wechatAppId: z.string(),
  wechatSerialNo: z.string(),
  wechatApiV3KeyHint: z.string(),
  wechatPrivateKeyHint: z.string(),
  wechatPlatformPublicKey: z.string(),
  wechatPlatformSerial: z.string(),
});
export type TPayConfig = z.infer<typeof ZPayConfig>;
const secret = z.string().trim().max(8000, 'field.tooLong').optional();
export const ZPayConfigSaveRequest = ZOrgIdRequest.extend({
  alipayEnabled: z.boolean(),
  alipayAppId: optionalText(32),
  alipayPublicKey: optionalText(4000),
  /** Left out or empty keeps the stored secret. */
  alipayPrivateKey: secret,
  wechatEnabled: z.boolean(),
  wechatMchId: optionalText(32),
  wechatAppId: optionalText(32),
  wechatSerialNo: optionalText(64),
  wechatApiV3Key: secret,
  wechatPrivateKey: secret,
  wechatPlatformPublicKey: optionalText(4000),
  wechatPlatformSerial: optionalText(64),
});
export type TPayConfigSaveRequest = z.infer<typeof ZPayConfigSaveRequest>;

export const ZOrgMember = z.object({
  userId: z.number().int(),
  userNo: z.string(),
  mobile: z.string(),
  nickname: z.string(),
  headImgUrl: z.string(),
  role: ZOrgRole,
  gmtJoin: z.string(),
});
export type TOrgMember = z.infer<typeof ZOrgMember>;
export const ZOrgMemberAddRequest = ZOrgIdRequest.extend({ mobile: ZMobile, role: ZOrgRole });
export const ZOrgMemberRoleRequest = ZOrgIdRequest.extend({
  userId: ZId,
  role: ZOrgRole,
});
export const ZOrgMemberRemoveRequest = ZOrgIdRequest.extend({ userId: ZId });

export const ZLecturerProfile = z.object({
  name: text(32),
  position: text(64),
  organization: optionalText(64),
  headImgUrl: ZRequiredFile,
  introduction: text(2000),
  email: z
    .string()
    .trim()
    .max(100, 'field.tooLong')
    .pipe(z.union([z.literal(''), z.email('field.invalid')])),
});
export type TLecturerProfile = z.infer<typeof ZLecturerProfile>;
export const ZLecturerPublic = z.object({
  id: z.number().int(),
  userNo: z.string(),
  name: z.string(),
  position: z.string(),
  organization: z.string(),
  headImgUrl: z.string(),
  introduction: z.string(),
});
export type TLecturerPublic = z.infer<typeof ZLecturerPublic>;
export const ZLecturerListRequest = ZPageRequest.extend({ keyword: z.string().trim().max(32).optional() });
export const ZLecturerPage = pageOf(ZLecturerPublic);
