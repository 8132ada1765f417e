import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { assertManages, assertMayStudy } from '../course.policy.ts';
import { progressOf } from '../catalog/catalog.presenter.ts';
import { catalogCards } from '../catalog/catalog.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { courseRepository } from '../course.repository.ts';
import { studyRepository } from './study.repository.ts';

/**
 * A course's exercise (praxis) periods as the exam module practises them: who may (its students,
 * everyone for a trial period), and finishing one when its pass mark is reached.
 */
export const createPraxisAccess = (db: TDb, access: TCourseAccessService) => ({
  async open(user: TSessionUser, periodId: number) {
    const period = await courseRepository.period(db, periodId);
    if (!period || period.kind !== 'praxis') throw notFound();
    const { course, enrolled } = await access.of(user, period.courseId);
    assertMayStudy(period, enrolled);
    return {
      periodId,
      courseId: course.id,
      courseName: course.courseName,
      courseKind: course.kind,
      title: period.title,
      paperId: period.paperId,
    };
  },

  /** The course's exercise periods in outline order, for a caller who runs the course (306 otherwise). */
  async managed(user: TSessionUser, courseId: number) {
    const found = await access.of(user, courseId);
    assertManages(found);
    const { course } = found;
    const [chapters, periods] = await courseRepository.outline(db, courseId);
    const chapterOrder = new Map(chapters.map((chapter, index) => [chapter.id, index]));
    return {
      courseName: course.courseName,
      periods: periods
        .filter((period) => period.kind === 'praxis')
        .sort((a, b) => chapterOrder.get(a.chapterId)! - chapterOrder.get(b.chapterId)! || a.sort - b.sort)
        .map((period) => ({ periodId: period.id, title: period.title, paperId: period.paperId })),
    };
  },

  async finish(userId: number, courseId: number, periodId: number, done: boolean) {
    if (done)
      await db.transaction(async (tx) => {
        const row = await studyRepository.lock(tx, userId, periodId);
        if (row?.doneAt) return;
        const now = new Date();
        await studyRepository.saveReport(tx, {
          userId,
          courseId,
          periodId,
          positionSeconds: 0,
          watchedSeconds: 0,
          doneAt: now,
          reportedAt: now,
        });
      });
    await studyRepository.touchEnrolment(db, courseId, userId);
    const [card, doneCount] = await Promise.all([
      catalogCards.card(db, courseId),
      studyRepository.doneCount(db, userId, courseId),
    ]);
    return progressOf(doneCount, card?.studyableCount ?? 0);
  },
});
