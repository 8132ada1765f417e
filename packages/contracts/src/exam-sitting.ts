import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZTime, keyword, optionalText, text } from './fields.ts';
import { QUESTION_KINDS, ZScore } from './exam-bank.ts';

/**
 * Exams and their attempts (SPEC /exam, /exam/view, /exam/exam, /exam/result, /account/exams/add,
 * examAdmin, myExam): a paper offered in a window with a time limit and a number of attempts; each
 * answer saved as it is given, the clock kept by the server, objective questions marked at submit and
 * short answers by a person.
 */

/** Who may sit it: anyone signed in, the confirmed attendees of one meeting, or the students of the classes it is set for. */
export const EXAM_AUDIENCES = ['public', 'meeting', 'grade'] as const;
export type TExamAudience = (typeof EXAM_AUDIENCES)[number];
/** Results (scores, right answers, explanations) shown as soon as it is submitted, or after marking. */
export const RESULT_TIMINGS = ['submit', 'review'] as const;
/** SPEC's exam states: an attempt in progress, waiting for a marker, marked. */
export const ATTEMPT_STATES = ['answering', 'reviewing', 'reviewed'] as const;
export type TAttemptState = (typeof ATTEMPT_STATES)[number];
/** Where an exam stands by the clock: not started, open, over. */
export const EXAM_PHASES = ['upcoming', 'open', 'closed'] as const;
export type TExamPhase = (typeof EXAM_PHASES)[number];
/** The longest time limit: a day. */
export const EXAM_MAX_MINUTES = 1440;

const ZMinutes = z
  .number()
  .int('field.invalid')
  .min(0, 'field.invalid')
  .max(EXAM_MAX_MINUTES, 'field.invalid');
const ZAttemptsAllowed = z.number().int('field.invalid').min(1, 'field.invalid').max(20, 'field.invalid');

export const ZExamSave = z
  .object({
    id: ZId.optional(),
    orgId: ZId.optional(),
    paperId: ZId,
    examName: text(100),
    introduction: optionalText(5000),
    opensAt: ZTime,
    closesAt: ZTime,
    /** 0: no limit but the window's close. */
    minutes: ZMinutes,
    attempts: ZAttemptsAllowed.default(1),
    audience: z.enum(EXAM_AUDIENCES).default('public'),
    meetingId: ZId.nullable().default(null),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    showResult: z.enum(RESULT_TIMINGS).default('submit'),
    isPublished: z.boolean().default(false),
  })
  .refine((e) => Date.parse(e.closesAt) > Date.parse(e.opensAt), {
    message: 'meeting.endBeforeStart',
    path: ['closesAt'],
  })
  .refine((e) => e.audience !== 'meeting' || e.meetingId !== null, {
    message: 'exam.meetingRequired',
    path: ['meetingId'],
  });
export type TExamSave = z.input<typeof ZExamSave>;

const ZExamSettings = z.object({
  id: z.number().int(),
  orgId: z.number().int().nullable(),
  paperId: z.number().int(),
  examName: z.string(),
  introduction: z.string(),
  opensAt: ZTime,
  closesAt: ZTime,
  minutes: z.number().int(),
  attempts: z.number().int(),
  audience: z.enum(EXAM_AUDIENCES),
  meetingId: z.number().int().nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  showResult: z.enum(RESULT_TIMINGS),
  isPublished: z.boolean(),
});
/** What the owner sees: the settings with the paper's totals and how the sittings stand. */
export const ZExamManaged = ZExamSettings.extend({
  paperName: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
  reviewingCount: z.number().int(),
});
export type TExamManaged = z.infer<typeof ZExamManaged>;
export const ZExamManagedPage = pageOf(ZExamManaged);
export const ZExamManageListRequest = ZPageRequest.extend({
  keyword: keyword(50),
  meetingId: ZId.optional(),
});

/** A published exam in the public list (SPEC /exam). */
export const ZExamCard = z.object({
  id: z.number().int(),
  examName: z.string(),
  opensAt: ZTime,
  closesAt: ZTime,
  minutes: z.number().int(),
  attempts: z.number().int(),
  audience: z.enum(EXAM_AUDIENCES),
  meetingId: z.number().int().nullable(),
  meetingName: z.string(),
  ownerName: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  questionCount: z.number().int(),
  phase: z.enum(EXAM_PHASES),
});
export type TExamCard = z.infer<typeof ZExamCard>;
export const ZExamCardPage = pageOf(ZExamCard);
export const ZExamListRequest = ZPageRequest.extend({
  keyword: keyword(50),
  meetingId: ZId.optional(),
  phase: z.enum(EXAM_PHASES).optional(),
});

