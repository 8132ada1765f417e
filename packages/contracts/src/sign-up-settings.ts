import { z } from 'zod';
import { ZDay, ZId, ZTime, optionalText, text, keyword } from './fields.ts';
import { ZPageRequest, pageOf } from './envelope.ts';

/**
 * What an organiser configures before sign-up opens (console baseinfo/enroll and invitecode):
 * registration types, the form, hotels, invoices and codes. Money is in fen (1/100 yuan), integers.
 */
const ZFen = z.number().int('field.invalid').min(0, 'field.invalid').max(100_000_000, 'field.invalid');

export const BUILTIN_FIELDS = ['name', 'mobile', 'unit', 'position', 'email', 'idNumber'] as const;
export const ZBuiltinField = z.enum(BUILTIN_FIELDS);
export type TBuiltinField = z.infer<typeof ZBuiltinField>;
/** Name and mobile identify a participant: always asked, always required. */
export const ALWAYS_REQUIRED_FIELDS: readonly TBuiltinField[] = ['name', 'mobile'];

export const ZFieldKind = z.enum(['text', 'single', 'multiple', 'attachment']);
export type TFieldKind = z.infer<typeof ZFieldKind>;
export const ZFieldOption = z.object({ label: text(64), labelEn: optionalText(128) });

export const ZFormField = z
  .object({
    /** A built-in field's name, or c1, c2 … for the organiser's own fields. */
    key: z.union([ZBuiltinField, z.string().regex(/^c\d{1,4}$/, 'field.invalid')]),
    kind: ZFieldKind,
    label: text(32),
    labelEn: optionalText(64),
    options: z.array(ZFieldOption).max(50, 'field.invalid').default([]),
    required: z.boolean(),
    /** Built-in fields can be switched off; custom ones are simply removed. */
    enabled: z.boolean().default(true),
  })
  .refine((field) => !['single', 'multiple'].includes(field.kind) || field.options.length > 0, {
    message: 'signUp.optionsRequired',
    path: ['options'],
  });
export type TFormField = z.infer<typeof ZFormField>;

export const ZSignUpSettingsSave = z
  .object({
    meetingId: ZId,
    openTime: ZTime.nullable().default(null),
    closeTime: ZTime.nullable().default(null),
    agentEnabled: z.boolean().default(false),
    /** How many colleagues one agent may sign up besides (or instead of) themself. */
    agentMax: z.number().int().min(1, 'field.invalid').max(100, 'field.invalid').default(5),
    invoiceOrdinary: z.boolean().default(false),
    invoiceSpecial: z.boolean().default(false),
    liveNeedsSignUp: z.boolean().default(false),
    /** Unpaid orders close after this many minutes and release what they held. */
    orderTimeoutMinutes: z.number().int().min(5, 'field.invalid').max(1440, 'field.invalid').default(30),
    fields: z.array(ZFormField).max(60, 'field.invalid'),
  })
  .refine((s) => !s.openTime || !s.closeTime || Date.parse(s.closeTime) > Date.parse(s.openTime), {
    message: 'signUp.closeBeforeOpen',
    path: ['closeTime'],
  });
export type TSignUpSettingsSave = z.infer<typeof ZSignUpSettingsSave>;

export const ZRegTypeSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(32),
  nameEn: optionalText(64),
  description: optionalText(500),
  descriptionEn: optionalText(1000),
  feeFen: ZFen,
  /** null: no limit. */
  quota: z.number().int().min(1, 'field.invalid').max(1_000_000, 'field.invalid').nullable(),
  needsAudit: z.boolean().default(false),
  /** Hidden from the form unless an invitation code unlocks it. */
  inviteOnly: z.boolean().default(false),
});
export type TRegTypeSave = z.infer<typeof ZRegTypeSave>;
export const ZRegType = ZRegTypeSave.omit({ meetingId: true, id: true }).extend({
  id: z.number().int(),
  sort: z.number().int(),
  /** Places held now: paid, awaiting audit, or in an unpaid order that has not expired. */
  taken: z.number().int(),
});
export type TRegType = z.infer<typeof ZRegType>;

