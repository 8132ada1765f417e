import type { TLiveLabel, TLiveMeetingCard, TLocale, TPage, TPageRequest } from '@huitang/contracts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { liveListRepository, type TLiveListRow } from './live-list.repository.ts';

/**
 * SPEC 4's presentation label of a meeting's live, now: what there is to watch comes first (on air,
 * then replays, a rehearsal's or a first day's among them), then where the meeting stands.
 */
export const liveLabelOf = (row: TLiveListRow, now = new Date()): TLiveLabel => {
  if (row.onAir) return 'living';
  if (row.hasReplays) return 'playingBack';
  if (now < row.startTime) return 'notStarted';
  return now <= row.endTime ? 'liveNotStarted' : 'liveEnded';
};

/** /meetingLive and /meetingBack: listed meetings that stream, or that have replays, with their labels. */
export const createLiveListService = (db: TDb, { meetings }: { meetings: TMeetingService }) => {
  const present = async (
    found: { rows: TLiveListRow[]; totalCount: number },
    request: TPageRequest,
    locale: TLocale,
  ): Promise<TPage<TLiveMeetingCard>> => {
    const labels = new Map(found.rows.map((row) => [row.id, liveLabelOf(row)]));
    // Cards of the meetings visitors may see, in the list's order (an institution disabled since drops out).
    const cards = await meetings.cards([...labels.keys()], locale);
    return toPage(
      cards.map((card) => ({ ...card, liveLabel: labels.get(card.id)! })),
      found.totalCount,
      request,
    );
  };
  return {
    /** Meetings that stream, of the platform or of one organisation (`orgId`, its site's live centre). */
    async live(request: TPageRequest & { orgId?: number | undefined }, locale: TLocale) {
      const found = await liveListRepository.withChannels(db, sliceOf(request), request.orgId);
      return present(found, request, locale);
    },
    async back(request: TPageRequest & { orgId?: number | undefined }, locale: TLocale) {
      const found = await liveListRepository.withReplays(db, sliceOf(request), request.orgId);
      return present(found, request, locale);
    },
  };
};

export type TLiveListService = ReturnType<typeof createLiveListService>;
