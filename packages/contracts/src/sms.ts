import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZTime, optionalText, text } from './fields.ts';
import { ZMailAudience } from './mail.ts';

/**
 * SMS promotion (SPEC console "SMS promotion"; calls SMS log list/count/send, smsTemplate list): the
 * vendor's approved templates with their variables, sending to the same audiences as mail, and a
 * log of every text with its state and the vendor's receipt.
 */

/** What an SMS template may say in braces: short values only, as vendors cap each at about 20 characters. */
export const SMS_VARIABLES = ['name', 'meeting', 'type', 'seat', 'order'] as const;

export const ZSmsTemplateSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(50),
  /** The vendor's code of the approved template (Aliyun SMS_123456789); empty with the console provider. */
  providerCode: z
    .string()
    .trim()
    .max(40, 'field.tooLong')
    .regex(/^[A-Za-z0-9_]*$/, 'sms.providerCode')
    .default(''),
  /** The approved wording, with {variables}; what the console provider writes and the log shows. */
  content: text(300),
});
export type TSmsTemplateSave = z.infer<typeof ZSmsTemplateSave>;
export const ZSmsTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  providerCode: z.string(),
  content: z.string(),
  variables: z.array(z.string()),
  updatedAt: z.string(),
});
export type TSmsTemplate = z.infer<typeof ZSmsTemplate>;
export const ZSmsTemplateRequest = z.object({ meetingId: ZId, id: ZId });

export const ZSmsSend = z.object({
  meetingId: ZId,
  templateId: ZId,
  audience: ZMailAudience,
  /** Later, or now when empty. */
  sendAt: z.union([z.literal(''), ZTime]).default(''),
});
export type TSmsSend = z.infer<typeof ZSmsSend>;

export const SMS_STATES = ['queued', 'sent', 'failed'] as const;
export const ZSmsLog = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  templateName: z.string(),
  text: z.string(),
  /** Billed units: one per 70 characters, 67 each once longer (the carriers' split). */
  units: z.number().int(),
  status: z.enum(SMS_STATES),
  reply: z.string(),
  attempts: z.number().int(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TSmsLog = z.infer<typeof ZSmsLog>;
export const ZSmsLogRequest = ZPageRequest.extend({
  meetingId: ZId,
  status: z.enum(SMS_STATES).optional(),
  mobile: optionalText(11),
});
export const ZSmsLogPage = pageOf(ZSmsLog);
export const ZSmsCount = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Billed units of the texts sent. */
  units: z.number().int(),
});
export type TSmsCount = z.infer<typeof ZSmsCount>;
/** What texts cost across the meetings the caller runs (SPEC /account/count/cost), at the platform's price. */
export const ZSmsCost = z.object({
  /** Fen per billed text. */
  priceFen: z.number().int(),
  units: z.number().int(),
  costFen: z.number().int(),
  meetings: z.array(
    z.object({
      meetingId: z.number().int(),
      meetingName: z.string(),
      texts: z.number().int(),
      failed: z.number().int(),
      units: z.number().int(),
      costFen: z.number().int(),
    }),
  ),
  /** Month by month (China time), newest first. */
  months: z.array(z.object({ month: z.string(), units: z.number().int(), costFen: z.number().int() })),
});
export type TSmsCost = z.infer<typeof ZSmsCost>;

/** Texts queued: one per mobile of the audience. */
export const ZSmsSent = z.object({ queued: z.number().int() });
