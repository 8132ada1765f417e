import type { TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { toPage } from '../../../platform/http/page.ts';
import { presentCard } from '../catalog/catalog.presenter.ts';
import { catalogCards } from '../catalog/catalog.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { collectionRepository as repo } from './collection.repository.ts';

/** Whether a learner has collected a course, for the course's page. */
export const hasCollected = (...a: Parameters<typeof repo.has>) => repo.has(...a);

/** Favourite courses (SPEC /account/collection): kept from a course's page, listed in the personal centre. */
export const createCollectionService = (db: TDb, access: TCourseAccessService) => ({
  /** Only a course the caller can see (listed, or theirs) can be kept; keeping it twice changes nothing. */
  async save(user: TSessionUser, courseId: number) {
    await access.of(user, courseId);
    await repo.save(db, user.userId, courseId);
  },

  delete: (user: TSessionUser, courseId: number) => repo.delete(db, user.userId, courseId),

  async list(user: TSessionUser, request: TPageRequest) {
    const { ids, totalCount } = await repo.page(db, user.userId, sliceOf(request));
    const cards = new Map((await catalogCards.cards(db, ids)).map((card) => [card.course.id, card]));
    const list = ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [presentCard(card)] : [];
    });
    return toPage(list, totalCount, request);
  },
});
export type TCollectionService = ReturnType<typeof createCollectionService>;
