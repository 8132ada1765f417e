import { z } from 'zod';
import { optionalRichText, richText } from './rich-text.ts';
import { ZDay, ZId, optionalText, text } from './fields.ts';
import { ZFileUrl } from './organization.ts';
import { ZMobile, ZSmsCode } from './user.ts';

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'field.invalid');

export const ZMeetingIdQuery = z.object({ meetingId: ZId });
export const ZChildIdRequest = z.object({ id: ZId });
/** New order of a meeting's rows: ids first to last. */
export const ZSortRequest = z.object({ meetingId: ZId, ids: z.array(ZId).min(1).max(500) });

export const ZDateSave = z.object({ meetingId: ZId, id: ZId.optional(), day: ZDay });
export const ZMeetingDate = z.object({ id: z.number().int(), day: z.string() });
export type TMeetingDate = z.infer<typeof ZMeetingDate>;

export const ZPlaceSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(64),
  nameEn: optionalText(128),
  address: optionalText(200),
  addressEn: optionalText(400),
});
export const ZPlace = ZPlaceSave.omit({ meetingId: true, id: true }).extend({
  id: z.number().int(),
  sort: z.number().int(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** What a guest's card says: the organiser's entry and a certified guest's own profile alike. */
const guestTexts = {
  name: text(32),
  nameEn: optionalText(64),
  title: optionalText(64),
  titleEn: optionalText(128),
  organization: optionalText(100),
  organizationEn: optionalText(200),
  photo: z.union([z.literal(''), ZFileUrl]).default(''),
  introduction: optionalText(5000),
  introductionEn: optionalText(10000),
};
export const ZGuestSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  ...guestTexts,
  /** The key the guest claims this entry by at /account/guest; never shown to visitors. */
  mobile: z.union([z.literal(''), ZMobile]).default(''),
  /** Show this meeting's texts even when the guest keeps their own profile (decision 039). */
  keepOwnText: z.boolean().default(false),
});
export const ZGuest = ZGuestSave.omit({ meetingId: true, id: true }).extend({
  id: z.number().int(),
  sort: z.number().int(),
  /** A person proved the mobile and keeps the profile this entry shows. */
  certified: z.boolean(),
});

/** A certified guest's own profile (/account/guest). */
export const ZGuestProfile = z.object(guestTexts);
export type TGuestProfile = z.infer<typeof ZGuestProfile>;
/** Claiming the entries organisers made for a mobile: the mobile and the code sent to it. */
export const ZGuestClaimRequest = z.object({ mobile: ZMobile, code: ZSmsCode });
/** Giving one claimed entry back ("this is not me"): the meeting shows the organiser's texts again. */
export const ZGuestReleaseRequest = z.object({ guestId: ZId });
export const ZGuestTalk = z.object({
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  session: z.string(),
  place: z.string(),
});
/** A guest's talks in the meeting that lists them (SPEC session/schedule/list/guest). */
export const ZGuestTalksRequest = z.object({ guestId: ZId });
/** One talk of a guest, as the meeting page's guest card lists it, in the visitor's language. */
export const ZGuestTalkPublic = ZGuestTalk.extend({
  id: z.number().int(),
  sessionId: z.number().int(),
  placeId: z.number().int().nullable(),
});
export type TGuestTalkPublic = z.infer<typeof ZGuestTalkPublic>;
/** One meeting that lists the certified guest, with the talks they give there. */
export const ZGuestEntry = z.object({
  guestId: z.number().int(),
  meetingId: z.number().int(),
  meetingName: z.string(),
  cover: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  keepOwnText: z.boolean(),
  talks: z.array(ZGuestTalk),
});
export type TGuestEntry = z.infer<typeof ZGuestEntry>;
export const ZGuestInfo = z.object({ profile: ZGuestProfile.nullable(), entries: z.array(ZGuestEntry) });
export type TGuestInfo = z.infer<typeof ZGuestInfo>;
export type TGuest = z.infer<typeof ZGuest>;

const clockOrder = (value: { startTime: string; endTime: string }) => value.endTime >= value.startTime;
const clockMessage = { message: 'meeting.endBeforeStart', path: ['endTime'] };

export const ZSessionSave = z
  .object({
    meetingId: ZId,
    id: ZId.optional(),
    dateId: ZId,
    placeId: ZId.nullable().default(null),
    startTime: ZClock,
    endTime: ZClock,
    title: text(100),
    titleEn: optionalText(200),
    host: optionalText(100),
    hostEn: optionalText(200),
    description: optionalRichText(5000),
    descriptionEn: optionalRichText(10000),
  })
  .refine(clockOrder, clockMessage);

export const ZScheduleItemSave = z
  .object({
    meetingId: ZId,
    id: ZId.optional(),
    sessionId: ZId,
    startTime: ZClock,
    endTime: ZClock,
    title: text(200),
    titleEn: optionalText(400),
    guestIds: z.array(ZId).max(20).default([]),
  })
  .refine(clockOrder, clockMessage);

export const ZScheduleItem = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  titleEn: z.string(),
  guestIds: z.array(z.number().int()),
});
export const ZSession = z.object({
  id: z.number().int(),
  dateId: z.number().int(),
  placeId: z.number().int().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  title: z.string(),
  titleEn: z.string(),
  host: z.string(),
  hostEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  items: z.array(ZScheduleItem),
});
export type TSession = z.infer<typeof ZSession>;

