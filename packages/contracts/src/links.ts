import { z } from 'zod';
import { ZId } from './fields.ts';
import { ZUnsubscribe } from './mail.ts';
import { ZMeetingPublic } from './meeting.ts';
import { ZProgramme } from './meeting-programme.ts';
import { ZMeetingPageDecor } from './meeting-site.ts';
import { ZLiveEntry } from './live.ts';
import { ZCertificateLook } from './onsite-certificate.ts';
import { ZMobile, ZUserCard } from './user.ts';
import { ZBadgePrintQuery } from './onsite-badge.ts';
import { ZDoorQrQuery } from './onsite.ts';

/**
 * The GET links of the API: downloads a browser follows, images, and the company suggestions. Their
 * input is the query string (or a path segment), so they live beside `calls`, not in it. The server
 * registers each from this table and the web builds every address with `linkTo` (link-to.ts), so
 * neither side writes one by hand.
 */
const ZMeetingQuery = z.object({ meetingId: ZId });
const ZIdQuery = z.object({ id: ZId });
const ZUnitName = z.object({ name: z.string().trim().min(1).max(100) });

/** What the link answers: a file to save, an image to show, the usual JSON envelope, or a redirect to a page. */
type TLinkAnswer = 'xlsx' | 'ics' | 'file' | 'png' | 'pdf' | 'json' | 'page';
const link = <Q extends z.ZodObject, R extends z.ZodType = z.ZodNull>(
  query: Q,
  answer: TLinkAnswer,
  response?: R,
) => ({ query, answer, response: (response ?? z.null()) as R });

export const links = {
  // Who watched a meeting's lives, or one venue's (placeId), as on /account/count/meetingWatching.
  '/meeting/auth/meeting/live/sum/detail/export': link(
    ZMeetingQuery.extend({ placeId: ZId.optional() }),
    'xlsx',
  ),
  '/meeting/auth/meeting/registration/export/my/live': link(z.object({}), 'xlsx'),
  '/meeting/auth/meeting/register/export': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/register/export/custom': link(
    ZMeetingQuery.extend({ columns: z.string().max(2000) }),
    'xlsx',
  ),
  '/meeting/auth/meeting/register/import/template': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/invite/code/export': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/invoice/export': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/breastpiece/pdf': link(ZBadgePrintQuery, 'pdf'),
  // The door QR attendees scan to check themselves in (SPEC qrcode?meetingId=).
  '/meeting/auth/meeting/register/qrcode': link(ZDoorQrQuery, 'png'),
  '/meeting/auth/meeting/user/seat/info/export': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/certificate/template/export': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/certificate/record/export': link(ZMeetingQuery, 'xlsx'),
  // One certificate (its owner or the organiser), or all of a meeting's (the organiser).
  '/meeting/auth/certificate/record/pdf': link(ZIdQuery, 'pdf'),
  '/meeting/auth/meeting/certificate/record/pdf': link(ZMeetingQuery, 'pdf'),
  // A paper's attachments, or every paper's (filtered as the list is), as one zip; the list as xlsx.
  '/meeting/auth/meeting/manuscript/record/download': link(
    z.object({ meetingId: ZId, id: ZId.optional() }),
    'file',
  ),
  '/meeting/auth/meeting/manuscript/record/export': link(ZMeetingQuery, 'xlsx'),
  '/meeting/api/meeting/session/export': link(ZMeetingQuery, 'ics'),
  '/meeting/auth/meeting/session/export/catalogue': link(ZMeetingQuery, 'xlsx'),
  '/meeting/auth/meeting/session/export/reminder': link(ZMeetingQuery, 'xlsx'),
  '/meeting/api/meeting/accessory/download': link(ZIdQuery, 'file'),
  '/meeting/api/meeting/share/qrcode': link(ZIdQuery, 'png'),
  // A referral code's registration link as a QR (/account/recommend, /account/channel); codes are shared, not secret.
  '/system/api/website/referral/qrcode': link(
    z.object({ referralCode: z.string().trim().min(1).max(16) }),
    'png',
  ),
  // The unsubscribe address of mails sent before the page existed (and of List-Unsubscribe, whose
  // one-click POST goes to the call of the same path): opened, it leads to the page, changing nothing.
  '/meeting/api/email/unsubscribe': link(ZUnsubscribe, 'page'),
  // SPEC 7 names these with the company name as the last path segment.
  '/meeting/api/unit/info/search/:name': link(ZUnitName, 'json', z.array(z.string())),
  '/meeting/api/unit/info/save/:name': link(ZUnitName, 'json'),

  // SPEC 7's public reads of one meeting (the h5 site and other clients), each a part of what the
  // meeting page shows, visible as the meeting is.
  '/meeting/api/meeting/info/meeting/:id': link(ZIdQuery, 'json', ZMeetingPublic),
  '/meeting/api/meeting/date/list/meeting': link(ZMeetingQuery, 'json', ZProgramme.shape.dates),
  '/meeting/api/meeting/place/list/meeting': link(ZMeetingQuery, 'json', ZProgramme.shape.places),
  '/meeting/api/meeting/address/list/meeting': link(
    ZMeetingQuery,
    'json',
    z.array(z.object({ address: z.string(), places: z.array(z.string()) })),
  ),
  '/meeting/api/meeting/notice/list/meeting': link(ZMeetingQuery, 'json', ZProgramme.shape.notices),
  '/meeting/api/meeting/bottom/text/setting/getByMeetingId': link(
    ZMeetingQuery,
    'json',
    ZMeetingPageDecor.shape.bottomText,
  ),
  '/meeting/api/meeting/background/music/mapping/meetingId': link(
    ZMeetingQuery,
    'json',
    ZMeetingPageDecor.shape.music,
  ),
  // Whether the caller may enter a session's own live (id: the session), and the look of a meeting's
  // certificates (null when it gives none): decision 046.
  '/meeting/api/meeting/session/schedule/live/login': link(ZIdQuery, 'json', ZLiveEntry),
  '/meeting/api/meeting/certificate/record/template': link(
    ZMeetingQuery,
    'json',
    ZCertificateLook.nullable(),
  ),
  // A class's results for one exam (students and questions), and the students import's template.
  '/exam/auth/grade/result/export': link(z.object({ gradeId: ZId, examId: ZId }), 'xlsx'),
  '/exam/auth/grade/student/import/template': link(z.object({}), 'xlsx'),
  // The question bank's import template (SPEC subject).
  '/exam/auth/subject/import/template': link(z.object({}), 'xlsx'),
  // Organisers look a person up by mobile (to add a guest or a member): public fields only.
  '/user/auth/user/ext/by/mobile': link(z.object({ mobile: ZMobile }), 'json', ZUserCard),
} as const;

export type TLinkPath = keyof typeof links;
export type TLinkQuery<P extends TLinkPath> = z.input<(typeof links)[P]['query']>;
export type TLinkResponse<P extends TLinkPath> = z.infer<(typeof links)[P]['response']>;

/** Uploads are multipart POSTs; their address comes from here too. */
export const uploads = {
  '/meeting/auth/meeting/register/import': ZMeetingQuery,
  '/meeting/auth/meeting/user/seat/info/import': ZMeetingQuery,
  '/meeting/auth/meeting/certificate/record/import': ZMeetingQuery,
  '/exam/auth/grade/student/import': z.object({ gradeId: ZId }),
  '/exam/auth/subject/import': z.object({ orgId: ZId.optional() }),
} as const;
export type TUploadPath = keyof typeof uploads;
export type TUploadQuery<P extends TUploadPath> = z.input<(typeof uploads)[P]>;
