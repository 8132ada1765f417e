import { Code, type TPageRequest, type TStudyReport } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { catalogRepository } from '../catalog/catalog.repository.ts';
import { presentCard, progressOf } from '../catalog/catalog.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { courseRepository } from '../course.repository.ts';
import type { TVideoService } from '../video/video.service.ts';
import { studyRepository } from './study.repository.ts';

/** A period counts as done once this share of it was really watched. */
export const DONE_SHARE = 0.9;
/** Reports arrive every few seconds; this much slack covers a report sent a little late. */
const CLOCK_SLACK_SECONDS = 2;

/**
 * Studying: each player report moves the position (to resume there) and credits the seconds
 * watched — never more than the clock has run since the last report, so skipping to the end
 * finishes nothing; a period is done at DONE_SHARE of its length.
 */
export const createStudyService = (db: TDb, access: TCourseAccessService, videos: TVideoService) => ({
  async report(
    user: TSessionUser,
    {
      periodId,
      positionSeconds,
      watchedSeconds,
    }: { periodId: number; positionSeconds: number; watchedSeconds: number },
  ): Promise<TStudyReport> {
    const period = await courseRepository.period(db, periodId);
    if (!period) throw notFound();
    const { enrolled } = await access.of(user, period.courseId);
    if (!period.isFree && !enrolled) throw new AppError(Code.FORBIDDEN, 'course.mustBuy');
    const [video] = period.videoId ? await videos.findMany([period.videoId]) : [];
    if (video?.status !== 'ready') throw conflict('course.notPlayable');
    const duration = video.durationSeconds;

    const saved = await db.transaction(async (tx) => {
      const now = new Date();
      const row = await studyRepository.lock(tx, user.userId, periodId);
      const position = Math.min(positionSeconds, duration);
      if (!row) {
        // No play started the clock: the place is kept, no time is credited yet.
        const fresh = { positionSeconds: position, watchedSeconds: 0, doneAt: null, reportedAt: now };
        await studyRepository.insertReport(tx, {
          userId: user.userId,
          courseId: period.courseId,
          periodId,
          ...fresh,
        });
        return fresh;
      }
      const elapsed = Math.max(0, Math.floor((now.getTime() - row.reportedAt.getTime()) / 1000));
      const credited = Math.min(watchedSeconds, elapsed + CLOCK_SLACK_SECONDS);
      const watched = Math.min(duration, row.watchedSeconds + credited);
      const changes = {
        positionSeconds: position,
        watchedSeconds: watched,
        doneAt: row.doneAt ?? (watched >= Math.floor(duration * DONE_SHARE) ? now : null),
        reportedAt: now,
      };
      await studyRepository.updateReport(tx, user.userId, periodId, changes);
      return changes;
    });
    if (enrolled) await studyRepository.touchEnrolment(db, period.courseId, user.userId);
    const [card, done] = await Promise.all([
      catalogRepository.card(db, period.courseId),
      studyRepository.doneCount(db, user.userId, period.courseId),
    ]);
    return {
      positionSeconds: saved.positionSeconds,
      watchedSeconds: saved.watchedSeconds,
      done: saved.doneAt !== null,
      progress: progressOf(done, card?.studyableCount ?? 0),
    };
  },

  /** My courses (SPEC /account/course): what I enrolled in, the latest studied first, with progress. */
  async mine(user: TSessionUser, request: TPageRequest) {
    const { list, totalCount } = await studyRepository.mine(db, user.userId, sliceOf(request));
    const cards = await catalogRepository.cards(
      db,
      list.map((row) => row.enrolment.courseId),
    );
    const cardOf = new Map(cards.map((card) => [card.course.id, card]));
    return toPage(
      list.flatMap(({ enrolment, doneCount }) => {
        const card = cardOf.get(enrolment.courseId);
        return card
          ? [
              {
                ...presentCard(card),
                progress: progressOf(doneCount, card.studyableCount),
                doneCount,
                studiedAt: enrolment.studiedAt?.toISOString() ?? null,
                enrolledAt: enrolment.createdAt.toISOString(),
              },
            ]
          : [];
      }),
      totalCount,
      request,
    );
  },
});
export type TStudyService = ReturnType<typeof createStudyService>;
