import type { TChatMessage } from '@huitang/contracts';
import type { TMessageRow } from './chat.repository.ts';

export const present = (row: TMessageRow): TChatMessage => ({
  id: row.id,
  userId: row.userId,
  nickname: row.nickname,
  text: row.text,
  at: row.createdAt.toISOString(),
});
