import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { POST_STATUSES, ZLabel, ZPerson } from './community.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, text } from './fields.ts';

/**
 * Questions and answers (SPEC /question, /question/view/:id, /question/account/write, /account/ques):
 * asked under labels, answered once per person, voted up or down, one answer accepted by the asker.
 */

/** The question list's tabs: 1 latest, 3 hot (as the blog's), 4 waiting for an answer. */
export const QuestionTab = { LATEST: 1, HOT: 3, UNANSWERED: 4 } as const;

export const ZAskListRequest = ZPageRequest.extend({
  tab: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(3), z.literal(4)], { error: 'field.invalid' }))
    .default(QuestionTab.LATEST),
  labelNo: ZId.optional(),
});

export const ZAskCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  labels: z.array(ZLabel),
  author: ZPerson,
  answerCount: z.number().int(),
  viewCount: z.number().int(),
  solved: z.boolean(),
  gmtCreate: z.string(),
});
export type TAskCard = z.infer<typeof ZAskCard>;
export const ZAskPage = pageOf(ZAskCard);

export const ZAskDetail = ZAskCard.extend({
  content: z.string(),
  labelNos: z.array(z.number().int()),
  acceptedAnswerId: z.number().int().nullable(),
  /** The caller asked it (may accept an answer), may delete it (asker or moderator), answered it. */
  mine: z.boolean(),
  moderates: z.boolean(),
  /** Readers see published questions only; the asker and moderators also pending and hidden ones. */
  status: z.enum(POST_STATUSES),
  myAnswerId: z.number().int().nullable(),
});
export type TAskDetail = z.infer<typeof ZAskDetail>;

export const ZAskSave = z.object({
  id: ZId.optional(),
  title: z.string().trim().min(5, 'question.titleTooShort').max(100, 'blog.titleTooLong'),
  content: optionalRichText(50_000),
  labelNos: z.array(ZId).max(3, 'blog.labelsTooMany').default([]),
});

export const ANSWER_SORTS = ['votes', 'time'] as const;
export const ZQaAnswerListRequest = ZPageRequest.extend({
  questionId: ZId,
  sort: z.enum(ANSWER_SORTS).default('votes'),
});

export const ZQaAnswer = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  author: ZPerson,
  content: z.string(),
  score: z.number().int(),
  /** The caller's vote: 1 up, -1 down, 0 none. */
  myVote: z.number().int(),
  accepted: z.boolean(),
  commentCount: z.number().int(),
  mine: z.boolean(),
  deletable: z.boolean(),
  status: z.enum(POST_STATUSES),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TQaAnswer = z.infer<typeof ZQaAnswer>;
export const ZQaAnswerPage = pageOf(ZQaAnswer);

export const ZQaAnswerSave = z.object({ questionId: ZId, content: optionalRichText(50_000) });

export const ZAnswerVote = z.object({
  id: ZId,
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: 'field.invalid' }),
});
export const ZVoteState = z.object({ score: z.number().int(), myVote: z.number().int() });

export const ZAcceptState = z.object({ acceptedAnswerId: z.number().int().nullable() });

export const ZAnswerCommentListRequest = z.object({ answerId: ZId });
export const ZAnswerComment = z.object({
  id: z.number().int(),
  author: ZPerson,
  content: z.string(),
  deletable: z.boolean(),
  gmtCreate: z.string(),
});
export type TAnswerComment = z.infer<typeof ZAnswerComment>;
export const ZAnswerCommentSave = z.object({ answerId: ZId, content: text(1000) });

/** /account/ques: my questions, or the questions I answered. */
export const ZMyQuestionsRequest = ZPageRequest.extend({
  kind: z.enum(['asked', 'answered']).default('asked'),
});
