import { randomInt } from 'node:crypto';
import {
  REFERRAL_CHANNELS_MAX,
  referralLink,
  type TPage,
  type TReferralChannel,
  type TReferralChannelSave,
  type TReferralSummary,
  type TReferredPerson,
  type TPageRequest,
} from '@huitang/contracts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { referralRepository } from '../referral.repository.ts';
import { userRepository } from '../user.repository.ts';
import { REFERRAL_ALPHABET, maskedMobile } from '../user.service.ts';
import { presentChannel } from './referral.presenter.ts';

/** Ten letters: never one of the users' own eight-letter codes. */
const newChannelCode = () =>
  Array.from({ length: 10 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

/**
 * What a promoter sees of the people they brought and the channels they share their code through
 * (/account/recommend, /account/channel). Everyone has a code, so everyone may read their own; the
 * menu offers the pages to those the platform flags recommended (SPEC "Account side menu").
 */
export const createReferralService = (db: TDb) => ({
  async summary(userId: number, origin: string): Promise<TReferralSummary> {
    const user = await userRepository.findById(db, userId);
    if (!user) throw notFound();
    return {
      referralCode: user.referralCode,
      link: referralLink(origin, user.referralCode),
      ...(await referralRepository.counts(db, userId)),
    };
  },

  async referred(
    userId: number,
    request: TPageRequest & { channelId?: number },
  ): Promise<TPage<TReferredPerson>> {
    const { list, totalCount } = await referralRepository.referred(
      db,
      userId,
      request.channelId,
      sliceOf(request),
    );
    return toPage(
      list.map((row) => ({
        userNo: row.userNo,
        nickname: row.nickname,
        headImgUrl: row.headImgUrl,
        mobile: maskedMobile(row.mobile),
        channelName: row.channelName,
        gmtCreate: row.createdAt.toISOString(),
      })),
      totalCount,
      request,
    );
  },

  channels: async (userId: number, origin: string) =>
    (await referralRepository.channels(db, userId)).map((row) => presentChannel(row, origin)),

  async saveChannel(
    userId: number,
    { id, channelName }: TReferralChannelSave,
    origin: string,
  ): Promise<TReferralChannel> {
    if (id) {
      const renamed = await referralRepository.rename(db, userId, id, channelName);
      if (renamed === null) throw notFound();
      if (!renamed) throw conflict('referral.channelTaken');
      return presentChannel(
        { ...renamed, registered: await referralRepository.registeredThrough(db, id) },
        origin,
      );
    }
    const made = await db.transaction(async (tx) => {
      await referralRepository.lockOwner(tx, userId);
      const held = (await referralRepository.counts(tx, userId)).channels;
      if (held >= REFERRAL_CHANNELS_MAX)
        throw conflict('referral.channelsFull', { max: REFERRAL_CHANNELS_MAX });
      return referralRepository.insert(tx, userId, channelName, newChannelCode());
    });
    if (!made) throw conflict('referral.channelTaken');
    return presentChannel({ ...made, registered: 0 }, origin);
  },

  async deleteChannel(userId: number, id: number): Promise<void> {
    // Another person's channel is missing, not forbidden: its existence is not ours to tell.
    if (!(await db.transaction((tx) => referralRepository.remove(tx, userId, id)))) throw notFound();
  },
});

export type TReferralService = ReturnType<typeof createReferralService>;
