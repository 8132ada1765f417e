import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZSort, ZTime, keyword, optionalText, text } from './fields.ts';
import { ZFileUrl } from './organization.ts';

/**
 * Courses (SPEC /account/vod|live|library|resource add and period, /view, /list): an owner's course
 * with chapters and periods; a video period plays the HLS renditions the server made of an upload.
 */

/** On demand (vod), live, document library, resource: the SPEC's four course centres. */
export const COURSE_KINDS = ['vod', 'live', 'library', 'resource'] as const;
export type TCourseKind = (typeof COURSE_KINDS)[number];

/** A course's public page: SPEC /view/:id on demand, /library/view/:id, /live/detail/:id, /resource/detail/:id. */
export const coursePagePath = (kind: TCourseKind, id: number) =>
  kind === 'library'
    ? `/library/view/${id}`
    : kind === 'live'
      ? `/live/detail/${id}`
      : kind === 'resource'
        ? `/resource/detail/${id}`
        : `/view/${id}`;

export const COURSE_STATUSES = ['draft', 'reviewing', 'listed', 'rejected', 'offline'] as const;
export type TCourseStatus = (typeof COURSE_STATUSES)[number];

/** A period plays a video, shows a document, goes on air, hands out a file (resource), or sets exercises. */
export const PERIOD_KINDS = ['video', 'document', 'live', 'file', 'praxis'] as const;
export type TPeriodKind = (typeof PERIOD_KINDS)[number];
/** The periods a student finishes (watching, reading, downloading, passing the exercise), which progress counts. */
export const STUDYABLE_PERIOD_KINDS: TPeriodKind[] = ['video', 'document', 'live', 'file', 'praxis'];

export const VIDEO_STATUSES = ['uploading', 'queued', 'transcoding', 'ready', 'failed'] as const;
export type TVideoStatus = (typeof VIDEO_STATUSES)[number];

/** One HLS rendition the server made: its picture height and the bit rate it was encoded at. */
export interface TVideoRendition {
  height: number;
  bitrateKbps: number;
}

/** A price in fen: up to ¥100,000. */
const ZPriceFen = z.number().int('field.invalid').min(0, 'field.invalid').max(10_000_000, 'field.invalid');

/** The fields an owner writes; the form takes its limits from here. */
export const ZCourseFields = z.object({
  kind: z.enum(COURSE_KINDS),
  courseName: text(100),
  courseNameEn: optionalText(200),
  cover: z.union([z.literal(''), ZFileUrl]).default(''),
  introduction: optionalRichText(50000),
  introductionEn: optionalRichText(50000),
  isFree: z.boolean().default(true),
  priceFen: ZPriceFen.default(0),
  /** The list price shown struck through beside a lower price (SPEC /sale); 0 for none. */
  originalPriceFen: ZPriceFen.default(0),
  /** VIP members study it without buying it (SPEC /vip). */
  vipFree: z.boolean().default(false),
  /** One of the platform's course categories, or none. */
  categoryId: ZId.nullable().default(null),
});

/** A paid course has a price; a free one costs nothing. */
const pricedWhenPaid = (course: { isFree: boolean; priceFen: number }) =>
  course.isFree || course.priceFen > 0;
const priceMessage = { message: 'course.priceRequired', path: ['priceFen'] };
/** A list price is higher than the price it is struck through beside. */
const discountedBelowOriginal = (course: { isFree: boolean; priceFen: number; originalPriceFen: number }) =>
  course.isFree || course.originalPriceFen === 0 || course.originalPriceFen > course.priceFen;
const originalPriceMessage = { message: 'course.originalPriceTooLow', path: ['originalPriceFen'] };

export const ZCourseSaveRequest = ZCourseFields.extend({
  /** The institution it belongs to, for institution members; left out for a lecturer's own course. */
  orgId: ZId.optional(),
})
  .refine(pricedWhenPaid, priceMessage)
  .refine(discountedBelowOriginal, originalPriceMessage);
export type TCourseSaveRequest = z.infer<typeof ZCourseSaveRequest>;
export const ZCourseUpdateRequest = ZCourseFields.omit({ kind: true })
  .extend({ id: ZId })
  .refine(pricedWhenPaid, priceMessage)
  .refine(discountedBelowOriginal, originalPriceMessage);
export type TCourseUpdateRequest = z.infer<typeof ZCourseUpdateRequest>;

export const ZCourseIdRequest = z.object({ id: ZId });
export const ZCourseManageListRequest = ZPageRequest.extend({
  kind: z.enum(COURSE_KINDS),
  keyword: keyword(50),
  status: z.enum(COURSE_STATUSES).optional(),
});

