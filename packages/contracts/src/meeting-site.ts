import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { ZId, optionalText, text } from './fields.ts';
import { ZFileUrl } from './organization.ts';

/** Banners at the top of the meeting's page. */
export const ZBannerSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  title: optionalText(100),
  titleEn: optionalText(200),
  image: ZFileUrl,
  url: z.union([z.literal(''), ZFileUrl]).default(''),
});
export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number().int(),
});

/** The built-in parts of a meeting page a menu can point at. */
export const MeetingSections = ['intro', 'agenda', 'guests', 'notices', 'accessories', 'keynoter'] as const;
export const ZMenuSave = z
  .object({
    meetingId: ZId,
    id: ZId.optional(),
    name: text(16),
    nameEn: optionalText(32),
    /** A built-in section, or '' for the menu's own rich-text page. */
    section: z.union([z.enum(MeetingSections), z.literal('')]).default(''),
    content: optionalRichText(50000),
    contentEn: optionalRichText(50000),
    isShow: z.boolean().default(true),
  })
  .refine((menu) => menu.section !== '' || menu.content !== '', {
    message: 'field.required',
    path: ['content'],
  });
export const ZMenu = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  section: z.string(),
  content: z.string(),
  contentEn: z.string(),
  isShow: z.boolean(),
  sort: z.number().int(),
});
export const ZMenuPage = z.object({ id: z.number().int(), name: z.string(), content: z.string() });

export const ZMusicSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(100),
  nameEn: optionalText(200),
  fileUrl: ZFileUrl,
});
export const ZMusic = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  fileUrl: z.string(),
  sort: z.number().int(),
});

/** A link's name; nameEn is what English visitors of a multilingual meeting read, the name where empty. */
export const ZExternalLink = z.object({ name: text(32), nameEn: optionalText(64), url: ZFileUrl });

/** One-per-meeting page settings: share card, bottom text, background music, external links. */
export const ZMeetingSettings = z.object({
  shareTitle: optionalText(100),
  shareDesc: optionalText(200),
  shareImage: z.union([z.literal(''), ZFileUrl]).default(''),
  /** The bottom text replaces the default footer when isUse is on. */
  bottomTextIsUse: z.boolean().default(false),
  bottomTextContent: optionalRichText(5000),
  bottomTextContentEn: optionalRichText(10000),
  musicId: ZId.nullable().default(null),
  musicOn: z.boolean().default(false),
  externalLinks: z.array(ZExternalLink).max(10).default([]),
});
export type TMeetingSettings = z.infer<typeof ZMeetingSettings>;
export const ZMeetingSettingsSave = ZMeetingSettings.extend({ meetingId: ZId });

/** What the public page shows of those settings, in the visitor's language. */
export const ZMeetingPageDecor = z.object({
  banners: z.array(z.object({ id: z.number().int(), title: z.string(), image: z.string(), url: z.string() })),
  menus: z.array(z.object({ id: z.number().int(), name: z.string(), section: z.string() })),
  share: z.object({ title: z.string(), desc: z.string(), image: z.string(), url: z.string() }),
  bottomText: z.object({ isUse: z.boolean(), content: z.string() }),
  music: z.object({ name: z.string(), fileUrl: z.string() }).nullable(),
  externalLinks: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type TMeetingPageDecor = z.infer<typeof ZMeetingPageDecor>;
