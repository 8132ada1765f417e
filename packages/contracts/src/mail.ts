import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZTime, optionalText, text } from './fields.ts';
import { ZAttendeeStatus } from './sign-up.ts';

/**
 * Mail to a meeting's registrants (SPEC console email/setting, mould, send, record): the sender and
 * transport, templates with variables, campaigns queued in PostgreSQL, and each message's record.
 */

/** What a template may say in braces; each registrant's own value is put in at sending. */
export const MAIL_VARIABLES = ['name', 'meeting', 'type', 'seat', 'order', 'credential', 'unit'] as const;
export type TMailVariable = (typeof MAIL_VARIABLES)[number];

const ZSmtpUrl = z
  .string()
  .trim()
  .max(300, 'field.tooLong')
  .regex(/^smtps?:\/\/[^\s]+$/, 'mail.smtpUrl');

export const ZMailSettingsEdit = z.object({
  meetingId: ZId,
  senderName: optionalText(50),
  replyTo: z.union([z.literal(''), z.email('field.invalid').max(100, 'field.tooLong')]).default(''),
  /** The platform's mail server, or the organisation's own (its URL is kept sealed, never shown). */
  transport: z.enum(['platform', 'own']).default('platform'),
  /** Only to set or replace it; left empty, the stored one stays. */
  smtpUrl: z.union([z.literal(''), ZSmtpUrl]).default(''),
  /** Mails sent per minute at most (providers throttle senders; an own relay may take 1,000 a second). */
  perMinute: z.number().int().min(1, 'field.invalid').max(60_000, 'field.invalid').default(600),
});
export type TMailSettingsEdit = z.infer<typeof ZMailSettingsEdit>;
export const ZMailSettings = z.object({
  meetingId: z.number().int(),
  senderName: z.string(),
  replyTo: z.string(),
  transport: z.enum(['platform', 'own']),
  hasOwnSmtp: z.boolean(),
  perMinute: z.number().int(),
});
export type TMailSettings = z.infer<typeof ZMailSettings>;
export const ZMailTest = z.object({ meetingId: ZId, to: z.email('field.invalid').max(100, 'field.tooLong') });

export const ZMailTemplateSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(50),
  subject: text(200),
  body: text(20000),
  /** Promotional mail honours unsubscribes; a notice (a change of venue) reaches everyone. */
  promotional: z.boolean().default(true),
});
export type TMailTemplateSave = z.infer<typeof ZMailTemplateSave>;
export const ZMailTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  promotional: z.boolean(),
  updatedAt: z.string(),
});
export type TMailTemplate = z.infer<typeof ZMailTemplate>;
export const ZMailTemplateRequest = z.object({ meetingId: ZId, id: ZId });
export const ZMailPreview = z.object({ subject: z.string(), body: z.string(), to: z.string() });

/**
 * Who a campaign goes to, among the meeting's registrants with an email: everyone still in (not
 * cancelled, refunded or rejected), a type of them, a state, or chosen people.
 */
export const ZMailAudience = z.object({
  kind: z.enum(['all', 'type', 'status', 'chosen']),
  typeId: ZId.optional(),
  status: ZAttendeeStatus.optional(),
  ids: z.array(ZId).max(5000, 'field.tooLong').default([]),
});
export type TMailAudience = z.infer<typeof ZMailAudience>;
export const ZMailSend = z.object({
  meetingId: ZId,
  templateId: ZId,
  audience: ZMailAudience,
  /** Later, or now when empty. */
  sendAt: z.union([z.literal(''), ZTime]).default(''),
});
export type TMailSend = z.infer<typeof ZMailSend>;

/** A campaign an organiser sent, or the standing one of a kind of notice. */
export const MAIL_KINDS = ['campaign', 'confirmed', 'paid', 'refunded', 'paperDecision', 'reminder'] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

export const ZMailCampaign = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  sendAt: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Waiting, or being handed to the server right now: the record filter's `queued` counts the same rows. */
  queued: z.number().int(),
  createdAt: z.string(),
});
export type TMailCampaign = z.infer<typeof ZMailCampaign>;

export const MAIL_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const ZMailRecord = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATES),
  /** The server's reply line: the accepted id, or why it refused. */
  reply: z.string(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
});
export type TMailRecord = z.infer<typeof ZMailRecord>;
export const ZMailRecordRequest = ZPageRequest.extend({
  meetingId: ZId,
  campaignId: ZId.optional(),
  status: z.enum(MAIL_STATES).optional(),
});
export const ZMailRecordPage = pageOf(ZMailRecord);
export const ZUnsubscribe = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * The page an unsubscribe link in a promotional mail opens (?token=): it shows whose address it is
 * about and unsubscribes only when the person clicks, since link scanners open every link they see.
 */
export const UNSUBSCRIBE_PAGE = '/mail/unsubscribe';
/** Whether an address takes promotional mail; the address shown masked, as the link may be forwarded. */
export const ZSubscription = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type TSubscription = z.infer<typeof ZSubscription>;
