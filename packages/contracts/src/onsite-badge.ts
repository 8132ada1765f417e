import { z } from 'zod';
import { ZId, ZLinkUrl } from './fields.ts';

/**
 * Badge sizes organisers print on: the common card holders (portrait 90×120 and 100×140 mm, the bank-card
 * sized 86×54 mm), and A4 sheets of labels (2×4 of 105×74 mm, 2×5 of 105×59 mm) that an office printer
 * takes. Sizes in millimetres; a sheet's labels sit edge to edge.
 */
export const BADGE_SIZES = {
  card90x120: { widthMm: 90, heightMm: 120, columns: 1, rows: 1 },
  card100x140: { widthMm: 100, heightMm: 140, columns: 1, rows: 1 },
  card86x54: { widthMm: 86, heightMm: 54, columns: 1, rows: 1 },
  a4labels2x4: { widthMm: 105, heightMm: 74.25, columns: 2, rows: 4 },
  a4labels2x5: { widthMm: 105, heightMm: 59.4, columns: 2, rows: 5 },
} as const;
export type TBadgeSize = keyof typeof BADGE_SIZES;
export const ZBadgeSize = z.enum(Object.keys(BADGE_SIZES) as [TBadgeSize, ...TBadgeSize[]]);

/** What a badge can show; the QR is the person's signed credential, so the badge checks them in too. */
export const BADGE_FIELDS = ['name', 'unit', 'position', 'typeName', 'seat', 'meetingName', 'qr'] as const;
export type TBadgeFieldKey = (typeof BADGE_FIELDS)[number];

/** A field placed on the badge: its top-left corner in mm from the badge's top-left; size in pt (text) or mm (QR). */
export const ZBadgeField = z.object({
  key: z.enum(BADGE_FIELDS),
  x: z.number().min(0, 'field.invalid').max(150, 'field.invalid'),
  y: z.number().min(0, 'field.invalid').max(150, 'field.invalid'),
  size: z.number().min(6, 'field.invalid').max(120, 'field.invalid'),
  align: z.enum(['left', 'center']).default('left'),
  bold: z.boolean().default(false),
});
export type TBadgeField = z.infer<typeof ZBadgeField>;

/** The background must be an upload in PNG or JPEG: the two image kinds a PDF carries as they are. */
const ZBadgeBackground = z.union([
  z.literal(''),
  ZLinkUrl.refine((url) => /\.(png|jpe?g)$/i.test(url), 'badge.backgroundKind'),
]);

export const ZBadgeTemplateEdit = z.object({
  meetingId: ZId,
  size: ZBadgeSize,
  backgroundUrl: ZBadgeBackground.default(''),
  fields: z
    .array(ZBadgeField)
    .max(BADGE_FIELDS.length, 'field.tooLong')
    .refine((fields) => fields.some((field) => field.key === 'name'), 'badge.nameRequired')
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, 'badge.fieldTwice'),
});
export type TBadgeTemplateEdit = z.infer<typeof ZBadgeTemplateEdit>;
export const ZBadgeTemplate = ZBadgeTemplateEdit.extend({
  meetingId: z.number().int(),
  backgroundUrl: z.string(),
});
export type TBadgeTemplate = z.infer<typeof ZBadgeTemplate>;

/** Whose badges to print: one person (at the desk), a type, those checked in today, or everyone. */
export const ZBadgePrintQuery = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  typeId: ZId.optional(),
  checkedInToday: z.enum(['1']).optional(),
});
export type TBadgePrintQuery = z.infer<typeof ZBadgePrintQuery>;
