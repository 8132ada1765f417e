import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZSort, ZTime, keyword, optionalText, text } from './fields.ts';
import { ZFileUrl } from './organization.ts';

/**
 * The question bank (SPEC /account/subject/add and comprehend) and papers (SPEC /account/exams/add,
 * selectIssue, preview): questions owned like courses — by an institution or a lecturer — in
 * categories with a difficulty and an explanation; a paper picks questions or draws them by rules.
 */

/** Single choice, multiple choice, true/false, fill-in, short answer (marked by a person), comprehension. */
export const QUESTION_KINDS = ['single', 'multiple', 'judge', 'fill', 'short', 'material'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];
/** What a comprehension (material) question may ask about its passage. */
export const SUB_QUESTION_KINDS = ['single', 'multiple', 'judge', 'fill', 'short'] as const;
export type TSubQuestionKind = (typeof SUB_QUESTION_KINDS)[number];
/** Easy, medium, hard. */
export const DIFFICULTIES = [1, 2, 3] as const;
export type TDifficulty = (typeof DIFFICULTIES)[number];
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

const ZOptionKey = z.enum(OPTION_KEYS, 'field.invalid');
const ZOption = z.object({ key: ZOptionKey, text: text(500) });
const ZOptions = z
  .array(ZOption)
  .min(2, 'exam.optionsTooFew')
  .max(OPTION_KEYS.length, 'field.invalid')
  .refine((options) => new Set(options.map((o) => o.key)).size === options.length, 'exam.optionKeysRepeat');
export type TQuestionOption = z.infer<typeof ZOption>;

const keysOf = (options: TQuestionOption[]) => new Set(options.map((o) => o.key));
const answerMessage = { message: 'exam.answerNotAnOption', path: ['answer'] };

/** What each kind asks and what it accepts as right (the part a candidate never sees before marking). */
const ZSingle = z
  .object({ kind: z.literal('single'), options: ZOptions, answer: ZOptionKey })
  .refine((q) => keysOf(q.options).has(q.answer), answerMessage);
const ZMultiple = z
  .object({
    kind: z.literal('multiple'),
    options: ZOptions,
    answer: z.array(ZOptionKey).min(2, 'exam.multipleNeedsTwo').max(OPTION_KEYS.length),
  })
  .refine((q) => q.answer.every((key) => keysOf(q.options).has(key)), answerMessage)
  .transform((q) => ({ ...q, answer: [...new Set(q.answer)].sort() }));
const ZJudge = z.object({ kind: z.literal('judge'), answer: z.boolean() });
/** Each blank (written as ___ in the stem) with the answers accepted for it. */
const ZFill = z.object({
  kind: z.literal('fill'),
  blanks: z
    .array(z.array(text(200)).min(1, 'exam.blankNeedsAnswer').max(10, 'field.invalid'))
    .min(1, 'exam.blankNeedsAnswer')
    .max(10, 'field.invalid'),
});
/** A reference answer the marker sees beside the candidate's. */
const ZShort = z.object({ kind: z.literal('short'), reference: optionalText(5000) });

const ZSubContent = z.discriminatedUnion('kind', [ZSingle, ZMultiple, ZJudge, ZFill, ZShort]);
const ZQuestionText = z.object({
  stem: text(5000),
  images: z.array(ZFileUrl).max(6, 'field.invalid').default([]),
  explanation: optionalText(5000),
});
const ZSubQuestion = ZQuestionText.extend({ content: ZSubContent });
const ZMaterial = z.object({
  kind: z.literal('material'),
  children: z.array(ZSubQuestion).min(1, 'exam.materialNeedsQuestions').max(20, 'field.invalid'),
});
export const ZQuestionContent = z.discriminatedUnion('kind', [
  ZSingle,
  ZMultiple,
  ZJudge,
  ZFill,
  ZShort,
  ZMaterial,
]);
export type TQuestionContent = z.infer<typeof ZQuestionContent>;
export type TSubQuestionContent = z.infer<typeof ZSubContent>;

export const ZDifficulty = z.union([z.literal(1), z.literal(2), z.literal(3)], 'field.invalid');

export const ZQuestionSave = ZQuestionText.extend({
  /** Left out for a new question. */
  id: ZId.optional(),
  /** The institution a new question belongs to (its member), else the caller's own bank. */
  orgId: ZId.optional(),
  categoryId: ZId.nullable().default(null),
  difficulty: ZDifficulty.default(2),
  content: ZQuestionContent,
});
export type TQuestionSave = z.input<typeof ZQuestionSave>;

