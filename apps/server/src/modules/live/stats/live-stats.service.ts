import type { TLiveStatsChart, TLocale, TMyWatch } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf, type TSlice } from '../../../platform/db/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { chunksByOffset } from '../../../platform/http/files/xlsx-stream.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { channelReads } from '../channel/live.service.ts';
import { inLocale, presentMyWatch, presentStatsMeeting, presentWatcher } from './live-stats.presenter.ts';
import { liveStatsRepository as stats, type TWatchScope } from './live-stats.repository.ts';

/** At most this many points on a chart: a three-day congress is charted in 6-minute steps. */
const MAX_POINTS = 720;

/** How many watch each place now, for the meeting's channel list. */
export const watchingNow = (...a: Parameters<typeof stats.watchingNow>) => stats.watchingNow(...a);

/**
 * Live statistics for a meeting's organisers (SPEC's count pages) and for each viewer (liverecord):
 * totals, viewers over time and who watched, all counted from watch sessions (live_watches).
 */
export const createLiveStatsService = (db: TDb, { meetings }: { meetings: TMeetingService }) => {
  /** The venue's channel, when the caller manages its meeting. */
  const ownVenue = async (user: TSessionUser, placeId: number) => {
    const [channel] = await channelReads.inPlace(db, placeId);
    if (!channel) throw notFound();
    const meeting = await meetings.authorize(user, channel.meetingId);
    return { channel, meeting };
  };

  const chartOf = async (scope: TWatchScope) => {
    const [totals, span] = await Promise.all([stats.totals(db, scope), stats.span(db, scope)]);
    const minutes = span ? Math.ceil((span.to.getTime() - span.from.getTime()) / 60_000) + 1 : 0;
    const stepMinutes = Math.max(1, Math.ceil(minutes / MAX_POINTS));
    const points = span ? await stats.viewersOverTime(db, scope, span.from, span.to, stepMinutes) : [];
    const peak = points.reduce<(typeof points)[number] | undefined>(
      (best, point) => (point.viewers > (best?.viewers ?? 0) ? point : best),
      undefined,
    );
    return {
      ...totals,
      peak: peak?.viewers ?? 0,
      peakAt: peak ? peak.at.toISOString() : '',
      stepMinutes,
      points: points.map((point) => ({ at: point.at.toISOString(), viewers: point.viewers })),
    };
  };

  const watchers = async (scope: TWatchScope, meetingId: number, slice: TSlice) => {
    const { rows, totalCount } = await stats.people(db, scope, meetingId, slice);
    return { rows: rows.map(presentWatcher), totalCount };
  };

  /** Whose watchers a download lists: the meeting's, or one venue's of it. */
  const watcherScope = async (user: TSessionUser, meetingId: number, placeId?: number) => {
    if (placeId === undefined) {
      const meeting = await meetings.authorize(user, meetingId);
      return { scope: { meetingId } as TWatchScope, meeting };
    }
    const { channel, meeting } = await ownVenue(user, placeId);
    if (channel.meetingId !== meetingId) throw notFound();
    return { scope: { placeId } as TWatchScope, meeting };
  };

  return {
    /** How many watch a venue now (the watch page shows it); anyone who may see the meeting may ask. */
    async viewersNow(caller: TSessionUser | null, placeId: number, locale: TLocale) {
      const meetingId = await channelReads.meetingOfPlace(db, placeId);
      if (meetingId === undefined) throw notFound();
      await meetings.publicView(meetingId, false, caller, locale);
      return { viewers: (await stats.watchingNow(db, [placeId])).get(placeId) ?? 0 };
    },

    async meetingsOf(
      user: TSessionUser,
      request: { pageCurrent: number; pageSize: number; keyword?: string | undefined },
      locale: TLocale,
    ) {
      const owned = await meetings.managedBy(user);
      const { rows, totalCount } = await stats.meetings(db, owned, request.keyword, sliceOf(request));
      return toPage(
        rows.map((row) => presentStatsMeeting(row, locale)),
        totalCount,
        request,
      );
    },

    async meetingChart(user: TSessionUser, meetingId: number, locale: TLocale): Promise<TLiveStatsChart> {
      const meeting = await meetings.authorize(user, meetingId);
      return {
        meetingId,
        meetingName: inLocale(locale, meeting.meetingName, meeting.meetingNameEn),
        placeName: '',
        ...(await chartOf({ meetingId })),
      };
    },

    async placeChart(user: TSessionUser, placeId: number, locale: TLocale): Promise<TLiveStatsChart> {
      const { channel, meeting } = await ownVenue(user, placeId);
      const [venue] = (await stats.venues(db, channel.meetingId)).filter((v) => v.placeId === placeId);
      return {
        meetingId: meeting.id,
        meetingName: inLocale(locale, meeting.meetingName, meeting.meetingNameEn),
        placeName: inLocale(locale, channel.placeName, venue?.nameEn ?? ''),
        ...(await chartOf({ placeId })),
      };
    },

    async venues(user: TSessionUser, meetingId: number, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      return (await stats.venues(db, meetingId)).map(({ nameEn, name, ...totals }) => ({
        ...totals,
        name: inLocale(locale, name, nameEn),
      }));
    },

    async meetingWatchers(
      user: TSessionUser,
      request: { meetingId: number; pageCurrent: number; pageSize: number },
    ) {
      await meetings.authorize(user, request.meetingId);
      const { rows, totalCount } = await watchers(
        { meetingId: request.meetingId },
        request.meetingId,
        sliceOf(request),
      );
      return toPage(rows, totalCount, request);
    },

    async placeWatchers(
      user: TSessionUser,
      request: { placeId: number; pageCurrent: number; pageSize: number },
    ) {
      const { channel } = await ownVenue(user, request.placeId);
      const { rows, totalCount } = await watchers(
        { placeId: request.placeId },
        channel.meetingId,
        sliceOf(request),
      );
      return toPage(rows, totalCount, request);
    },

    /** Authorises a download of watchers, then hands its rows out a chunk at a time. */
    async watchersExport(
      user: TSessionUser,
      meetingId: number,
      placeId: number | undefined,
      locale: TLocale,
    ) {
      const { scope, meeting } = await watcherScope(user, meetingId, placeId);
      return {
        meetingName: inLocale(locale, meeting.meetingName, meeting.meetingNameEn),
        chunks: chunksByOffset(async (slice) => (await watchers(scope, meetingId, slice)).rows),
      };
    },

    /** What I watched, venue by venue, in my language. */
    async mine(
      user: TSessionUser,
      slice: TSlice,
      locale: TLocale,
    ): Promise<{ rows: TMyWatch[]; totalCount: number }> {
      const { rows, totalCount } = await stats.ofUser(db, user.userId, slice);
      return {
        totalCount,
        rows: rows.map((row) => presentMyWatch(row, locale)),
      };
    },
  };
};

export type TLiveStatsService = ReturnType<typeof createLiveStatsService>;
