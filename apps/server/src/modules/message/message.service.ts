import type { TMsg, TPage, TPageRequest } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { pageOffset, toPage } from '../../platform/http/page.ts';
import { messageRepository, type TMessageRow } from './message.repository.ts';

const present = (row: TMessageRow): TMsg => ({
  id: row.id,
  title: row.title,
  content: row.content,
  isRead: row.isRead,
  gmtCreate: row.createdAt.toISOString(),
});

export const createMessageService = (db: TDb) => ({
  async list(userId: number, request: TPageRequest & { isRead?: boolean }): Promise<TPage<TMsg>> {
    const { list, totalCount } = await messageRepository.page(
      db,
      userId,
      pageOffset(request),
      request.pageSize,
      request.isRead,
    );
    return toPage(list.map(present), totalCount, request);
  },

  async read(userId: number, id: number): Promise<void> {
    // Someone else's message is reported as missing, not as forbidden: its existence is not ours to tell.
    if (!(await messageRepository.markRead(db, userId, id))) throw notFound();
  },

  readAll: (userId: number) => messageRepository.markAllRead(db, userId),
  unread: async (userId: number) => ({ num: await messageRepository.unreadCount(db, userId) }),
  send: (userId: number, title: string, content: string) =>
    messageRepository.insert(db, userId, title, content),
});

export type TMessageService = ReturnType<typeof createMessageService>;
