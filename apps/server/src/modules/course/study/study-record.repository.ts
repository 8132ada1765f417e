import { count, desc, eq, sql } from 'drizzle-orm';
import {
  courseDocuments,
  coursePeriods,
  courseStudy,
  courseVideos,
  courses,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

/** A person's study records (SPEC /account/study): each period studied, the latest first. */
export const studyRecordRepository = {
  async page(db: TDbOrTx, userId: number, { offset, limit }: TSlice) {
    const where = eq(courseStudy.userId, userId);
    const [list, total] = await Promise.all([
      db
        .select({
          study: courseStudy,
          course: { kind: courses.kind, courseName: courses.courseName, courseNameEn: courses.courseNameEn },
          period: { title: coursePeriods.title, titleEn: coursePeriods.titleEn, kind: coursePeriods.kind },
          length: sql<number>`coalesce(${courseVideos.durationSeconds}, ${courseDocuments.pageCount}, 0)`,
        })
        .from(courseStudy)
        .innerJoin(coursePeriods, eq(coursePeriods.id, courseStudy.periodId))
        .innerJoin(courses, eq(courses.id, courseStudy.courseId))
        .leftJoin(courseVideos, eq(courseVideos.id, coursePeriods.videoId))
        .leftJoin(courseDocuments, eq(courseDocuments.id, coursePeriods.documentId))
        .where(where)
        .orderBy(desc(courseStudy.reportedAt))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(courseStudy).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
