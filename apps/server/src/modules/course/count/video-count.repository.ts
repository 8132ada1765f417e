import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { coursePeriods, courseStudy, courses } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { ownedByScope, type TManageScope } from '../../../platform/db/ownership.ts';
import type { TSlice } from '../../../platform/db/query.ts';

/** Periods whose watching is counted in seconds: videos, and lives with their replays. */
const WATCHED_KINDS = ['video', 'live'] as const;

const outerId = sql.raw('"courses"."id"');

/** Study figures of the courses someone manages (SPEC count: video), from enrolments and study rows. */
export const videoCountRepository = {
  async courses(db: TDbOrTx, scope: TManageScope, { offset, limit }: TSlice) {
    const where = ownedByScope(scope, courses);
    const [list, total] = await Promise.all([
      db
        .select({
          courseId: courses.id,
          courseName: courses.courseName,
          kind: courses.kind,
          // A one-table select leaves its columns unqualified, so the subqueries name their tables.
          students: sql<number>`(select count(*)::int from course_enrolments e where e.course_id = ${outerId})`,
          learners: sql<number>`(select count(distinct s.user_id)::int from course_study s where s.course_id = ${outerId})`,
          finished: sql<number>`(select count(*)::int from course_study s where s.course_id = ${outerId} and s.done_at is not null)`,
          watchedSeconds: sql<number>`(select coalesce(sum(s.watched_seconds), 0)::int from course_study s join course_periods p on p.id = s.period_id where s.course_id = ${outerId} and p.kind in ('video', 'live'))`,
        })
        .from(courses)
        .where(where)
        .orderBy(desc(courses.createdAt), desc(courses.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** Each period of a course in order: how many studied it, finished it, and watched in all. */
  periods: (db: TDbOrTx, courseId: number) =>
    db
      .select({
        periodId: coursePeriods.id,
        title: coursePeriods.title,
        kind: coursePeriods.kind,
        learners: sql<number>`count(${courseStudy.userId})::int`,
        finished: sql<number>`count(${courseStudy.doneAt})::int`,
        watchedSeconds: sql<number>`coalesce(sum(${courseStudy.watchedSeconds}) filter (where ${inArray(coursePeriods.kind, [...WATCHED_KINDS])}), 0)::int`,
      })
      .from(coursePeriods)
      .leftJoin(courseStudy, eq(courseStudy.periodId, coursePeriods.id))
      .where(eq(coursePeriods.courseId, courseId))
      .groupBy(coursePeriods.id)
      .orderBy(asc(coursePeriods.chapterId), asc(coursePeriods.sort), asc(coursePeriods.id)),
};
