import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, keyword, optionalText } from './fields.ts';
import { COURSE_KINDS, COURSE_STATUSES, PERIOD_KINDS, ZCourse } from './course.ts';
import { ZOrderStatus, ZPayProvider, ZPayStart } from './sign-up.ts';

/**
 * Courses as visitors and students meet them (SPEC /list, /view/:id, /account/course): the listed
 * catalogue, a course's outline with what the caller may play, buying, studying with progress,
 * and the review that lists a course (/account/vod/check and the platform's audit).
 */

/** A course in a list: enough to choose it. */
export const ZCourseCard = z.object({
  id: z.number().int(),
  kind: z.enum(COURSE_KINDS),
  courseName: z.string(),
  courseNameEn: z.string(),
  cover: z.string(),
  isFree: z.boolean(),
  priceFen: z.number().int(),
  /** The list price struck through beside a lower price; 0 for none. */
  originalPriceFen: z.number().int(),
  /** VIP members study it without buying it. */
  vipFree: z.boolean(),
  /** The lecturer named on the course (its creator unless another is named). */
  teacherName: z.string(),
  /** The institution it belongs to; '' for a lecturer's own. */
  orgName: z.string(),
  periodCount: z.number().int(),
  studentCount: z.number().int(),
  /** A live course: the start of the lesson on air now or next, and whether one is on air; null when none is ahead. */
  nextLiveAt: z.string().nullable(),
  onAir: z.boolean(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;
export const ZCourseCardPage = pageOf(ZCourseCard);

/** A kind of course, or `all` of them (a lecturer's page, an institution's home), newest listed first. */
export const COURSE_LIST_KINDS = [...COURSE_KINDS, 'all'] as const;
export type TCourseListKind = (typeof COURSE_LIST_KINDS)[number];

export const ZCourseListRequest = ZPageRequest.extend({
  kind: z.enum(COURSE_LIST_KINDS).default('vod'),
  keyword: keyword(50),
  /** free, paid; vip: in the VIP plan; sale: paid courses below their list price, the deepest cut first. */
  price: z.enum(['free', 'paid', 'vip', 'sale']).optional(),
  /** A lecturer's courses (their page), or an institution's (its site's course centre). */
  teacherId: ZId.optional(),
  orgId: ZId.optional(),
  categoryId: ZId.optional(),
});

/** A course category with how many listed courses (of a kind, of an institution when asked) it holds. */
export const ZCourseCategory = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  courseCount: z.number().int(),
});
export type TCourseCategory = z.infer<typeof ZCourseCategory>;
/** SPEC's class list (courseCategoryList): every category, or those an institution's listed courses use. */
export const ZCourseCategoryListRequest = z.object({
  kind: z.enum(COURSE_KINDS).optional(),
  orgId: ZId.optional(),
});

/** A period as a visitor sees it: trial periods play for anyone, the rest for students. */
export const ZCatalogPeriod = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(PERIOD_KINDS),
  isFree: z.boolean(),
  durationSeconds: z.number().int(),
  /** A document's pages, and how many of them the caller may read now. */
  pageCount: z.number().int(),
  readablePages: z.number().int(),
  /** Whether the caller may play (or read) it now. */
  playable: z.boolean(),
  /** The caller's place in it (seconds) and whether they finished it. */
  positionSeconds: z.number().int(),
  done: z.boolean(),
  /**
   * A live period: when it goes on air and for how long, and where it is now — scheduled, on air,
   * ended (its replay being made, or none), or its replay ready (it then plays as a video).
   */
  liveStartsAt: z.string().nullable(),
  liveMinutes: z.number().int(),
  liveState: z.enum(['scheduled', 'live', 'ended', 'replay']).nullable(),
  /** A resource period's file: its name and size (downloaded through period/download). */
  file: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
});
export type TCatalogPeriod = z.infer<typeof ZCatalogPeriod>;

export const ZCourseDetail = ZCourseCard.extend({
  introduction: z.string(),
  introductionEn: z.string(),
  status: z.enum(COURSE_STATUSES),
  chapters: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      titleEn: z.string(),
      periods: z.array(ZCatalogPeriod),
    }),
  ),
  /** The caller may study every period (bought, enrolled free, or manages it). */
  enrolled: z.boolean(),
  canManage: z.boolean(),
  /** Share of periods the caller finished, 0–100. */
  progress: z.number().int(),
  /** The period to resume: the last studied, else the first. */
  resumePeriodId: z.number().int().nullable(),
  payProviders: z.array(ZPayProvider),
  /** The caller is a VIP member now, so a course in the plan is theirs to study without buying. */
  vipActive: z.boolean(),
  /** The caller keeps it among their favourites. */
  collected: z.boolean(),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZPeriodPlayRequest = z.object({ periodId: ZId });