const ZRoomNightSave = z.object({ night: ZDay, inventory: z.number().int().min(0).max(100_000) });
const ZRoomTypeSave = z.object({
  id: ZId.optional(),
  name: text(32),
  nameEn: optionalText(64),
  /** Price of one room for one night. */
  priceFen: ZFen,
  nights: z.array(ZRoomNightSave).min(1, 'field.required').max(60, 'field.invalid'),
});
export const ZHotelSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(64),
  nameEn: optionalText(128),
  address: optionalText(200),
  roomTypes: z.array(ZRoomTypeSave).min(1, 'field.required').max(20, 'field.invalid'),
});
export type THotelSave = z.infer<typeof ZHotelSave>;
export const ZRoomNight = z.object({
  id: z.number().int(),
  night: z.string(),
  inventory: z.number().int(),
  booked: z.number().int(),
});
export const ZRoomType = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  priceFen: z.number().int(),
  nights: z.array(ZRoomNight),
});
export type TRoomType = z.infer<typeof ZRoomType>;
export const ZHotel = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  roomTypes: z.array(ZRoomType),
});
export type THotel = z.infer<typeof ZHotel>;

/**
 * A meeting's sign-up settings. `hotels: false` leaves the hotels out (answered as none): the pages
 * that only list registrations or send to them read the fields and types, not the rooms.
 */
export const ZSignUpSettingsRequest = z.object({ meetingId: ZId, hotels: z.boolean().optional() });
export type TSignUpSettingsRequest = z.infer<typeof ZSignUpSettingsRequest>;

export const ZSignUpSettings = ZSignUpSettingsSave.safeExtend({
  types: z.array(ZRegType),
  hotels: z.array(ZHotel),
});
export type TSignUpSettings = z.infer<typeof ZSignUpSettings>;

export const ZDiscountKind = z.enum(['fixed', 'percent']);
const ZDiscountFields = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, 'signUp.codeFormat'),
  kind: ZDiscountKind,
  /** fixed: fen off each place; percent: percent off (1–100). */
  value: z.number().int().min(1, 'field.invalid').max(100_000_000, 'field.invalid'),
  usageLimit: z.number().int().min(1, 'field.invalid').max(1_000_000, 'field.invalid').nullable(),
  validFrom: ZTime.nullable().default(null),
  validTo: ZTime.nullable().default(null),
  /** Registration types it applies to; empty means all. */
  typeIds: z.array(ZId).max(100).default([]),
});
export const ZDiscountSave = ZDiscountFields.refine((d) => d.kind !== 'percent' || d.value <= 100, {
  message: 'field.invalid',
  path: ['value'],
});
export type TDiscountSave = z.infer<typeof ZDiscountSave>;
export const ZDiscount = ZDiscountFields.omit({ meetingId: true, id: true }).extend({
  id: z.number().int(),
  /** Orders paid or still open that use it. */
  used: z.number().int(),
});
export type TDiscount = z.infer<typeof ZDiscount>;

export const ZInviteGenerate = z.object({
  meetingId: ZId,
  count: z.number().int().min(1, 'field.invalid').max(1000, 'field.invalid'),
  singleUse: z.boolean().default(true),
  /** Invitation-only types it unlocks; empty means all of them. */
  typeIds: z.array(ZId).max(100).default([]),
  remark: optionalText(50),
});
export type TInviteGenerate = z.infer<typeof ZInviteGenerate>;
export const ZInviteCode = z.object({
  id: z.number().int(),
  code: z.string(),
  singleUse: z.boolean(),
  typeIds: z.array(z.number().int()),
  remark: z.string(),
  used: z.number().int(),
  gmtCreate: z.string(),
});
export type TInviteCode = z.infer<typeof ZInviteCode>;
export const ZInviteListRequest = ZPageRequest.extend({
  meetingId: ZId,
  keyword: keyword(32),
});
export const ZInvitePage = pageOf(ZInviteCode);

/** The form a meeting gets until its organiser edits it: the built-in fields, id number off. */
export const DEFAULT_FIELDS: TFormField[] = [
  { key: 'name', kind: 'text', label: '姓名', labelEn: 'Name', options: [], required: true, enabled: true },
  {
    key: 'mobile',
    kind: 'text',
    label: '手机号',
    labelEn: 'Mobile',
    options: [],
    required: true,
    enabled: true,
  },
  {
    key: 'unit',
    kind: 'text',
    label: '单位',
    labelEn: 'Company',
    options: [],
    required: true,
    enabled: true,
  },
  {
    key: 'position',
    kind: 'text',
    label: '职务',
    labelEn: 'Position',
    options: [],
    required: false,
    enabled: true,
  },
  {
    key: 'email',
    kind: 'text',
    label: '邮箱',
    labelEn: 'Email',
    options: [],
    required: false,
    enabled: true,
  },
  {
    key: 'idNumber',
    kind: 'text',
    label: '身份证号',
    labelEn: 'ID number',
    options: [],
    required: false,
    enabled: false,
  },
];
