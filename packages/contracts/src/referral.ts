import { z } from 'zod';
import { call } from './call.ts';
import { ZEmpty, ZPageRequest, pageOf } from './envelope.ts';
import { ZId, text } from './fields.ts';
import { ZIdRequest } from './user.ts';

/**
 * A promoter's pages (SPEC personal centre: recommend, channel; "my recommendations" for a user the
 * platform flags recommended): the people who registered with my code, and my channels (推广渠道) —
 * named codes of my own, so each place I share the link is counted apart (decision 045).
 */

export const REFERRAL_CHANNEL_NAME_MAX = 32;
/** Channels one person keeps: enough for every group and poster, few enough to read on a phone. */
export const REFERRAL_CHANNELS_MAX = 50;

/** The address a referral code (a person's or a channel's) is shared as; the site keeps the code until registration. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;

export const ZReferralSummary = z.object({
  referralCode: z.string(),
  /** The registration address my code is shared as. */
  link: z.string(),
  /** Everyone who registered with my code or one of my channels. */
  total: z.number().int(),
  /** Of them, those in the last 30 days. */
  recent: z.number().int(),
  channels: z.number().int(),
});
export type TReferralSummary = z.infer<typeof ZReferralSummary>;

export const ZReferralListRequest = ZPageRequest.extend({
  /** Only those who came through this channel of mine; 0 for those who used my own code. */
  channelId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** Someone I brought, as much as a promoter may know: never the whole mobile. */
export const ZReferredPerson = z.object({
  userNo: z.string(),
  nickname: z.string(),
  headImgUrl: z.string(),
  mobile: z.string(),
  /** The channel they came through; empty for my own code. */
  channelName: z.string(),
  gmtCreate: z.string(),
});
export type TReferredPerson = z.infer<typeof ZReferredPerson>;
export const ZReferredPage = pageOf(ZReferredPerson);

export const ZReferralChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  link: z.string(),
  registered: z.number().int(),
  gmtCreate: z.string(),
});
export type TReferralChannel = z.infer<typeof ZReferralChannel>;

/** A new channel (no id) or a new name for one of mine. */
export const ZReferralChannelSave = z.object({
  id: ZId.optional(),
  channelName: text(REFERRAL_CHANNEL_NAME_MAX),
});
export type TReferralChannelSave = z.infer<typeof ZReferralChannelSave>;

export const referralCalls = {
  '/user/auth/user/recommended/summary': call(ZEmpty, ZReferralSummary),
  '/user/auth/user/recommended/list': call(ZReferralListRequest, ZReferredPage),
  '/user/auth/user/recommended/channel/list': call(ZEmpty, z.array(ZReferralChannel)),
  '/user/auth/user/recommended/channel/save': call(ZReferralChannelSave, ZReferralChannel),
  '/user/auth/user/recommended/channel/delete': call(ZIdRequest, z.null()),
} as const;