/** A sub-question of a comprehension question as it is stored: its own id, which answers name. */
export const ZSubQuestionView = ZQuestionText.extend({ id: z.number().int(), content: ZSubContent });
export const ZQuestion = z.object({
  id: z.number().int(),
  orgId: z.number().int().nullable(),
  kind: z.enum(QUESTION_KINDS),
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
  difficulty: z.number().int(),
  stem: z.string(),
  images: z.array(z.string()),
  explanation: z.string(),
  content: z.unknown().transform((value) => value as TQuestionContent),
  children: z.array(ZSubQuestionView),
  updatedAt: ZTime,
});
export type TQuestion = z.output<typeof ZQuestion>;
export const ZQuestionPage = pageOf(ZQuestion);

export const ZQuestionListRequest = ZPageRequest.extend({
  keyword: keyword(50),
  kind: z.enum(QUESTION_KINDS).optional(),
  categoryId: ZId.optional(),
  difficulty: ZDifficulty.optional(),
});
export const ZExamIdRequest = z.object({ id: ZId });

/** A category of the bank (its owner's own), with how many questions it holds. */
export const ZQuestionCategory = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  sort: z.number().int(),
  questionCount: z.number().int(),
});
export type TQuestionCategory = z.infer<typeof ZQuestionCategory>;
export const ZQuestionCategorySave = z.object({
  id: ZId.optional(),
  orgId: ZId.optional(),
  categoryName: text(32),
  sort: ZSort.default(0),
});

/** A score of a question or a paper: up to 1,000 points in tenths. */
export const ZScore = z
  .number('field.invalid')
  .min(0, 'field.invalid')
  .max(1000, 'field.invalid')
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, 'exam.scoreTenths');

/** Fixed: the questions picked (selectIssue). Random: each attempt draws N per category, kind and difficulty. */
export const EXAM_PAPER_MODES = ['fixed', 'random'] as const;
export type TExamPaperMode = (typeof EXAM_PAPER_MODES)[number];

export const ZExamPaperItem = z.object({
  questionId: ZId,
  score: ZScore.refine((n) => n > 0, 'exam.scorePositive'),
});
export const ZExamPaperRule = z.object({
  kind: z.enum(QUESTION_KINDS),
  categoryId: ZId.nullable().default(null),
  difficulty: ZDifficulty.nullable().default(null),
  count: z.number().int('field.invalid').min(1, 'field.invalid').max(200, 'field.invalid'),
  /** Each drawn question's score. */
  score: ZScore.refine((n) => n > 0, 'exam.scorePositive'),
});
export type TExamPaperRule = z.output<typeof ZExamPaperRule>;

export const ZExamPaperSave = z
  .object({
    id: ZId.optional(),
    orgId: ZId.optional(),
    paperName: text(100),
    mode: z.enum(EXAM_PAPER_MODES),
    items: z.array(ZExamPaperItem).max(200, 'field.invalid').default([]),
    rules: z.array(ZExamPaperRule).max(30, 'field.invalid').default([]),
    passScore: ZScore,
  })
  .refine((p) => (p.mode === 'fixed' ? p.items.length > 0 : p.rules.length > 0), {
    message: 'exam.paperEmpty',
    path: ['items'],
  })
  .refine((p) => new Set(p.items.map((i) => i.questionId)).size === p.items.length, {
    message: 'exam.questionRepeat',
    path: ['items'],
  });
export type TExamPaperSave = z.input<typeof ZExamPaperSave>;

export const ZExamPaper = z.object({
  id: z.number().int(),
  orgId: z.number().int().nullable(),
  paperName: z.string(),
  mode: z.enum(EXAM_PAPER_MODES),
  passScore: z.number(),
  totalScore: z.number(),
  questionCount: z.number().int(),
  items: z.array(z.object({ questionId: z.number().int(), score: z.number(), question: ZQuestion })),
  rules: z.array(
    z.object({
      kind: z.enum(QUESTION_KINDS),
      categoryId: z.number().int().nullable(),
      difficulty: z.number().int().nullable(),
      count: z.number().int(),
      score: z.number(),
      /** How many questions of the bank the rule may draw from now. */
      available: z.number().int(),
    }),
  ),
  updatedAt: ZTime,
});
export type TExamPaper = z.output<typeof ZExamPaper>;
export const ZExamPaperSummary = ZExamPaper.omit({ items: true, rules: true });
export const ZExamPaperPage = pageOf(ZExamPaperSummary);
export const ZExamPaperListRequest = ZPageRequest.extend({ keyword: keyword(50) });
