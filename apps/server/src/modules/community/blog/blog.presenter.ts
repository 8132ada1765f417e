import type { TBlogCard, TBlogEdit, TLocale } from '@huitang/contracts';
import type { TLabelRow } from '../label/label.repository.ts';
import { presentLabels } from '../label/label.presenter.ts';
import type { TBlogRow } from './blog.repository.ts';

export interface TBlogWithAuthor {
  blog: TBlogRow;
  authorName: string;
  authorAvatar: string;
}

export const presentBlogCard = (
  { blog, authorName, authorAvatar }: TBlogWithAuthor,
  labels: Map<number, TLabelRow>,
  locale: TLocale,
): TBlogCard => ({
  id: blog.id,
  title: blog.title,
  summary: blog.summary,
  cover: blog.cover,
  labels: presentLabels(blog.labelIds, labels, locale),
  author: { id: blog.authorId, name: authorName, avatar: authorAvatar },
  viewCount: blog.viewCount,
  likeCount: blog.likeCount,
  commentCount: blog.commentCount,
  gmtCreate: (blog.publishedAt ?? blog.createdAt).toISOString(),
  gmtModified: blog.updatedAt.toISOString(),
});

export const presentBlogEdit = (blog: TBlogRow): TBlogEdit => ({
  id: blog.id,
  title: blog.title,
  cover: blog.cover,
  content: blog.content,
  labelNos: blog.labelIds,
  status: blog.status,
  gmtModified: blog.updatedAt.toISOString(),
});
