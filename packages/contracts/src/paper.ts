import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZTime, optionalText, text } from './fields.ts';
import { ZMobile } from './user.ts';

/**
 * Papers (SPEC "paper submission (submissions, settings)", manuscript type and record): a meeting's
 * call for papers, the authors' submissions with attachments, blind review by invited reviewers and
 * the organiser's decision.
 */

/** What a paper's attachments may be, by extension; the upload checks the bytes as a document. */
export const PAPER_FILE_KINDS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'zip'] as const;
export type TPaperFileKind = (typeof PAPER_FILE_KINDS)[number];

export const PAPER_STATUSES = ['submitted', 'withdrawn', 'accepted', 'rejected'] as const;
export type TPaperStatus = (typeof PAPER_STATUSES)[number];

/** Where the call stands now, by the server's clock. */
export const CALL_STATES = ['closed', 'notOpen', 'open', 'ended'] as const;
export type TCallState = (typeof CALL_STATES)[number];

/** Scores run 1 (reject) to 10 (must accept), as conference review forms do. */
export const SCORE_MAX = 10;

export const ZPaperSettingsEdit = z
  .object({
    meetingId: ZId,
    /** Whether the meeting takes papers at all; the submit tab shows only when it does. */
    isOpen: z.boolean(),
    opensAt: z.union([z.literal(''), ZTime]).default(''),
    closesAt: ZTime,
    needsSignUp: z.boolean().default(false),
    abstractWordLimit: z.number().int().min(50, 'field.invalid').max(5000, 'field.invalid').default(500),
    keywordsMax: z.number().int().min(0, 'field.invalid').max(10, 'field.invalid').default(5),
    topics: z.array(text(40)).max(30, 'field.tooLong').default([]),
    fileKinds: z.array(z.enum(PAPER_FILE_KINDS)).min(1, 'field.required').default(['pdf', 'doc', 'docx']),
    fileMaxMb: z.number().int().min(1, 'field.invalid').max(100, 'field.invalid').default(20),
    filesMax: z.number().int().min(0, 'field.invalid').max(10, 'field.invalid').default(3),
    filesRequired: z.boolean().default(true),
    /** Reviewers see neither the authors nor each other's scores. */
    blindReview: z.boolean().default(true),
    guide: optionalText(5000),
    guideEn: optionalText(5000),
  })
  .refine((s) => !s.opensAt || s.opensAt < s.closesAt, { message: 'paper.window', path: ['closesAt'] })
  .refine((s) => !s.filesRequired || s.filesMax > 0, { message: 'paper.filesRequired', path: ['filesMax'] });
export type TPaperSettingsEdit = z.infer<typeof ZPaperSettingsEdit>;
export const ZPaperSettings = z.object({
  meetingId: z.number().int(),
  isOpen: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  needsSignUp: z.boolean(),
  abstractWordLimit: z.number().int(),
  keywordsMax: z.number().int(),
  topics: z.array(z.string()),
  fileKinds: z.array(z.enum(PAPER_FILE_KINDS)),
  fileMaxMb: z.number().int(),
  filesMax: z.number().int(),
  filesRequired: z.boolean(),
  blindReview: z.boolean(),
  guide: z.string(),
  guideEn: z.string(),
});
export type TPaperSettings = z.infer<typeof ZPaperSettings>;

export const ZPaperType = z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() });
export type TPaperType = z.infer<typeof ZPaperType>;
export const ZPaperTypeSave = z.object({ meetingId: ZId, name: text(30), nameEn: optionalText(60) });
export const ZPaperTypeEdit = z.object({ id: ZId, name: text(30), nameEn: optionalText(60) });

/** The call as an author sees it on the meeting page's submit tab. */
export const ZPaperCall = ZPaperSettings.omit({ blindReview: true }).extend({
  state: z.enum(CALL_STATES),
  types: z.array(ZPaperType),
});
export type TPaperCall = z.infer<typeof ZPaperCall>;

export const ZPaperAuthor = z.object({
  name: text(32),
  unit: optionalText(100),
  email: z.union([z.literal(''), z.email('field.invalid').max(100, 'field.tooLong')]).default(''),
  corresponding: z.boolean().default(false),
});
export type TPaperAuthor = z.infer<typeof ZPaperAuthor>;

export const ZPaperFile = z.object({ url: z.string(), fileName: z.string(), size: z.number().int() });
export type TPaperFile = z.infer<typeof ZPaperFile>;

