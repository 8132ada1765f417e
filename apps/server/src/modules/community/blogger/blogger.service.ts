import type { TBlogger } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { TAttentionService } from '../../attention/attention.service.ts';
import { blogAuthorFigures } from '../blog/blog.service.ts';
import { presentBlogger } from './blogger.presenter.ts';
import { bloggerRepository as repo } from './blogger.repository.ts';

/** A writer's blogger row and byline, for the rooms where people write (blogs, questions). */
export const bloggers = {
  /** Makes the writer a blogger, in the transaction that saves the first post. */
  ensure: (db: TDbOrTx, userId: number) => repo.ensure(db, userId),
  /** The name search shows under a post. */
  nameOf: (db: TDbOrTx, userId: number) => repo.nameOf(db, userId),
};

const RECOMMENDED = 8;

/** Bloggers (SPEC /blog/blogger/:id): a page with their articles, followers and a follow button. */
export const createBloggerService = (db: TDb, attention: TAttentionService) => {
  const present = async (
    row: NonNullable<Awaited<ReturnType<typeof repo.find>>>,
    caller: TSessionUser | null,
  ): Promise<TBlogger> => {
    const [figures, state] = await Promise.all([
      blogAuthorFigures(db, row.id),
      attention.state(caller, { kind: 'blogger', id: row.id }),
    ]);
    return presentBlogger(row, figures, state);
  };

  return {
    async view(caller: TSessionUser | null, id: number) {
      const row = await repo.find(db, id);
      if (!row) throw notFound();
      return present(row, caller);
    },

    async save(user: TSessionUser, introduction: string) {
      await repo.saveIntroduction(db, user.userId, introduction);
      return this.view(user, user.userId);
    },

    async recommended(user: TSessionUser) {
      const rows = await repo.recommended(db, user.userId, RECOMMENDED);
      return Promise.all(rows.map((row) => present(row, user)));
    },
  };
};
export type TBloggerService = ReturnType<typeof createBloggerService>;
