import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, keyword } from './fields.ts';

/** Live statistics (SPEC's count pages and liverecord): watch sessions added up. */
const count = z.number().int();

/** Sessions watched, distinct people (anonymous viewers one by one), and seconds watched in all. */
export const ZWatchTotals = z.object({ sessions: count, viewers: count, seconds: count });

export const ZLiveStatsListRequest = ZPageRequest.extend({ keyword: keyword(50) });
/** A meeting with a live channel, on /account/count/live. */
export const ZLiveStatsMeeting = ZWatchTotals.extend({
  id: ZId,
  meetingName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  venues: count,
});
export const ZLiveStatsMeetingPage = pageOf(ZLiveStatsMeeting);
export type TLiveStatsMeeting = z.infer<typeof ZLiveStatsMeeting>;

/** A venue of a meeting with its totals (/account/count/place). */
export const ZLiveStatsVenue = ZWatchTotals.extend({ placeId: ZId, name: z.string() });
export type TLiveStatsVenue = z.infer<typeof ZLiveStatsVenue>;

/** People watching at some moment of the step starting at `at`. */
export const ZViewerPoint = z.object({ at: z.string(), viewers: count });

/** A meeting's or a venue's live in figures and over time (/account/count/meetingLive, placeLive). */
export const ZLiveStatsChart = ZWatchTotals.extend({
  meetingId: ZId,
  meetingName: z.string(),
  /** The venue's name, on a venue's chart. */
  placeName: z.string(),
  /** Watching now (seen in the last half minute). */
  watching: count,
  peak: count,
  /** When the peak was first reached; '' with no sessions. */
  peakAt: z.string(),
  /** The chart's step: one minute, longer for lives of many hours so a chart has at most 720 points. */
  stepMinutes: count,
  points: z.array(ZViewerPoint),
});
export type TLiveStatsChart = z.infer<typeof ZLiveStatsChart>;

export const ZMeetingWatchersRequest = ZPageRequest.extend({ meetingId: ZId });
export const ZPlaceWatchersRequest = ZPageRequest.extend({ placeId: ZId });
/**
 * Someone who watched: a signed-in person named as their sign-up names them (else their nickname);
 * their mobile is shown whole only when they signed up for the meeting. Anonymous viewers of an open
 * channel have neither.
 */
export const ZWatcher = z.object({
  person: z.string(),
  anonymous: z.boolean(),
  name: z.string(),
  mobile: z.string(),
  unit: z.string(),
  sessions: count,
  seconds: count,
  firstAt: z.string(),
  lastAt: z.string(),
});
export const ZWatcherPage = pageOf(ZWatcher);
export type TWatcher = z.infer<typeof ZWatcher>;

/** A venue's live I watched (/account/meetingcenter/liverecord), in my language. */
export const ZMyWatch = z.object({
  meetingId: ZId,
  placeId: ZId,
  meetingName: z.string(),
  placeName: z.string(),
  sessions: count,
  seconds: count,
  lastAt: z.string(),
});
export const ZMyWatchPage = pageOf(ZMyWatch);
export type TMyWatch = z.infer<typeof ZMyWatch>;
