import { and, count, desc, eq } from 'drizzle-orm';
import { courseCollections, courses } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

/** Favourites of listed courses: one taken offline leaves the list until it is listed again. */
const listedOf = (userId: number) => and(eq(courseCollections.userId, userId), eq(courses.status, 'listed'));

export const collectionRepository = {
  async save(db: TDbOrTx, userId: number, courseId: number) {
    await db.insert(courseCollections).values({ userId, courseId }).onConflictDoNothing();
  },

  async delete(db: TDbOrTx, userId: number, courseId: number) {
    await db
      .delete(courseCollections)
      .where(and(eq(courseCollections.userId, userId), eq(courseCollections.courseId, courseId)));
  },

  async has(db: TDbOrTx, userId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ courseId: courseCollections.courseId })
      .from(courseCollections)
      .where(and(eq(courseCollections.userId, userId), eq(courseCollections.courseId, courseId)));
    return row !== undefined;
  },

  /** The course ids of a person's favourites, the latest kept first. */
  async page(db: TDbOrTx, userId: number, { offset, limit }: TSlice) {
    const [list, total] = await Promise.all([
      db
        .select({ courseId: courseCollections.courseId })
        .from(courseCollections)
        .innerJoin(courses, eq(courses.id, courseCollections.courseId))
        .where(listedOf(userId))
        .orderBy(desc(courseCollections.createdAt))
        .offset(offset)
        .limit(limit),
      db
        .select({ total: count() })
        .from(courseCollections)
        .innerJoin(courses, eq(courses.id, courseCollections.courseId))
        .where(listedOf(userId)),
    ]);
    return { ids: list.map((row) => row.courseId), totalCount: total[0]?.total ?? 0 };
  },
};
