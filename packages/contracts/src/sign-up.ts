import { z } from 'zod';
import { ZDay, ZId, optionalText, keyword } from './fields.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZFieldKind } from './sign-up-settings.ts';

/** Signing up, orders, payments, credentials and the organiser's attendee management. */
export const ZOrderNo = z.string().regex(/^[0-9A-Z]{8,32}$/, 'field.invalid');
const ZCode = z.string().trim().max(32, 'field.tooLong').optional();

/** One answer of the form: text, a chosen option, chosen options, or an uploaded file's URL. */
export const ZAnswer = z.union([
  z.string().trim().max(1000, 'field.tooLong'),
  z.array(z.string().max(128)).max(50),
]);
/** A participant as the form collects them; which fields are required is the meeting's choice. */
export const ZAttendeeDetails = z.object({
  name: optionalText(32),
  mobile: optionalText(11),
  unit: optionalText(100),
  position: optionalText(64),
  email: optionalText(100),
  idNumber: optionalText(18),
  /** The organiser's own fields, by key (c1, c2 …). */
  extra: z.record(z.string().regex(/^c\d{1,4}$/), ZAnswer).default({}),
});
export type TAttendeeDetails = z.infer<typeof ZAttendeeDetails>;

export const ZInvoiceKind = z.enum(['ordinary', 'special']);
export const ZInvoiceRequest = z.object({
  kind: ZInvoiceKind,
  title: z.string().trim().min(1, 'field.required').max(100, 'field.tooLong'),
  /** Required for the VAT special invoice and for companies; 15–20 letters and digits. */
  taxNo: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[0-9A-Z]{15,20}$/, 'field.invalid'),
    ])
    .default(''),
  bankName: optionalText(100),
  bankAccount: optionalText(40),
  companyAddress: optionalText(200),
  companyPhone: optionalText(30),
  email: optionalText(100),
});
export type TInvoiceRequest = z.infer<typeof ZInvoiceRequest>;

export const ZRoomRequest = z.object({
  roomTypeId: ZId,
  nights: z.array(ZDay).min(1, 'field.required').max(60),
  rooms: z.number().int().min(1, 'field.invalid').max(20, 'field.invalid').default(1),
});
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

export const ZSignUpRequest = z.object({
  meetingId: ZId,
  typeId: ZId.optional(),
  attendees: z.array(ZAttendeeDetails).max(101),
  /** The group's unit, asked when one person signs up several. */
  groupUnit: optionalText(100),
  rooms: z.array(ZRoomRequest).max(10).default([]),
  invoice: ZInvoiceRequest.nullable().default(null),
  discountCode: ZCode,
  inviteCode: ZCode,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZOrderLine = z.object({
  kind: z.enum(['registration', 'room', 'discount']),
  description: z.string(),
  unitFen: z.number().int(),
  quantity: z.number().int(),
  amountFen: z.number().int(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;
export const ZQuote = z.object({
  lines: z.array(ZOrderLine),
  totalFen: z.number().int(),
  discountFen: z.number().int(),
  payableFen: z.number().int(),
});
export type TQuote = z.infer<typeof ZQuote>;

/** What the sign-up page needs: the types a visitor may pick, the form and the options. */
export const ZSignUpFormRequest = z.object({ meetingId: ZId, inviteCode: ZCode });
export const ZSignUpState = z.enum(['notOpen', 'open', 'closed']);
export const ZPayProvider = z.enum(['sandbox', 'alipay', 'wechat']);
export type TPayProvider = z.infer<typeof ZPayProvider>;
export const ZSignUpForm = z.object({
  meetingId: z.number().int(),
  meetingName: z.string(),
  state: ZSignUpState,
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      feeFen: z.number().int(),
      needsAudit: z.boolean(),
      /** null: no limit. */
      remaining: z.number().int().nullable(),
    }),
  ),
  /** The invitation code was given and is good (it may have unlocked types). */
  inviteAccepted: z.boolean(),
  fields: z.array(
    z.object({
      key: z.string(),
      kind: ZFieldKind,
      label: z.string(),
      /** value is what is stored (the option as first written); label is in the visitor's language. */
      options: z.array(z.object({ value: z.string(), label: z.string() })),
      required: z.boolean(),
    }),
  ),
  agentEnabled: z.boolean(),
  agentMax: z.number().int(),
  hotels: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      roomTypes: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          priceFen: z.number().int(),
          nights: z.array(z.object({ night: z.string(), remaining: z.number().int() })),
        }),
      ),
    }),
  ),
  invoiceOrdinary: z.boolean(),
  invoiceSpecial: z.boolean(),
  payProviders: z.array(ZPayProvider),
});
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

export const ZOrderStatus = z.enum(['open', 'paid', 'closed', 'refunded']);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;
export const ZAttendeeStatus = z.enum([
  'unpaid',
  'pending',
  'confirmed',
  'rejected',
  'cancelled',
  'refunded',
]);
export type TAttendeeStatus = z.infer<typeof ZAttendeeStatus>;