export const ZAttemptSummary = z.object({
  id: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  number: z.number().int(),
  startedAt: ZTime,
  dueAt: ZTime.nullable(),
  submittedAt: ZTime.nullable(),
  /** Submitted by the clock with what was saved (SPEC "timed out"). */
  timedOut: z.boolean(),
  state: z.enum(ATTEMPT_STATES),
  /** The score so far: objective questions once submitted, all once reviewed; null while answering. */
  score: z.number().nullable(),
  totalScore: z.number(),
  passed: z.boolean().nullable(),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummary>;
export const ZAttemptSummaryPage = pageOf(ZAttemptSummary);

/** The caller's standing in one exam, after any make-up granted to them. */
export const ZExamMine = z.object({
  opensAt: ZTime,
  closesAt: ZTime,
  minutes: z.number().int(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  /** An attempt still being answered: opening the exam resumes it. */
  ongoingAttemptId: z.number().int().nullable(),
  /** Whether the caller has a make-up (another attempt, window or time) from the organiser. */
  hasOverride: z.boolean(),
  /** Why the caller may not start now (a message key), or null when they may. */
  refusal: z.string().nullable(),
  attempts: z.array(ZAttemptSummary),
});
export const ZExamDetail = ZExamCard.extend({
  introduction: z.string(),
  showResult: z.enum(RESULT_TIMINGS),
  /** The server's clock, so a countdown does not trust the browser's. */
  serverNow: ZTime,
  mine: ZExamMine.nullable(),
});
export type TExamDetail = z.infer<typeof ZExamDetail>;

/** A question as the candidate sees it: no answer, options in the order of their attempt. */
export interface TSheetQuestion {
  questionId: number;
  kind: (typeof QUESTION_KINDS)[number];
  score: number;
  stem: string;
  images: string[];
  options: { key: string; text: string }[];
  /** How many blanks a fill-in question has. */
  blankCount: number;
  children: TSheetQuestion[];
}
/** What every question of a sheet or a result shows. */
const sheetFields = {
  questionId: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  score: z.number(),
  stem: z.string(),
  images: z.array(z.string()),
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  blankCount: z.number().int(),
};
export const ZSheetQuestion: z.ZodType<TSheetQuestion> = z.lazy(() =>
  z.object({ ...sheetFields, children: z.array(ZSheetQuestion) }),
);

/** An answer: an option key (single), keys (multiple), one text per blank (fill), true/false, or a text (short). */
export const ZAnswerValue = z.union(
  [
    z.string().max(5000, 'field.tooLong'),
    z.array(z.string().max(200, 'field.tooLong')).max(10, 'field.invalid'),
    z.boolean(),
  ],
  'field.invalid',
);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;
export const ZSavedAnswer = z.object({ questionId: z.number().int(), answer: ZAnswerValue });

export const ZAttemptSheet = z.object({
  attempt: ZAttemptSummary,
  serverNow: ZTime,
  questions: z.array(ZSheetQuestion),
  answers: z.array(ZSavedAnswer),
});
export type TAttemptSheet = z.infer<typeof ZAttemptSheet>;

export const ZAttemptIdRequest = z.object({ attemptId: ZId });
export const ZAnswerSaveRequest = z.object({ attemptId: ZId, questionId: ZId, answer: ZAnswerValue });
export const ZAnswerSaved = z.object({ questionId: z.number().int(), savedAt: ZTime });

/** One question of a result: what was asked, answered, right, and the points and comment it got. */
export interface TResultQuestion extends TSheetQuestion {
  answer: TAnswerValue | null;
  /** The right answer: a key, keys, true/false, accepted texts per blank, or the reference answer. */
  correct: unknown;
  explanation: string;
  /** Points got; null while a person has not marked it. */
  got: number | null;
  comment: string;
  children: TResultQuestion[];
}
export const ZResultQuestion: z.ZodType<TResultQuestion> = z.lazy(() =>
  z.object({
    ...sheetFields,
    answer: ZAnswerValue.nullable(),
    correct: z.unknown(),
    explanation: z.string(),
    got: z.number().nullable(),
    comment: z.string(),
    children: z.array(ZResultQuestion),
  }),
);
export const ZAttemptResult = z.object({
  attempt: ZAttemptSummary,
  passScore: z.number(),
  candidate: z.object({ userId: z.number().int(), name: z.string(), mobile: z.string() }),
  questions: z.array(ZResultQuestion),
});
export type TAttemptResult = z.infer<typeof ZAttemptResult>;

/** The marker's list (SPEC examAdmin): attempts of one exam, those waiting first. */
export const ZMarkListRequest = ZPageRequest.extend({
  examId: ZId,
  state: z.enum(ATTEMPT_STATES).optional(),
});
export const ZMarkedAttempt = ZAttemptSummary.extend({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
});
export const ZMarkedAttemptPage = pageOf(ZMarkedAttempt);
export const ZMarkSaveRequest = z.object({
  attemptId: ZId,
  marks: z
    .array(z.object({ questionId: ZId, score: ZScore, comment: optionalText(2000) }))
    .min(1, 'field.required')
    .max(200, 'field.invalid'),
});

/** A make-up for one person (SPEC "exams with make-up"): more attempts, a later close, another time limit. */
/** What a make-up changes for a person; null keeps the exam's own. */
export const ZMakeUpTerms = z.object({
  attempts: z.number().int().min(1, 'field.invalid').max(20, 'field.invalid').nullable().default(null),
  closesAt: ZTime.nullable().default(null),
  minutes: ZMinutes.nullable().default(null),
});
export const ZOverrideSave = ZMakeUpTerms.extend({
  examId: ZId,
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, 'field.invalid'),
});
export const ZOverride = z.object({
  examId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  attempts: z.number().int().nullable(),
  closesAt: ZTime.nullable(),
  minutes: z.number().int().nullable(),
});
export type TOverride = z.infer<typeof ZOverride>;
export const ZOverrideDelete = z.object({ examId: ZId, userId: ZId });
export const ZExamOnlyRequest = z.object({ examId: ZId });