export const ZVideo = z.object({
  id: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(VIDEO_STATUSES),
  progress: z.number().int(),
  durationSeconds: z.number().int(),
  renditions: z.array(z.object({ height: z.number().int(), bitrateKbps: z.number().int() })),
  /** The first frame worth showing, once transcoded. */
  poster: z.string(),
  /** ffmpeg's reason when transcoding failed. */
  error: z.string(),
  /** The master playlist under a signed grant, for those who may play it; '' otherwise or not ready. */
  hlsUrl: z.string(),
});
export type TVideo = z.infer<typeof ZVideo>;

/** An uploaded PDF a document period shows, page by page. */
export const ZDocument = z.object({
  id: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** A file a resource period hands out. */
export const ZCourseFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export type TCourseFile = z.infer<typeof ZCourseFile>;

export const ZPeriod = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(PERIOD_KINDS),
  isFree: z.boolean(),
  video: ZVideo.nullable(),
  document: ZDocument.nullable(),
  file: ZCourseFile.nullable(),
  /** The document's first pages anyone may read before buying. */
  previewPages: z.number().int(),
  /** A live period's scheduled start and length; its video is the replay. */
  liveStartsAt: z.string().nullable(),
  liveMinutes: z.number().int(),
  /** An exercise period's paper. */
  paperId: z.number().int().nullable(),
});
export type TPeriod = z.infer<typeof ZPeriod>;

export const ZChapter = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  periods: z.array(ZPeriod),
});
export type TChapter = z.infer<typeof ZChapter>;

export const ZCourse = ZCourseFields.extend({
  id: z.number().int(),
  orgId: z.number().int().nullable(),
  status: z.enum(COURSE_STATUSES),
  reviewNote: z.string(),
  gmtCreate: z.string(),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCoursePage = pageOf(ZCourse);

/** A course with its chapters and periods in order, as its manager edits it. */
export const ZCourseOutline = ZCourse.extend({ chapters: z.array(ZChapter) });
export type TCourseOutline = z.infer<typeof ZCourseOutline>;

export const ZChapterSaveRequest = z.object({
  courseId: ZId,
  /** Left out to add a chapter at the end. */
  id: ZId.optional(),
  title: text(100),
  titleEn: optionalText(200),
  sort: ZSort.optional(),
});
export const ZChapterDeleteRequest = z.object({ courseId: ZId, id: ZId });

export const ZPeriodSaveRequest = z.object({
  courseId: ZId,
  chapterId: ZId,
  id: ZId.optional(),
  title: text(100),
  titleEn: optionalText(200),
  kind: z.enum(PERIOD_KINDS),
  isFree: z.boolean().default(false),
  sort: ZSort.optional(),
  /** The uploaded video a video period plays; one of the caller's own uploads. */
  videoId: ZId.optional(),
  /** The uploaded PDF a document period shows; one of the caller's own uploads. */
  documentId: ZId.optional(),
  /** The uploaded file a resource period hands out; one of the caller's own uploads. */
  fileId: ZId.optional(),
  /** The fixed paper an exercise period asks, of the course owner's question bank. */
  paperId: ZId.optional(),
  /** How many first pages of the document visitors may read before buying (no more than it has). */
  previewPages: z
    .number()
    .int('field.invalid')
    .min(0, 'field.invalid')
    .max(10_000, 'field.invalid')
    .default(0),
  /** When a live period goes on air, and for how many minutes (told to students beforehand). */
  liveStartsAt: ZTime.optional(),
  liveMinutes: z.number().int('field.invalid').min(1, 'field.invalid').max(720, 'field.invalid').default(60),
});
export type TPeriodSaveRequest = z.infer<typeof ZPeriodSaveRequest>;
export const ZPeriodDeleteRequest = z.object({ courseId: ZId, id: ZId });

export const ZVideoIdRequest = z.object({ id: ZId });

/**
 * A live period's channel as its lecturer sees it (SPEC /account/live/period): where and with what
 * to push, and whether it is on air now.
 */
export const ZCourseLiveChannel = z.object({
  periodId: z.number().int(),
  /** '' while the platform's RTMP ingest is off. */
  pushUrl: z.string(),
  streamKey: z.string(),
  status: z.enum(['live', 'reconnecting', 'idle']),
  /** Whether a live is recorded into the period's replay (ffmpeg is there to make it). */
  recorded: z.boolean(),
});
export type TCourseLiveChannel = z.infer<typeof ZCourseLiveChannel>;
export const ZPeriodIdRequest = z.object({ periodId: ZId });