export const ZInvoice = ZInvoiceRequest.extend({
  id: z.number().int(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  status: z.enum(['requested', 'issued']),
  issuedAt: z.string().nullable(),
  gmtCreate: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZOrder = z.object({
  orderNo: z.string(),
  meetingId: z.number().int(),
  meetingName: z.string(),
  status: ZOrderStatus,
  lines: z.array(ZOrderLine),
  totalFen: z.number().int(),
  discountFen: z.number().int(),
  payableFen: z.number().int(),
  payProvider: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  buyerMobile: z.string(),
  registrations: z.array(z.object({ id: z.number().int(), name: z.string(), status: ZAttendeeStatus })),
  invoice: ZInvoice.nullable(),
  gmtCreate: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderNoRequest = z.object({ orderNo: ZOrderNo });
export const ZOrderListRequest = ZPageRequest.extend({ status: ZOrderStatus.optional() });
export const ZOrderPage = pageOf(ZOrder);

export const ZPayRequest = z.object({ orderNo: ZOrderNo, provider: ZPayProvider });
export const ZPayStart = z.union([
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('qr'), codeUrl: z.string(), qrDataUrl: z.string() }),
]);
export type TPayStart = z.infer<typeof ZPayStart>;
/** The sandbox cashier's calls carry the signature of the link `pay` handed out. */
export const ZSandboxCashierRequest = z.object({
  orderNo: ZOrderNo,
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export const ZSandboxOrder = z.object({
  orderNo: z.string(),
  /** What is paid for: a meeting's sign-up or a course. */
  subject: z.string(),
  payableFen: z.number().int(),
  status: ZOrderStatus,
  /** Where the buyer goes once it is paid. */
  returnPath: z.string(),
});

/** A registration as its participant or their agent sees it. */
export const ZMySignUp = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  meetingName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  address: z.string(),
  typeName: z.string(),
  name: z.string(),
  status: ZAttendeeStatus,
  orderNo: z.string(),
  orderStatus: ZOrderStatus,
  /** Unpaid or free registrations can be cancelled by the person; paid ones are refunded by the organiser. */
  canCancel: z.boolean(),
  gmtCreate: z.string(),
});
export type TMySignUp = z.infer<typeof ZMySignUp>;
export const ZMySignUpPage = pageOf(ZMySignUp);
export const ZMySignUpsRequest = ZPageRequest.extend({ meetingId: ZId.optional() });
export const ZCredential = ZMySignUp.extend({
  unit: z.string(),
  /** What the QR code holds; on-site check-in scans it. */
  credentialCode: z.string(),
  qrDataUrl: z.string(),
});
export type TCredential = z.infer<typeof ZCredential>;

export const ZFollowRequest = z.object({ meetingId: ZId, follow: z.boolean() });
export const ZFollowState = z.object({ followed: z.boolean(), registered: z.boolean() });

/** The organiser's view of one participant. */
export const ZAttendee = ZAttendeeDetails.extend({
  id: z.number().int(),
  orderNo: z.string(),
  orderStatus: ZOrderStatus,
  typeId: z.number().int(),
  typeName: z.string(),
  feeFen: z.number().int(),
  status: ZAttendeeStatus,
  auditReason: z.string(),
  source: z.enum(['online', 'manual', 'import']),
  buyerMobile: z.string(),
  credentialCode: z.string(),
  gmtCreate: z.string(),
});
export type TAttendee = z.infer<typeof ZAttendee>;
export const ZAttendeeListRequest = ZPageRequest.extend({
  meetingId: ZId,
  typeId: ZId.optional(),
  status: ZAttendeeStatus.optional(),
  paid: z.boolean().optional(),
  audit: z.enum(['pending', 'approved', 'rejected']).optional(),
  keyword: keyword(50),
});
export type TAttendeeListRequest = z.infer<typeof ZAttendeeListRequest>;
export const ZAttendeePage = pageOf(ZAttendee);
export const ZAuditRequest = z.object({ id: ZId, approve: z.boolean(), reason: optionalText(200) });
export const ZAttendeeUpdate = ZAttendeeDetails.extend({ id: ZId });
export const ZInvoiceUpdate = z.object({ orderNo: ZOrderNo, invoice: ZInvoiceRequest.nullable() });
export const ZManualRegister = z.object({ meetingId: ZId, typeId: ZId, attendee: ZAttendeeDetails });
export const ZRefundRequest = z.object({ orderNo: ZOrderNo, reason: optionalText(200) });
export const ZMeetingOrderListRequest = ZPageRequest.extend({
  meetingId: ZId,
  status: ZOrderStatus.optional(),
  keyword: keyword(50),
});
export type TMeetingOrderListRequest = z.infer<typeof ZMeetingOrderListRequest>;

/** Places per type: what is sold, awaiting audit, held by unpaid orders, and left. */
export const ZTypeUsage = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  quota: z.number().int().nullable(),
  confirmed: z.number().int(),
  pending: z.number().int(),
  held: z.number().int(),
  remaining: z.number().int().nullable(),
});
export const ZLockUserListRequest = z.object({ typeId: ZId });
export const ZSummary = z.object({
  types: z.array(ZTypeUsage),
  byStatus: z.record(ZAttendeeStatus, z.number().int()),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
});
export type TSummary = z.infer<typeof ZSummary>;

export const ZInvoiceListRequest = ZPageRequest.extend({
  meetingId: ZId,
  status: z.enum(['requested', 'issued']).optional(),
});
export const ZInvoicePage = pageOf(ZInvoice);

export const ZImportResult = z.object({
  imported: z.number().int(),
  /** Every bad row (1-based as in the sheet, header is row 1) and why; nothing is imported when any. */
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type TImportResult = z.infer<typeof ZImportResult>;
