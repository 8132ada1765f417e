import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  TAnswerValue,
  TAttemptState,
  TExamAudience,
  TGradeRole,
  TExamPaperMode,
  TExamPaperRule,
  TQuestionContent,
  TQuestionKind,
  TSubQuestionContent,
} from '@huitang/contracts';
import { meetings } from './meeting.ts';
import { organizations } from './organization.ts';
import { users } from './user.ts';

const score = () => numeric({ precision: 6, scale: 1, mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/** A category of an owner's question bank. Owned like courses: by an institution, or by its creator alone. */
export const examCategories = pgTable(
  'exam_categories',
  {
    id: serial().primaryKey(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    categoryName: varchar({ length: 32 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.orgId), index().on(t.creatorId)],
);

/**
 * A question of the bank. A comprehension (material) question's sub-questions are rows of their own
 * under `parentId`, so answers name them; the kind's options and right answers live in `content`.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial().primaryKey(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    parentId: integer(),
    categoryId: integer().references(() => examCategories.id),
    kind: varchar({ length: 10 }).$type<TQuestionKind>().notNull(),
    difficulty: smallint().notNull().default(2),
    stem: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    explanation: text().notNull().default(''),
    /** For a material question its kind alone; its sub-questions are rows under it. */
    content: jsonb().$type<TQuestionContent | TSubQuestionContent | { kind: 'material' }>().notNull(),
    sort: integer().notNull().default(0),
    /** Deleted from the bank; papers drawn before keep their copies in the attempts. */
    deletedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orgId, t.kind),
    index().on(t.creatorId, t.kind),
    index().on(t.parentId),
    index().on(t.categoryId),
  ],
);

export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial().primaryKey(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    paperName: varchar({ length: 100 }).notNull(),
    mode: varchar({ length: 10 }).$type<TExamPaperMode>().notNull(),
    /** A random paper's rules: each attempt draws its own questions by them. */
    rules: jsonb().$type<TExamPaperRule[]>().notNull().default([]),
    passScore: score().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orgId), index().on(t.creatorId)],
);

/** The questions a fixed paper picked, in order, with their scores. */
export const examPaperItems = pgTable(
  'exam_paper_items',
  {
    paperId: integer()
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => examQuestions.id),
    score: score().notNull(),
    sort: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.questionId] })],
);

export const exams = pgTable(
  'exams',
  {
    id: serial().primaryKey(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    paperId: integer()
      .notNull()
      .references(() => examPapers.id),
    examName: varchar({ length: 100 }).notNull(),
    introduction: text().notNull().default(''),
    opensAt: at().notNull(),
    closesAt: at().notNull(),
    minutes: integer().notNull().default(0),
    attempts: integer().notNull().default(1),
    audience: varchar({ length: 10 }).$type<TExamAudience>().notNull().default('public'),
    meetingId: integer().references(() => meetings.id),
    shuffleQuestions: boolean().notNull().default(false),
    shuffleOptions: boolean().notNull().default(false),
    showResult: varchar({ length: 10 }).$type<'submit' | 'review'>().notNull().default('submit'),
    isPublished: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orgId),
    index().on(t.creatorId),
    index().on(t.meetingId),
    check('exams_window', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/** A make-up for one person: what they get instead of the exam's attempts, close or time limit. */
export const examOverrides = pgTable(
  'exam_overrides',
  {
    examId: integer()
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    attempts: integer(),
    closesAt: at(),
    minutes: integer(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] })],
);

/** A question as an attempt fixed it at its start: drawn, ordered, options shuffled, with its score and answers. */
export interface TAttemptQuestion {
  questionId: number;
  kind: TQuestionKind;
  score: number;
  stem: string;
  images: string[];
  explanation: string;
  content: TQuestionContent | TSubQuestionContent | { kind: 'material' };
  children: TAttemptQuestion[];
}

/**
 * One sitting of an exam. Its questions are copied at the start, so editing the bank never changes
 * what a candidate was asked or how it is marked; one attempt per person is open at a time.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial().primaryKey(),
    examId: integer()
      .notNull()
      .references(() => exams.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    number: integer().notNull(),
    questions: jsonb().$type<TAttemptQuestion[]>().notNull(),
    totalScore: score().notNull(),
    startedAt: at().notNull().defaultNow(),
    /** When the server stops taking answers: the time limit or the window's close, whichever is first. */
    dueAt: at().notNull(),
    submittedAt: at(),
    timedOut: boolean().notNull().default(false),
    state: varchar({ length: 10 }).$type<TAttemptState>().notNull().default('answering'),
    score: score(),
  },
  (t) => [
    uniqueIndex().on(t.examId, t.userId, t.number),
    uniqueIndex('exam_attempts_one_open')
      .on(t.examId, t.userId)
      .where(sql`${t.submittedAt} is null`),
    index('exam_attempts_due')
      .on(t.dueAt)
      .where(sql`${t.submittedAt} is null`),
    index().on(t.userId),
  ],
);

/** An answer as last saved, and once marked its points and the marker's comment. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer()
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer().notNull(),
    answer: jsonb().$type<TAnswerValue>().notNull(),
    savedAt: at().notNull().defaultNow(),
    score: score(),
    comment: text().notNull().default(''),
    markedBy: integer().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * A class (SPEC grades): a teacher's group of students who are set exams together and whose results
 * are read together. Owned like the bank: by an institution, or by its creator alone.
 */
export const examGrades = pgTable(
  'exam_grades',
  {
    id: serial().primaryKey(),
    creatorId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organizations.id),
    gradeName: varchar({ length: 50 }).notNull(),
    introduction: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.orgId), index().on(t.creatorId)],
);

/** A member of a class: a student, or a class admin (SPEC's grade admin) who keeps its list and reads its results. */
export const examGradeMembers = pgTable(
  'exam_grade_members',
  {
    gradeId: integer()
      .notNull()
      .references(() => examGrades.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    role: varchar({ length: 10 }).$type<TGradeRole>().notNull().default('student'),
    addedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gradeId, t.userId] }), index().on(t.userId)],
);

/** An exam set for a class (SPEC's exam relation): its students see it, and a class-only exam admits them alone. */
export const examGradeExams = pgTable(
  'exam_grade_exams',
  {
    gradeId: integer()
      .notNull()
      .references(() => examGrades.id, { onDelete: 'cascade' }),
    examId: integer()
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    assignedAt: at().notNull().defaultNow(),
    /**
     * The class's make-up (Moodle's group override), read for whoever studies in the class when they
     * sit the exam, so a student who joins later has it and one who leaves loses it. Null: none given.
     */
    makeUpAt: at(),
    makeUpAttempts: integer(),
    makeUpClosesAt: at(),
    makeUpMinutes: integer(),
  },
  (t) => [primaryKey({ columns: [t.gradeId, t.examId] }), index().on(t.examId)],
);
