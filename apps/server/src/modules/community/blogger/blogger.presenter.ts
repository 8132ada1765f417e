import type { TBlogger } from '@huitang/contracts';
import type { bloggerRepository } from './blogger.repository.ts';

type TBloggerRow = NonNullable<Awaited<ReturnType<typeof bloggerRepository.find>>>;

/** A blogger's page header: who they are, what they wrote and liked, and who follows them. */
export const presentBlogger = (
  row: TBloggerRow,
  figures: { articleCount: number; likeCount: number },
  followers: { followerCount: number; following: boolean },
): TBlogger => ({
  id: row.id,
  name: row.name,
  avatar: row.avatar,
  introduction: row.introduction,
  articleCount: figures.articleCount,
  likeCount: figures.likeCount,
  followerCount: followers.followerCount,
  following: followers.following,
});
