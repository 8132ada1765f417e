import { referralLink, type TReferralChannel } from '@huitang/contracts';
import type { TReferralChannelRow } from '../referral.repository.ts';

export const presentChannel = (row: TReferralChannelRow, origin: string): TReferralChannel => ({
  id: row.id,
  name: row.name,
  code: row.code,
  link: referralLink(origin, row.code),
  registered: row.registered,
  gmtCreate: row.createdAt.toISOString(),
});