export const ZNoticeSave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  title: text(100),
  titleEn: optionalText(200),
  content: richText(50000),
  contentEn: optionalRichText(50000),
});
/** A stored notice as it is: a reply never runs the request's rules again (the cleaner, the lengths). */
export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  gmtCreate: z.string(),
});

export const ZAccessorySave = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  name: text(100),
  nameEn: optionalText(200),
  fileUrl: ZFileUrl,
});
export const ZAccessory = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  fileUrl: z.string(),
  sort: z.number().int(),
});

/** Everything a visitor reads of a meeting's programme, in the visitor's language. */
export const ZProgramme = z.object({
  dates: z.array(ZMeetingDate),
  places: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      dateId: z.number().int(),
      placeId: z.number().int().nullable(),
      startTime: z.string(),
      endTime: z.string(),
      title: z.string(),
      host: z.string(),
      description: z.string(),
      items: z.array(
        z.object({
          id: z.number().int(),
          startTime: z.string(),
          endTime: z.string(),
          title: z.string(),
          guestIds: z.array(z.number().int()),
        }),
      ),
    }),
  ),
  guests: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      title: z.string(),
      organization: z.string(),
      photo: z.string(),
      introduction: z.string(),
    }),
  ),
  notices: z.array(
    z.object({ id: z.number().int(), title: z.string(), content: z.string(), gmtCreate: z.string() }),
  ),
  accessories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TProgramme = z.infer<typeof ZProgramme>;

/** How long before a session its attendees are reminded, in minutes (10 min to a day). */
export const REMINDER_LEAD_MINUTES = [10, 30, 60, 120, 1440] as const;
export type TReminderLead = (typeof REMINDER_LEAD_MINUTES)[number];

export const ZReminderSave = z
  .object({
    meetingId: ZId,
    enabled: z.boolean(),
    leadMinutes: z.literal(REMINDER_LEAD_MINUTES),
    /** Every session of the meeting, or only those in sessionIds. */
    allSessions: z.boolean(),
    sessionIds: z.array(ZId).max(500).default([]),
  })
  .refine((value) => !value.enabled || value.allSessions || value.sessionIds.length > 0, {
    message: 'reminder.noSessions',
    path: ['sessionIds'],
  });
export type TReminderSave = z.infer<typeof ZReminderSave>;
export const ZReminder = z.object({
  enabled: z.boolean(),
  leadMinutes: z.literal(REMINDER_LEAD_MINUTES),
  allSessions: z.boolean(),
  sessionIds: z.array(z.number().int()),
});
export type TReminder = z.infer<typeof ZReminder>;
