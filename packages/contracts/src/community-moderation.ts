import { z } from 'zod';
import { POST_STATUSES, REPORT_KINDS, ZPerson } from './community.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, text } from './fields.ts';

/**
 * Moderation (decision 035): readers report posts, posts with a sensitive word wait for review, and
 * the platform admin approves, hides and restores them at /admin/moderation.
 */

export const ZReportSave = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'field.invalid' }),
  id: ZId,
  reason: text(200),
});

export const MODERATION_TABS = ['pending', 'reported', 'hidden'] as const;
export const ZModerationListRequest = ZPageRequest.extend({
  tab: z.enum(MODERATION_TABS, { error: 'field.invalid' }).default('pending'),
});

export const ZModerationItem = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.number().int(),
  /** An answer's question, for its link; null for the others. */
  questionId: z.number().int().nullable(),
  /** The post's title (an answer's question's). */
  title: z.string(),
  excerpt: z.string(),
  author: ZPerson,
  /** Blogs are published, pending or hidden here (drafts are nobody's business). */
  status: z.enum(POST_STATUSES),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  gmtModified: z.string(),
});
export type TModerationItem = z.infer<typeof ZModerationItem>;
export const ZModerationPage = pageOf(ZModerationItem);

export const MODERATION_ACTIONS = ['approve', 'hide', 'restore', 'dismiss'] as const;
export const ZModerationDecide = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'field.invalid' }),
  id: ZId,
  action: z.enum(MODERATION_ACTIONS, { error: 'field.invalid' }),
});

export const ZSensitiveWord = z.object({
  word: z.string().trim().min(1, 'field.required').max(30, 'field.tooLong'),
});
export const ZSensitiveWordRow = z.object({ word: z.string(), gmtCreate: z.string() });
