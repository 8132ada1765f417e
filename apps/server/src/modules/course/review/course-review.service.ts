import type { TCourse, TCourseStatus, TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import { catalogCards } from '../catalog/catalog.service.ts';
import { presentCard } from '../catalog/catalog.presenter.ts';
import { courseRepository as repo } from '../course.repository.ts';
import { presentCourse } from '../course.presenter.ts';
import type { TVideoService } from '../video/video.service.ts';

/** Draft, rejected and offline courses may be sent for review; the others are there or listed. */
const SUBMITTABLE: TCourseStatus[] = ['draft', 'rejected', 'offline'];

/**
 * Review before listing (SPEC /account/vod/check and the platform's audit): the owner sends a
 * complete course — at least one period, every video transcoded — and an administrator lists it
 * or sends it back with the reason.
 */
export const createCourseReviewService = (db: TDb, ownership: TOwnership, videos: TVideoService) => ({
  async submit(user: TSessionUser, id: number): Promise<TCourse> {
    const course = await repo.find(db, id);
    if (!course) throw notFound();
    await ownership.authorize(user, course);
    if (!SUBMITTABLE.includes(course.status)) throw conflict('course.notSubmittable');
    const [, periods] = await repo.outline(db, id);
    if (periods.length === 0) throw invalid('course.emptyOutline', 'id');
    const videoIds = [...new Set(periods.flatMap((period) => (period.videoId ? [period.videoId] : [])))];
    const ready = (await videos.findMany(videoIds)).filter((video) => video.status === 'ready');
    if (ready.length < videoIds.length) throw conflict('course.videosNotReady');
    return presentCourse(await repo.update(db, id, { status: 'reviewing', reviewNote: '' }));
  },

  async list(request: TPageRequest & { status: TCourseStatus; keyword?: string | undefined }) {
    const { list, totalCount } = await catalogCards.byStatus(db, request, sliceOf(request));
    return toPage(
      list.map((row) => ({
        ...presentCourse(row.course),
        teacherName: row.teacherName,
        orgName: presentCard(row).orgName,
        periodCount: row.periodCount,
      })),
      totalCount,
      request,
    );
  },

  /** Lists the course or sends it back; only a course waiting for review can be decided. */
  async audit({ id, approve, note }: { id: number; approve: boolean; note: string }) {
    const decided = await repo.decideReview(
      db,
      id,
      approve
        ? { status: 'listed', reviewNote: '', listedAt: new Date() }
        : { status: 'rejected', reviewNote: note },
    );
    if (!decided) throw conflict('course.notReviewing');
  },
});
export type TCourseReviewService = ReturnType<typeof createCourseReviewService>;
