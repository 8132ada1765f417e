import type { TPageRequest, TStudyReport } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { progressOf } from '../catalog/catalog.presenter.ts';
import { catalogCards } from '../catalog/catalog.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { assertMayStudy } from '../course.policy.ts';
import { courseRepository, type TPeriodRow } from '../course.repository.ts';
import type { TVideoService } from '../video/video.service.ts';
import { studyRecordRepository } from './study-record.repository.ts';
import { presentMyCourse, presentStudyRecord } from './study.presenter.ts';
import { studyRepository, type TStudyRow } from './study.repository.ts';

/**
 * Who studies what, as the other rooms of the course module ask it: the catalog shows a learner's
 * progress, access reads enrolments, sales enrol and unenrol buyers, the editor refuses to delete a
 * course with students.
 */
export const studies = {
  enrolment: (...a: Parameters<typeof studyRepository.enrolment>) => studyRepository.enrolment(...a),
  enrol: (...a: Parameters<typeof studyRepository.enrol>) => studyRepository.enrol(...a),
  unenrol: (...a: Parameters<typeof studyRepository.unenrol>) => studyRepository.unenrol(...a),
  hasStudents: (...a: Parameters<typeof studyRepository.hasStudents>) => studyRepository.hasStudents(...a),
  ofCourse: (...a: Parameters<typeof studyRepository.ofCourse>) => studyRepository.ofCourse(...a),
  ofPeriod: (...a: Parameters<typeof studyRepository.ofPeriod>) => studyRepository.ofPeriod(...a),
  startPlay: (...a: Parameters<typeof studyRepository.startPlay>) => studyRepository.startPlay(...a),
  finished: (...a: Parameters<typeof studyRepository.finished>) => studyRepository.finished(...a),
};

/** Whose study of which period a report is. */
const keyOf = (user: TSessionUser, period: TPeriodRow) => ({
  userId: user.userId,
  courseId: period.courseId,
  periodId: period.id,
});

/** A period counts as done once this share of it was really watched. */
export const DONE_SHARE = 0.9;
/** Reports arrive every few seconds; this much slack covers a report sent a little late. */
const CLOCK_SLACK_SECONDS = 2;

/**
 * Studying: each player report moves the position (to resume there) and credits the seconds
 * watched — never more than the clock has run since the last report, so skipping to the end
 * finishes nothing; a period is done at DONE_SHARE of its length.
 */
export const createStudyService = (
  db: TDb,
  access: TCourseAccessService,
  videos: TVideoService,
  /** A course's live periods on air now: watching one counts against its scheduled length. */
  onAir: (courseId: number) => Promise<Set<number>>,
) => {
  /** How long a period lasts for the report: its video's length, or a live's scheduled minutes while on air. */
  const lengthOf = async (period: TPeriodRow) => {
    const [video] = period.videoId ? await videos.findMany([period.videoId]) : [];
    if (video?.status === 'ready') return video.durationSeconds;
    if (period.kind === 'live' && (await onAir(period.courseId)).has(period.id))
      return period.liveMinutes * 60;
    throw conflict('course.notPlayable');
  };

  /** The answer to a report, with the course's progress after it (and the enrolment marked as studied now). */
  const reportOf = async (
    user: TSessionUser,
    period: TPeriodRow,
    enrolled: boolean,
    saved: Pick<TStudyRow, 'positionSeconds' | 'watchedSeconds' | 'doneAt'>,
  ): Promise<TStudyReport> => {
    if (enrolled) await studyRepository.touchEnrolment(db, period.courseId, user.userId);
    const [card, done] = await Promise.all([
      catalogCards.card(db, period.courseId),
      studyRepository.doneCount(db, user.userId, period.courseId),
    ]);
    return {
      positionSeconds: saved.positionSeconds,
      watchedSeconds: saved.watchedSeconds,
      done: saved.doneAt !== null,
      progress: progressOf(done, card?.studyableCount ?? 0),
    };
  };

  return {
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
      assertMayStudy(period, enrolled);
      const duration = await lengthOf(period);

      const saved = await db.transaction(async (tx) => {
        const now = new Date();
        const row = await studyRepository.lock(tx, user.userId, periodId);
        const position = Math.min(positionSeconds, duration);
        if (!row) {
          // No play started the clock: the place is kept, no time is credited yet.
          const fresh = { positionSeconds: position, watchedSeconds: 0, doneAt: null, reportedAt: now };
          await studyRepository.saveReport(tx, { ...keyOf(user, period), ...fresh });
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
        await studyRepository.saveReport(tx, { ...keyOf(user, period), ...changes });
        return changes;
      });
      return reportOf(user, period, enrolled, saved);
    },

    /**
     * The reader's page: kept to resume there. Pages read in order move the furthest page (a jump ahead
     * does not), and a student who reads on to the last page has finished the document.
     */
    async read(
      user: TSessionUser,
      { periodId, page }: { periodId: number; page: number },
    ): Promise<TStudyReport> {
      const { period, document, enrolled, readablePages: readable } = await access.toRead(user, periodId);
      if (page > readable) throw invalid('course.pageClosed', 'page', { pages: readable });

      const saved = await db.transaction(async (tx) => {
        const now = new Date();
        const row = await studyRepository.lock(tx, user.userId, periodId);
        const furthest = row?.watchedSeconds ?? 0;
        const changes = {
          positionSeconds: page,
          watchedSeconds: page <= furthest + 1 ? Math.max(furthest, page) : furthest,
          doneAt: row?.doneAt ?? null,
          reportedAt: now,
        };
        if (!changes.doneAt && changes.watchedSeconds >= document.pageCount) changes.doneAt = now;
        await studyRepository.saveReport(tx, { ...keyOf(user, period), ...changes });
        return changes;
      });
      return reportOf(user, period, enrolled, saved);
    },

    /** My courses (SPEC /account/course): what I enrolled in, the latest studied first, with progress. */
    async mine(user: TSessionUser, request: TPageRequest) {
      const { list, totalCount } = await studyRepository.mine(db, user.userId, sliceOf(request));
      const cards = await catalogCards.cards(
        db,
        list.map((row) => row.enrolment.courseId),
      );
      const cardOf = new Map(cards.map((card) => [card.course.id, card]));
      return toPage(
        list.flatMap(({ enrolment, doneCount }) => {
          const card = cardOf.get(enrolment.courseId);
          return card ? [presentMyCourse(card, enrolment, doneCount)] : [];
        }),
        totalCount,
        request,
      );
    },

    /** Each period the person studied, the latest first, with where they are in it. */
    async records(user: TSessionUser, request: TPageRequest) {
      const { list, totalCount } = await studyRecordRepository.page(db, user.userId, sliceOf(request));
      return toPage(list.map(presentStudyRecord), totalCount, request);
    },
  };
};
export type TStudyService = ReturnType<typeof createStudyService>;