/** A live period's play URL; an anonymous viewer of a trial period names the id their first URL carried. */
export const ZPeriodLiveUrlRequest = ZPeriodPlayRequest.extend({
  viewer: z
    .string()
    .regex(/^a[\w-]{8}$/)
    .optional(),
});
export const ZPeriodPlay = z.object({
  periodId: z.number().int(),
  /** The master playlist under a signed, expiring grant. */
  hlsUrl: z.string(),
  poster: z.string(),
  durationSeconds: z.number().int(),
  /** Where the caller stopped last time (0 for visitors and the first time). */
  positionSeconds: z.number().int(),
});
export type TPeriodPlay = z.infer<typeof ZPeriodPlay>;

/** A resource period's file under a signed link that lasts an hour. */
export const ZPeriodDownload = z.object({
  periodId: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type TPeriodDownload = z.infer<typeof ZPeriodDownload>;

/** A document period as the reader gets it: its pages, how many of them are open to the caller. */
export const ZPeriodRead = z.object({
  periodId: z.number().int(),
  pageCount: z.number().int(),
  /** All pages for students and trial periods, the free first pages for the rest. */
  readablePages: z.number().int(),
  /** A PDF of exactly those pages under a signed, expiring grant. */
  pdfUrl: z.string(),
  /** The page the caller was on last time (1 the first time). */
  page: z.number().int(),
});
export type TPeriodRead = z.infer<typeof ZPeriodRead>;

/** The reader's page, sent as the student turns pages; reading in order to the last page finishes it. */
export const ZStudyReadRequest = z.object({
  periodId: ZId,
  page: z.number().int('field.invalid').min(1, 'field.invalid').max(100_000, 'field.invalid'),
});

export const ZCourseIdOnlyRequest = z.object({ courseId: ZId });

export const ZCourseBuyRequest = z.object({ courseId: ZId, provider: ZPayProvider });
export const ZCourseOrder = z.object({
  orderNo: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  payableFen: z.number().int(),
  status: ZOrderStatus,
  gmtCreate: z.string(),
});
export type TCourseOrder = z.infer<typeof ZCourseOrder>;
export const ZCourseBuy = z.object({ order: ZCourseOrder, start: ZPayStart });
export const ZCourseOrderNoRequest = z.object({ orderNo: z.string().regex(/^C\d{20}$/, 'field.invalid') });

/** One player's report, sent every few seconds while playing and on pause or leaving. */
export const ZStudyReportRequest = z.object({
  periodId: ZId,
  positionSeconds: z.number().int('field.invalid').min(0, 'field.invalid').max(86_400, 'field.invalid'),
  /** Seconds actually played since the last report; the server credits no more than the clock allows. */
  watchedSeconds: z.number().int('field.invalid').min(0, 'field.invalid').max(600, 'field.invalid'),
});
export const ZStudyReport = z.object({
  positionSeconds: z.number().int(),
  watchedSeconds: z.number().int(),
  done: z.boolean(),
  /** The course's progress after this report, 0–100. */
  progress: z.number().int(),
});
export type TStudyReport = z.infer<typeof ZStudyReport>;

/** A course in "my courses": where the student is in it. */
export const ZMyCourse = ZCourseCard.extend({
  progress: z.number().int(),
  doneCount: z.number().int(),
  studiedAt: z.string().nullable(),
  enrolledAt: z.string(),
});
export type TMyCourse = z.infer<typeof ZMyCourse>;
export const ZMyCoursePage = pageOf(ZMyCourse);

/** One period a person studied (SPEC /account/study): where they are in it, the latest first. */
export const ZStudyRecord = z.object({
  courseId: z.number().int(),
  courseKind: z.enum(COURSE_KINDS),
  courseName: z.string(),
  courseNameEn: z.string(),
  periodId: z.number().int(),
  periodTitle: z.string(),
  periodTitleEn: z.string(),
  periodKind: z.enum(PERIOD_KINDS),
  /** A video's place in seconds and its length; a document's page and its pages. */
  position: z.number().int(),
  length: z.number().int(),
  done: z.boolean(),
  gmtStudied: z.string(),
});
export type TStudyRecord = z.infer<typeof ZStudyRecord>;
export const ZStudyRecordPage = pageOf(ZStudyRecord);

/** The platform's audit: a course sent for review, with who made it. */
export const ZCourseForReview = ZCourse.extend({
  teacherName: z.string(),
  orgName: z.string(),
  periodCount: z.number().int(),
});
export const ZCourseForReviewPage = pageOf(ZCourseForReview);
export const ZCourseReviewListRequest = ZPageRequest.extend({
  status: z.enum(COURSE_STATUSES).default('reviewing'),
  keyword: keyword(50),
});
/** Approving lists the course; rejecting sends it back with the reason its owner reads. */
export const ZCourseAuditRequest = z
  .object({ id: ZId, approve: z.boolean(), note: optionalText(200) })
  .refine((audit) => audit.approve || audit.note !== '', {
    message: 'course.rejectNoteRequired',
    path: ['note'],
  });
