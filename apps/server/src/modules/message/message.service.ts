import type { TLocale, TMsg, TPage, TPageRequest } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { messageRepository, type TMessageText } from './message.repository.ts';
import { present } from './message.presenter.ts';

export const createMessageService = (db: TDb) => ({
  async list(
    userId: number,
    request: TPageRequest & { isRead?: boolean },
    locale: TLocale,
  ): Promise<TPage<TMsg>> {
    const { list, totalCount } = await messageRepository.page(db, userId, sliceOf(request), request.isRead);
    return toPage(
      list.map((row) => present(row, locale)),
      totalCount,
      request,
    );
  },

  async read(userId: number, id: number): Promise<void> {
    // Someone else's message is reported as missing, not as forbidden: its existence is not ours to tell.
    if (!(await messageRepository.markRead(db, userId, id))) throw notFound();
  },

  readAll: (userId: number) => messageRepository.markAllRead(db, userId),
  unread: async (userId: number) => ({ num: await messageRepository.unreadCount(db, userId) }),
  /** Inside the caller's transaction when given one, so a message never outlives a rolled-back change. */
  send: (userId: number, text: TMessageText, tx: TDbOrTx = db) => messageRepository.insert(tx, userId, text),
  sendMany: (userIds: number[], text: TMessageText, tx: TDbOrTx = db) =>
    messageRepository.insertMany(tx, userIds, text),
});

export type TMessageService = ReturnType<typeof createMessageService>;
