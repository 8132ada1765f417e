import { z } from 'zod';
import { ZId } from './fields.ts';
import { ZOrderNo, ZOrderStatus, ZPayProvider, ZPayStart } from './sign-up.ts';

/**
 * VIP membership (SPEC /vip, vip/set/list): a person buys a plan of the platform's, which adds its
 * days to their membership; while it lasts, the courses in the plan are theirs to study.
 */

export const ZVipMembership = z.object({
  /** The membership lasts now. */
  active: z.boolean(),
  /** When it ends (or ended); null for someone who never was a member. */
  expiresAt: z.string().nullable(),
  /** The gateways a plan can be bought through. */
  payProviders: z.array(ZPayProvider),
});
export type TVipMembership = z.infer<typeof ZVipMembership>;

export const ZVipBuyRequest = z.object({ vipSetId: ZId, provider: ZPayProvider });

export const ZVipOrder = z.object({
  orderNo: z.string(),
  vipName: z.string(),
  vipDays: z.number().int(),
  payableFen: z.number().int(),
  status: ZOrderStatus,
  gmtCreate: z.string(),
});
export type TVipOrder = z.infer<typeof ZVipOrder>;

export const ZVipBuy = z.object({ order: ZVipOrder, start: ZPayStart });
export const ZVipOrderNoRequest = z.object({ orderNo: ZOrderNo });
