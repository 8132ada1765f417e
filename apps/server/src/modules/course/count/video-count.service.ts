import type { TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import { courseRepository } from '../course.repository.ts';
import { videoCountRepository as repo } from './video-count.repository.ts';

/**
 * Study statistics for lecturers and institutions (SPEC /account/count/video): per course, its
 * students, those who started, lessons finished and hours watched; per lesson, where students stop.
 */
export const createVideoCountService = (db: TDb, ownership: TOwnership) => ({
  async courses(user: TSessionUser, request: TPageRequest) {
    const { list, totalCount } = await repo.courses(db, await ownership.scope(user), sliceOf(request));
    return toPage(list, totalCount, request);
  },

  async periods(user: TSessionUser, courseId: number) {
    const course = await courseRepository.find(db, courseId);
    if (!course) throw notFound();
    await ownership.authorize(user, course);
    return repo.periods(db, courseId);
  },
});

export type TVideoCountService = ReturnType<typeof createVideoCountService>;
