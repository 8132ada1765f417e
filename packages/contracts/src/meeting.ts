import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { ZId, ZTime, optionalText, text, keyword } from './fields.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZFileUrl } from './organization.ts';

export const MeetingStatus = { DELISTED: 0, LISTED: 1 } as const;
export const ZMeetingStatus = z.union([z.literal(0), z.literal(1)]);
/** The presentation label of SPEC section 4, computed from the meeting's times. */
export const ZTimeState = z.enum(['notStarted', 'inProgress', 'ended']);
export type TTimeState = z.infer<typeof ZTimeState>;

export const timeStateOf = (startTime: string, endTime: string, now = Date.now()): TTimeState =>
  now < Date.parse(startTime) ? 'notStarted' : now > Date.parse(endTime) ? 'ended' : 'inProgress';

const ZMeetingFields = z.object({
  meetingName: text(100),
  meetingNameEn: optionalText(200),
  categoryId: ZId.nullable().default(null),
  startTime: ZTime,
  endTime: ZTime,
  provinceCode: z.union([z.literal(''), z.string().regex(/^\d{6}$/, 'field.invalid')]).default(''),
  city: optionalText(32),
  cityEn: optionalText(64),
  address: optionalText(200),
  addressEn: optionalText(400),
  cover: z.union([z.literal(''), ZFileUrl]).default(''),
  introduction: optionalRichText(50000),
  introductionEn: optionalRichText(50000),
  organizer: optionalText(100),
  organizerEn: optionalText(200),
  hasMultilingual: z.boolean().default(false),
  /** The sub-domain label under the site's orgCustomizeMainDomain; '' for none. */
  meetingDomain: z
    .union([
      z.literal(''),
      z
        .string()
        .max(32)
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, 'field.invalid'),
    ])
    .default(''),
});

/** Unparseable times are already reported on their own fields; only real times are compared. */
const endsAfterStart = (meeting: { startTime: string; endTime: string }) => {
  const start = Date.parse(meeting.startTime);
  const end = Date.parse(meeting.endTime);
  return Number.isNaN(start) || Number.isNaN(end) || end >= start;
};
const endMessage = { message: 'meeting.endBeforeStart', path: ['endTime'] };

export const ZMeetingSaveRequest = ZMeetingFields.extend({
  /** The institution it belongs to, for institution members; left out for a lecturer's own meeting. */
  orgId: ZId.optional(),
}).refine(endsAfterStart, endMessage);
export type TMeetingSaveRequest = z.infer<typeof ZMeetingSaveRequest>;
export const ZMeetingUpdateRequest = ZMeetingFields.extend({ id: ZId }).refine(endsAfterStart, endMessage);
export type TMeetingUpdateRequest = z.infer<typeof ZMeetingUpdateRequest>;

export const ZMeeting = ZMeetingFields.extend({
  id: z.number().int(),
  meetingStatus: ZMeetingStatus,
  orgId: z.number().int().nullable(),
  publishTime: z.string().nullable(),
  timeState: ZTimeState,
  gmtCreate: z.string(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

export const ZMeetingIdRequest = z.object({ id: ZId });
export const ZMeetingPushRequest = z.object({ id: ZId, meetingStatus: ZMeetingStatus });
export const ZMeetingManageListRequest = ZPageRequest.extend({
  keyword: keyword(50),
  meetingStatus: ZMeetingStatus.optional(),
});
export const ZMeetingPage = pageOf(ZMeeting);

/** What a visitor sees of a meeting, in the visitor's language (English falls back to Chinese). */
export const ZMeetingCard = z.object({
  id: z.number().int(),
  meetingName: z.string(),
  cover: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  city: z.string(),
  organizer: z.string(),
  categoryName: z.string(),
  timeState: ZTimeState,
});
export type TMeetingCard = z.infer<typeof ZMeetingCard>;
export const ZMeetingPublicListRequest = ZPageRequest.extend({
  keyword: keyword(50),
  categoryId: ZId.optional(),
  timeState: ZTimeState.optional(),
  orgId: ZId.optional(),
});
export const ZMeetingCardPage = pageOf(ZMeetingCard);

export const ZMeetingPublic = ZMeetingCard.extend({
  hasMultilingual: z.boolean(),
  provinceCode: z.string(),
  address: z.string(),
  introduction: z.string(),
  meetingStatus: ZMeetingStatus,
  org: z.object({ id: z.number().int(), orgName: z.string(), logo: z.string() }).nullable(),
  /** The meeting's own sub-domain label ('' for none): its pages are also served at its root there. */
  meetingDomain: z.string(),
  /** True when the organiser is looking at an unlisted meeting: every action is disabled. */
  isPreview: z.boolean(),
});
export type TMeetingPublic = z.infer<typeof ZMeetingPublic>;
export const ZMeetingViewRequest = z.object({ id: ZId, preview: z.boolean().optional() });

export const ZMeetingCategory = z.object({ id: z.number().int(), name: z.string() });
/** A category as a subject to browse by: with how many listed meetings it holds. */
export const ZMeetingSubject = ZMeetingCategory.extend({ meetingCount: z.number().int() });
/** The strip of meetings on now or soon (info/bar/list), soonest first. */
export const ZMeetingBarRequest = z.object({ pageSize: z.coerce.number().int().min(1).max(20).default(6) });
