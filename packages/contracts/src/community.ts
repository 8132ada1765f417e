import { z } from 'zod';
import { optionalRichText } from './rich-text.ts';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, ZOptionalLinkUrl, optionalText, text } from './fields.ts';

/**
 * The community (SPEC /blog, /question): labels, blog articles, their comments and likes, and the
 * bloggers behind them. Times are ISO; pages show them as 'YYYY-MM-DD HH:mm:ss' (SPEC).
 */

export const BLOG_STATUSES = ['draft', 'published', 'pending', 'hidden'] as const;
export type TBlogStatus = (typeof BLOG_STATUSES)[number];

/** A question's or answer's state: a moderator reviews pending posts and hides reported ones. */
export const POST_STATUSES = ['published', 'pending', 'hidden'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];

/** What readers report and moderators decide on: the posts with a state of their own. */
export const REPORT_KINDS = ['blog', 'question', 'answer'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** SPEC "Blog tab ids: 1 latest, 3 hot, 2 follow". */
export const BlogTab = { LATEST: 1, FOLLOW: 2, HOT: 3 } as const;

/** SPEC "Blog/question tab labels: labelNo, labelName" (the name in the caller's language). */
export const ZLabel = z.object({ labelNo: z.number().int(), labelName: z.string() });
export type TLabel = z.infer<typeof ZLabel>;

export const ZPerson = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });
export type TPerson = z.infer<typeof ZPerson>;

export const ZBlogListRequest = ZPageRequest.extend({
  tab: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'field.invalid' }))
    .default(BlogTab.LATEST),
  labelNo: ZId.optional(),
  /** One blogger's articles (SPEC /blog/blogger/:id). */
  bloggerId: ZId.optional(),
});
export type TBlogListRequest = z.infer<typeof ZBlogListRequest>;

export const ZBlogCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  labels: z.array(ZLabel),
  author: ZPerson,
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type TBlogCard = z.infer<typeof ZBlogCard>;
export const ZBlogPage = pageOf(ZBlogCard);

export const ZBlogDetail = ZBlogCard.extend({
  content: z.string(),
  /** Whether the caller liked it, wrote it, or may delete its comments (author or moderator). */
  liked: z.boolean(),
  mine: z.boolean(),
  moderates: z.boolean(),
});
export type TBlogDetail = z.infer<typeof ZBlogDetail>;

export const BLOG_LABELS_MAX = 3;

/**
 * An article as its author writes it: a draft may be anything so far, publishing asks a title and
 * text (the service checks it, so the draft autosave never fails on a half-written article).
 */
export const ZBlogSave = z.object({
  id: ZId.optional(),
  title: z.string().trim().max(100, 'blog.titleTooLong').default(''),
  cover: ZOptionalLinkUrl,
  content: optionalRichText(100_000),
  labelNos: z.array(ZId).max(BLOG_LABELS_MAX, 'blog.labelsTooMany').default([]),
  publish: z.boolean().default(false),
});
export type TBlogSave = z.infer<typeof ZBlogSave>;

/** The author's own article, draft or not, as the editor loads it. */
export const ZBlogEdit = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  content: z.string(),
  labelNos: z.array(z.number().int()),
  status: z.enum(BLOG_STATUSES),
  gmtModified: z.string(),
});
export type TBlogEdit = z.infer<typeof ZBlogEdit>;

export const ZMyBlogListRequest = ZPageRequest.extend({ status: z.enum(BLOG_STATUSES).optional() });
export const ZMyBlog = ZBlogCard.extend({ status: z.enum(BLOG_STATUSES) });
export const ZMyBlogPage = pageOf(ZMyBlog);

export const ZCommunityIdRequest = z.object({ id: ZId });

export const ZLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type TLikeState = z.infer<typeof ZLikeState>;

export const ZCommentListRequest = ZPageRequest.extend({ blogId: ZId });

const commentFields = {
  id: z.number().int(),
  author: ZPerson,
  content: z.string(),
  likeCount: z.number().int(),
  liked: z.boolean(),
  /** Whether the caller may delete it: its writer, the article's author, a moderator. */
  deletable: z.boolean(),
  replyTo: ZPerson.nullable(),
  gmtCreate: z.string(),
};
export const ZReply = z.object(commentFields);
/** A comment with its replies under it, oldest first. */
export const ZComment = z.object({ ...commentFields, replies: z.array(ZReply) });
export type TComment = z.infer<typeof ZComment>;
export type TReply = z.infer<typeof ZReply>;
export const ZCommentPage = pageOf(ZComment);

export const ZCommentSave = z.object({
  blogId: ZId,
  content: text(1000),
  /** The comment (or reply) this answers; none for a new comment. */
  replyToId: ZId.optional(),
});

export const ZBloggerRequest = z.object({ id: ZId });
export const ZBlogger = ZPerson.extend({
  introduction: z.string(),
  articleCount: z.number().int(),
  followerCount: z.number().int(),
  likeCount: z.number().int(),
  following: z.boolean(),
});
export type TBlogger = z.infer<typeof ZBlogger>;
export const ZBloggerSave = z.object({ introduction: optionalText(300) });

/** A label as the admin keeps it, both names. */
export const ZLabelSave = z.object({
  id: ZId.optional(),
  labelName: text(20),
  labelNameEn: optionalText(40),
  sort: z.number().int().min(0, 'field.invalid').max(9999, 'field.invalid').default(0),
});
export const ZLabelRow = z.object({
  id: z.number().int(),
  labelName: z.string(),
  labelNameEn: z.string(),
  sort: z.number().int(),
  blogCount: z.number().int(),
});
export type TLabelRow = z.infer<typeof ZLabelRow>;
