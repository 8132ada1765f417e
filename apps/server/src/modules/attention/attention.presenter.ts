import type { TAttention } from '@huitang/contracts';
import type { attentionRepository } from './attention.repository.ts';

type TFollowedRow = Awaited<ReturnType<typeof attentionRepository.page>>['list'][number];

/** Someone (or an institution) the caller follows, as their list shows it. */
export const presentAttention = (row: TFollowedRow): TAttention => ({
  kind: row.attention.kind,
  id: row.attention.targetId,
  name: row.name,
  nameEn: row.nameEn,
  avatar: row.avatar,
  summary: row.summary,
  followerCount: row.followerCount,
  gmtFollowed: row.attention.createdAt.toISOString(),
});
