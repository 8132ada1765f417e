import type { TAttentionKind, TAttentionTarget, TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import { presentAttention } from './attention.presenter.ts';
import { attentionRepository as repo } from './attention.repository.ts';

/** Following lecturers and institutions: a follow button on their pages, and the list of whom one follows. */
export const createAttentionService = (db: TDb) => {
  const existing = async ({ kind, id }: TAttentionTarget) => {
    if (!(await repo.targetExists(db, kind, id))) throw notFound();
  };

  return {
    /** Followers of the lecturer or institution, and whether the caller (if signed in) is one. */
    async state(caller: TSessionUser | null, target: TAttentionTarget) {
      await existing(target);
      return repo.state(db, target.kind, target.id, caller?.userId ?? null);
    },

    /** Following twice changes nothing; lecturers and bloggers do not follow themselves. */
    async follow(user: TSessionUser, target: TAttentionTarget) {
      await existing(target);
      if (target.kind !== 'org' && target.id === user.userId) throw conflict('attention.self');
      await repo.follow(db, user.userId, target.kind, target.id);
      return repo.state(db, target.kind, target.id, user.userId);
    },

    async unfollow(user: TSessionUser, target: TAttentionTarget) {
      await repo.unfollow(db, user.userId, target.kind, target.id);
      return repo.state(db, target.kind, target.id, user.userId);
    },

    async list(user: TSessionUser, request: TPageRequest & { kind: TAttentionKind }) {
      const { list, totalCount } = await repo.page(db, user.userId, request.kind, sliceOf(request));
      return toPage(list.map(presentAttention), totalCount, request);
    },
  };
};
export type TAttentionService = ReturnType<typeof createAttentionService>;
