import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId } from './fields.ts';

/**
 * Following lecturers and institutions (SPEC /account/attention) and keeping favourite courses
 * (SPEC /account/collection).
 */

export const ATTENTION_KINDS = ['lecturer', 'org', 'blogger'] as const;
export type TAttentionKind = (typeof ATTENTION_KINDS)[number];

export const ZAttentionTarget = z.object({ kind: z.enum(ATTENTION_KINDS), id: ZId });
export type TAttentionTarget = z.infer<typeof ZAttentionTarget>;

/** A lecturer's or institution's followers, and whether the caller is one of them. */
export const ZAttentionState = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type TAttentionState = z.infer<typeof ZAttentionState>;

export const ZAttentionListRequest = ZPageRequest.extend({
  kind: z.enum(ATTENTION_KINDS).default('lecturer'),
});

/** Someone the caller follows, as their list shows them. */
export const ZAttention = z.object({
  kind: z.enum(ATTENTION_KINDS),
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  avatar: z.string(),
  /** A lecturer's position, an institution's introduction in short. */
  summary: z.string(),
  followerCount: z.number().int(),
  gmtFollowed: z.string(),
});
export type TAttention = z.infer<typeof ZAttention>;
export const ZAttentionPage = pageOf(ZAttention);

export const ZCollectionRequest = z.object({ courseId: ZId });