/** Submitting (no id) or editing one's own paper (id) until the call closes or a decision is made. */
export const ZPaperSubmit = z.object({
  meetingId: ZId,
  id: ZId.optional(),
  typeId: ZId,
  title: text(200),
  authors: z
    .array(ZPaperAuthor)
    .min(1, 'paper.authorsRequired')
    .max(30, 'field.tooLong')
    .refine((authors) => authors.filter((a) => a.corresponding).length === 1, 'paper.oneCorresponding'),
  abstract: text(20000),
  keywords: z.array(text(30)).max(10, 'field.tooLong').default([]),
  topic: optionalText(40),
  /** Files uploaded first through upload/api/get (category document), named by their URL. */
  files: z.array(z.string().max(400)).max(10, 'field.tooLong').default([]),
  /** Besides the site message, how the author wants to hear the decision. */
  notifyEmail: z.boolean().default(true),
  notifySms: z.boolean().default(false),
});
export type TPaperSubmit = z.infer<typeof ZPaperSubmit>;

const paperCore = {
  id: z.number().int(),
  meetingId: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  title: z.string(),
  abstract: z.string(),
  keywords: z.array(z.string()),
  topic: z.string(),
  files: z.array(ZPaperFile),
  status: z.enum(PAPER_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
};

/** An author's own paper (/account/paper): whether they may still change it, and the decision. */
export const ZMyPaper = z.object({
  ...paperCore,
  meetingName: z.string(),
  authors: z.array(ZPaperAuthor),
  notifyEmail: z.boolean(),
  notifySms: z.boolean(),
  editable: z.boolean(),
  decisionNote: z.string(),
});
export type TMyPaper = z.infer<typeof ZMyPaper>;

export const ZPaperReview = z.object({
  reviewerName: z.string(),
  reviewerMobile: z.string(),
  score: z.number().int().nullable(),
  comment: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TPaperReview = z.infer<typeof ZPaperReview>;

/** A row of the organiser's list, with the reviews so far. */
export const ZPaperRecord = z.object({
  ...paperCore,
  authors: z.array(ZPaperAuthor),
  submitterMobile: z.string(),
  reviews: z.array(ZPaperReview),
  averageScore: z.number().nullable(),
  decisionNote: z.string(),
});
export type TPaperRecord = z.infer<typeof ZPaperRecord>;

export const ZPaperListRequest = ZPageRequest.extend({
  meetingId: ZId,
  typeId: ZId.optional(),
  status: z.enum(PAPER_STATUSES).optional(),
  topic: z.string().trim().max(40, 'field.tooLong').optional(),
  keyword: z.string().trim().max(50, 'field.tooLong').default(''),
});
export type TPaperListRequest = z.infer<typeof ZPaperListRequest>;
export const ZPaperPage = pageOf(ZPaperRecord);

export const ZPaperIds = z.object({
  meetingId: ZId,
  ids: z.array(ZId).min(1, 'field.required').max(1000, 'field.tooLong'),
});
export const ZPaperDecide = ZPaperIds.extend({
  decision: z.enum(['accepted', 'rejected']),
  note: optionalText(1000),
});
export type TPaperDecide = z.infer<typeof ZPaperDecide>;

/** The meeting's reviewers, known by mobile: an account with that mobile reviews as them. */
export const ZReviewer = z.object({
  mobile: z.string(),
  name: z.string(),
  hasAccount: z.boolean(),
  assigned: z.number().int(),
  reviewed: z.number().int(),
});
export type TReviewer = z.infer<typeof ZReviewer>;
export const ZReviewerSave = z.object({ meetingId: ZId, mobile: ZMobile, name: text(32) });
export const ZReviewerDelete = z.object({ meetingId: ZId, mobile: ZMobile });
export const ZReviewAssign = ZPaperIds.extend({
  mobiles: z.array(ZMobile).min(1, 'field.required').max(20, 'field.tooLong'),
});

/** A paper as its reviewer sees it: with blind review, no authors and no one else's score. */
export const ZPaperToReview = z.object({
  ...paperCore,
  meetingName: z.string(),
  authors: z.array(ZPaperAuthor),
  score: z.number().int().nullable(),
  comment: z.string(),
  /** Reviews close with the decision. */
  open: z.boolean(),
});
export type TPaperToReview = z.infer<typeof ZPaperToReview>;
export const ZReviewSave = z.object({
  paperId: ZId,
  score: z.number().int().min(1, 'paper.score').max(SCORE_MAX, 'paper.score'),
  comment: text(5000),
});
