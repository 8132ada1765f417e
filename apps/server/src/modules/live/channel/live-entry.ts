import { translate, type TLiveEntry, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { LIVE_REFUSALS, type TLiveService } from './live.service.ts';

const NEEDS = new Map<string, TLiveEntry['need']>([
  [LIVE_REFUSALS.signIn, 'signIn'],
  [LIVE_REFUSALS.signUp, 'signUp'],
]);

/**
 * SPEC's live "login" calls: whether the caller may enter a venue's live or a session's own, asked
 * before a page draws the player. The play URL's own check decides (one rule for both), and its
 * refusal becomes an answer — sign in, or sign up first — instead of an error, so the page can offer
 * the button. A meeting nobody may see still answers 777, a venue or session without a channel too.
 */
export const createLiveEntry = (live: TLiveService) => {
  const entry = async (enter: () => Promise<unknown>, locale: TLocale): Promise<TLiveEntry> => {
    try {
      await enter();
      return { allowed: true, need: null, msg: '' };
    } catch (error) {
      const need = error instanceof AppError ? NEEDS.get(error.messageKey) : undefined;
      if (!need || !(error instanceof AppError)) throw error;
      return { allowed: false, need, msg: translate(error.messageKey, locale) };
    }
  };

  return {
    place: (caller: TSessionUser | null, placeId: number, locale: TLocale) =>
      entry(() => live.watchable(caller, placeId, locale), locale),
    session: (caller: TSessionUser | null, sessionId: number, locale: TLocale) =>
      entry(() => live.sessionPlayUrl(caller, { id: sessionId }, locale), locale),
  };
};

export type TLiveEntryService = ReturnType<typeof createLiveEntry>;
