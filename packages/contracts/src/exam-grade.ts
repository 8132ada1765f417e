import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZTime, keyword, optionalText, text } from './fields.ts';
import { ATTEMPT_STATES, EXAM_AUDIENCES, EXAM_PHASES, ZMakeUpTerms } from './exam-sitting.ts';
import { ZMobile } from './user.ts';

/**
 * Classes (SPEC grades: /account/grades/teacher, admin, my; /exam/gradeExplain, gradeResult): a
 * teacher's students, the exams set for them, and how the class did — averages, the spread of scores
 * and how hard each question was.
 */

/** A student sits the class's exams; a class admin (SPEC's grade admin) keeps the list and reads results. */
export const GRADE_ROLES = ['student', 'admin'] as const;
export type TGradeRole = (typeof GRADE_ROLES)[number];
/** The most mobiles one add takes; a longer list goes through the xlsx import. */
export const GRADE_ADD_MAX = 200;
/** How many bands the score distribution has (each a tenth of the paper's total). */
export const SCORE_BANDS = 10;

export const ZGradeSave = z.object({
  id: ZId.optional(),
  orgId: ZId.optional(),
  gradeName: text(50),
  introduction: optionalText(500),
});
export type TGradeSave = z.input<typeof ZGradeSave>;

export const ZGrade = z.object({
  id: z.number().int(),
  orgId: z.number().int().nullable(),
  gradeName: z.string(),
  introduction: z.string(),
  ownerName: z.string(),
  createdAt: ZTime,
  studentCount: z.number().int(),
  examCount: z.number().int(),
  /** The caller owns it (may rename, delete, set exams and make-ups), not only keeps its list. */
  owns: z.boolean(),
});
export type TGrade = z.infer<typeof ZGrade>;
export const ZGradePage = pageOf(ZGrade);
export const ZGradeListRequest = ZPageRequest.extend({ keyword: keyword(50) });
export const ZGradeIdRequest = z.object({ gradeId: ZId });

export const ZGradeMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(GRADE_ROLES),
  addedAt: ZTime,
});
export type TGradeMember = z.infer<typeof ZGradeMember>;
export const ZGradeMemberPage = pageOf(ZGradeMember);
export const ZGradeMemberListRequest = ZPageRequest.extend({ gradeId: ZId, keyword: keyword(50) });
export const ZGradeMembersAdd = z.object({
  gradeId: ZId,
  mobiles: z.array(ZMobile).min(1, 'field.required').max(GRADE_ADD_MAX, 'grade.tooManyMobiles'),
  role: z.enum(GRADE_ROLES).default('student'),
});
/** How an add or an import went: who joined, who was already in, which mobiles have no account. */
export const ZGradeMembersAdded = z.object({
  added: z.number().int(),
  already: z.number().int(),
  unknown: z.array(z.string()),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type TGradeMembersAdded = z.infer<typeof ZGradeMembersAdded>;
export const ZGradeMemberRequest = z.object({ gradeId: ZId, userId: ZId });
export const ZGradeMemberRole = ZGradeMemberRequest.extend({ role: z.enum(GRADE_ROLES) });

export const ZGradeExamRequest = z.object({ gradeId: ZId, examId: ZId });
/** An exam set for a class, with how far the class has got. */
export const ZGradeExam = z.object({
  examId: z.number().int(),
  examName: z.string(),
  audience: z.enum(EXAM_AUDIENCES),
  opensAt: ZTime,
  closesAt: ZTime,
  minutes: z.number().int(),
  attempts: z.number().int(),
  phase: z.enum(EXAM_PHASES),
  totalScore: z.number(),
  passScore: z.number(),
  /** Students with a submitted attempt. */
  sittingCount: z.number().int(),
  studentCount: z.number().int(),
  /** The class's make-up, for its students now and later; null: none given. */
  makeUp: z
    .object({
      attempts: z.number().int().nullable(),
      closesAt: ZTime.nullable(),
      minutes: z.number().int().nullable(),
    })
    .nullable(),
});
export type TGradeExam = z.infer<typeof ZGradeExam>;
/** A make-up for every student of the class at once (Moodle's group override). */
export const ZGradeMakeUp = ZMakeUpTerms.extend({ gradeId: ZId, examId: ZId });

const ZBand = z.object({ from: z.number(), to: z.number(), count: z.number().int() });
/** The class's figures for one exam: only marked attempts count, each student's best. */
export const ZGradeFigures = z.object({
  studentCount: z.number().int(),
  /** Students whose best attempt is marked. */
  markedCount: z.number().int(),
  /** Students with an attempt still waiting for a marker. */
  reviewingCount: z.number().int(),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  /** Share of marked students at or above the pass mark, 0–1. */
  passRate: z.number().nullable(),
  distribution: z.array(ZBand),
});
export type TGradeFigures = z.infer<typeof ZGradeFigures>;

export const ZGradeStudentResult = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  attemptCount: z.number().int(),
  best: z.number().nullable(),
  /** The latest attempt's state; null when they have not sat it. */
  state: z.enum(ATTEMPT_STATES).nullable(),
  passed: z.boolean().nullable(),
  rank: z.number().int().nullable(),
});
export type TGradeStudentResult = z.infer<typeof ZGradeStudentResult>;

/** How the class did on one question: the share of its points earned (1 easy … 0 hard). */
export const ZQuestionDifficulty = z.object({
  questionId: z.number().int(),
  position: z.string(),
  kind: z.string(),
  stem: z.string(),
  score: z.number(),
  answeredCount: z.number().int(),
  scoreRate: z.number(),
});
export type TQuestionDifficulty = z.infer<typeof ZQuestionDifficulty>;

export const ZGradeResult = z.object({
  gradeName: z.string(),
  examName: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  figures: ZGradeFigures,
  students: z.array(ZGradeStudentResult),
  questions: z.array(ZQuestionDifficulty),
});
export type TGradeResult = z.infer<typeof ZGradeResult>;

/** A student's class and its exams, with how they did on each (SPEC /account/grades/my). */
export const ZMyGrade = z.object({
  id: z.number().int(),
  gradeName: z.string(),
  introduction: z.string(),
  ownerName: z.string(),
  exams: z.array(
    ZGradeExam.extend({
      attemptCount: z.number().int(),
      best: z.number().nullable(),
      state: z.enum(ATTEMPT_STATES).nullable(),
    }),
  ),
});
export type TMyGrade = z.infer<typeof ZMyGrade>;

/** A student's own result beside the class's (SPEC /exam/gradeResult): no other student's name. */
export const ZMyGradeResult = z.object({
  gradeName: z.string(),
  examName: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  figures: ZGradeFigures,
  mine: ZGradeStudentResult.pick({ attemptCount: true, best: true, state: true, passed: true, rank: true }),
});
export type TMyGradeResult = z.infer<typeof ZMyGradeResult>;
