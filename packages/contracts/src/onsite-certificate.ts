import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZLinkUrl } from './fields.ts';
import { ZMobile } from './user.ts';

/** Certificates print on A4, across or upright. Sizes in millimetres. */
export const CERTIFICATE_SIZES = {
  a4landscape: { widthMm: 297, heightMm: 210, columns: 1, rows: 1 },
  a4portrait: { widthMm: 210, heightMm: 297, columns: 1, rows: 1 },
} as const;
export type TCertificateSize = keyof typeof CERTIFICATE_SIZES;

/**
 * What a certificate can show: its title and wording (the template's, with {name}, {meeting},
 * {hours}, {unit} filled in), the person, the CME hours, the serial number, the day of issue, and a
 * QR code that opens the public check of this serial number (/meeting/certificate).
 */
export const CERTIFICATE_FIELDS = [
  'title',
  'body',
  'name',
  'unit',
  'meetingName',
  'hours',
  'serial',
  'issuedOn',
  'qr',
] as const;
export type TCertificateFieldKey = (typeof CERTIFICATE_FIELDS)[number];

export const ZCertificateField = z.object({
  key: z.enum(CERTIFICATE_FIELDS),
  x: z.number().min(0, 'field.invalid').max(297, 'field.invalid'),
  y: z.number().min(0, 'field.invalid').max(297, 'field.invalid'),
  size: z.number().min(6, 'field.invalid').max(120, 'field.invalid'),
  align: z.enum(['left', 'center']).default('left'),
  bold: z.boolean().default(false),
});
export type TCertificateField = z.infer<typeof ZCertificateField>;

const ZHours = z.number().min(0, 'field.invalid').max(200, 'field.invalid');

/**
 * Serial numbers from a pattern: {yyyy} the year of issue, {meeting} the meeting's id, {seq} or
 * {seq:N} the meeting's running number (N digits, zero-padded). {seq} is required: it makes each
 * number unique.
 */
export const ZSerialFormat = z
  .string()
  .trim()
  .min(1, 'field.required')
  .max(40, 'field.tooLong')
  .regex(/^[A-Za-z0-9{}:_-]+$/, 'certificate.serialChars')
  .refine((format) => /\{seq(:[1-9])?\}/.test(format), 'certificate.serialSeq');

export const ZCertificateTemplateEdit = z.object({
  meetingId: ZId,
  size: z.enum(['a4landscape', 'a4portrait']),
  backgroundUrl: z
    .union([z.literal(''), ZLinkUrl.refine((url) => /\.(png|jpe?g)$/i.test(url), 'badge.backgroundKind')])
    .default(''),
  title: z.string().trim().max(50, 'field.tooLong').default(''),
  body: z.string().trim().max(500, 'field.tooLong').default(''),
  /** The English certificate's wording ('' for the platform's own), with the same {placeholders}. */
  titleEn: z.string().trim().max(80, 'field.tooLong').default(''),
  bodyEn: z.string().trim().max(800, 'field.tooLong').default(''),
  serialFormat: ZSerialFormat,
  /** Hours everyone issued gets, plus the hours of each venue they signed in at (place/sign). */
  baseHours: ZHours.default(0),
  placeHours: z
    .array(z.object({ placeId: ZId, hours: ZHours }))
    .max(100, 'field.tooLong')
    .default([]),
  fields: z
    .array(ZCertificateField)
    .max(CERTIFICATE_FIELDS.length, 'field.tooLong')
    .refine(
      (fields) => ['name', 'serial'].every((key) => fields.some((field) => field.key === key)),
      'certificate.requiredFields',
    )
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, 'badge.fieldTwice'),
});
export type TCertificateTemplateEdit = z.infer<typeof ZCertificateTemplateEdit>;
export const ZCertificateTemplate = ZCertificateTemplateEdit.extend({
  meetingId: z.number().int(),
  backgroundUrl: z.string(),
});
export type TCertificateTemplate = z.infer<typeof ZCertificateTemplate>;

/**
 * A meeting's certificate look as anyone may read it (SPEC certificate/record/template): enough to
 * draw a holder's certificate, without the organiser's numbering pattern or hours rules.
 */
export const ZCertificateLook = ZCertificateTemplate.omit({
  serialFormat: true,
  baseHours: true,
  placeHours: true,
});
export type TCertificateLook = z.infer<typeof ZCertificateLook>;

/** Who receives one: every confirmed attendee, those checked in, or those who signed in at a venue. */
export const ZCertificateIssue = z.object({
  meetingId: ZId,
  recipients: z.enum(['confirmed', 'checkedIn', 'placeSigned']),
});
export type TCertificateIssue = z.infer<typeof ZCertificateIssue>;
export const ZCertificateIssued = z.object({ issued: z.number().int(), skipped: z.number().int() });

export const ZCertificateRecord = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  serial: z.string(),
  name: z.string(),
  mobile: z.string(),
  unit: z.string(),
  hours: z.number(),
  issuedAt: z.string(),
  /** When the organisers revoked it (null while it stands), and why. */
  revokedAt: z.string().nullable(),
  revokeReason: z.string(),
});
export type TCertificateRecord = z.infer<typeof ZCertificateRecord>;

export const ZCertificateListRequest = ZPageRequest.extend({
  meetingId: ZId,
  keyword: z.string().trim().max(50, 'field.tooLong').default(''),
});
export const ZCertificatePage = pageOf(ZCertificateRecord);

export const ZCertificateEdit = z.object({
  id: ZId,
  name: z.string().trim().min(1, 'field.required').max(32, 'field.tooLong'),
  unit: z.string().trim().max(100, 'field.tooLong').default(''),
  hours: ZHours,
});
/** Revoking keeps the certificate and its number: its QR then says it is revoked, and why. */
export const ZCertificateRevoke = z.object({
  id: ZId,
  reason: z.string().trim().min(1, 'field.required').max(200, 'field.tooLong'),
});
export const ZCertificateBatchDelete = z.object({
  meetingId: ZId,
  ids: z.array(ZId).min(1, 'field.required').max(1000, 'field.tooLong'),
});

/** The person's own certificates (/account/certificate). */
export const ZMyCertificate = ZCertificateRecord.extend({ meetingName: z.string() });
export const ZMyCertificates = z.array(ZMyCertificate);

/** The public check (/meeting/certificate): by serial number, or by name and mobile together. */
export const ZCertificateVerify = z.union([
  z.object({ serial: z.string().trim().min(1, 'field.required').max(60, 'field.tooLong') }),
  z.object({
    name: z.string().trim().min(1, 'field.required').max(32, 'field.tooLong'),
    mobile: ZMobile,
  }),
]);
export type TCertificateVerify = z.infer<typeof ZCertificateVerify>;
/** What anyone may read of a genuine certificate: no mobile. */
export const ZVerifiedCertificate = ZMyCertificate.omit({ mobile: true, id: true, meetingId: true });
export const ZVerifiedCertificates = z.array(ZVerifiedCertificate);
