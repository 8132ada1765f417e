import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TCourseKind, TCourseStatus, TSearchKind } from '@huitang/contracts';
import {
  courseCategories,
  courseChapters,
  coursePeriods,
  courses,
  lecturerProfiles,
  organizations,
  searchDocuments,
  users,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { ownedByScope, type TManageScope } from '../../platform/db/ownership.ts';
import { anyContains, type TSlice } from '../../platform/db/query.ts';
import { searchIndex } from '../../platform/search/search-index.repository.ts';
import { plainText } from '../../platform/search/segment.ts';

export type TCourseRow = typeof courses.$inferSelect;
export type TNewCourse = typeof courses.$inferInsert;
export type TChapterRow = typeof courseChapters.$inferSelect;
export type TPeriodRow = typeof coursePeriods.$inferSelect;
type TCourseChanges = Partial<Omit<TCourseRow, 'id' | 'kind' | 'creatorId' | 'orgId' | 'createdAt'>>;
type TPeriodFields = Pick<
  TPeriodRow,
  | 'chapterId'
  | 'title'
  | 'titleEn'
  | 'kind'
  | 'isFree'
  | 'videoId'
  | 'documentId'
  | 'fileId'
  | 'previewPages'
  | 'liveStartsAt'
  | 'liveMinutes'
  | 'paperId'
>;

/** The next sort position at the end of a list. */
const nextSort = (column: typeof courseChapters.sort | typeof coursePeriods.sort) =>
  sql<number>`coalesce(max(${column}), 0) + 1`;

export const courseRepository = {
  async insert(db: TDbOrTx, course: TNewCourse): Promise<TCourseRow> {
    const [row] = await db.insert(courses).values(course).returning();
    return row!;
  },

  /** Every change passes here, so the search index follows the course (listed or not, its texts). */
  async update(db: TDbOrTx, id: number, changes: TCourseChanges): Promise<TCourseRow> {
    const [row] = await db
      .update(courses)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning();
    await syncCourseSearch(db, row!);
    return row!;
  },

  /** Decides a review: changes the course only while it is waiting for one. */
  async decideReview(
    db: TDbOrTx,
    id: number,
    decision: Pick<TCourseChanges, 'status' | 'reviewNote' | 'listedAt'>,
  ): Promise<boolean> {
    const [row] = await db
      .update(courses)
      .set({ ...decision, updatedAt: new Date() })
      .where(and(eq(courses.id, id), eq(courses.status, 'reviewing')))
      .returning();
    if (row) await syncCourseSearch(db, row);
    return row !== undefined;
  },

  async categoryExists(db: TDbOrTx, id: number) {
    const [row] = await db
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(eq(courseCategories.id, id));
    return row !== undefined;
  },

  async find(db: TDbOrTx, id: number): Promise<TCourseRow | undefined> {
    const [row] = await db.select().from(courses).where(eq(courses.id, id));
    return row;
  },

  async delete(db: TDbOrTx, id: number) {
    const [row] = await db.delete(courses).where(eq(courses.id, id)).returning();
    if (row) await syncCourseSearch(db, { ...row, status: 'draft' });
  },

  /** The courses of a kind a person manages (their institutions' and their own), newest first. */
  async manageList(
    db: TDbOrTx,
    scope: TManageScope,
    filter: { kind: TCourseKind; keyword?: string | undefined; status?: TCourseStatus | undefined },
    { offset, limit }: TSlice,
  ) {
    const where = and(
      ownedByScope(scope, courses),
      eq(courses.kind, filter.kind),
      anyContains(filter.keyword, courses.courseName, courses.courseNameEn),
      filter.status ? eq(courses.status, filter.status) : undefined,
    );
    const [list, total] = await Promise.all([
      db
        .select()
        .from(courses)
        .where(where)
        .orderBy(desc(courses.createdAt), desc(courses.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(courses).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** A course's chapters and periods, each in order. */
  outline: (db: TDbOrTx, courseId: number) =>
    Promise.all([
      db
        .select()
        .from(courseChapters)
        .where(eq(courseChapters.courseId, courseId))
        .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
      db
        .select()
        .from(coursePeriods)
        .where(eq(coursePeriods.courseId, courseId))
        .orderBy(asc(coursePeriods.sort), asc(coursePeriods.id)),
    ]),

  /** Adds a chapter at `sort` (the end when left out); answers false for an id not of this course. */
  async saveChapter(
    db: TDbOrTx,
    courseId: number,
    chapter: { id?: number | undefined; title: string; titleEn: string; sort?: number | undefined },
  ): Promise<boolean> {
    if (chapter.id === undefined) {
      const sort =
        chapter.sort ??
        (
          await db
            .select({ next: nextSort(courseChapters.sort) })
            .from(courseChapters)
            .where(eq(courseChapters.courseId, courseId))
        )[0]!.next;
      await db
        .insert(courseChapters)
        .values({ courseId, title: chapter.title, titleEn: chapter.titleEn, sort });
      return true;
    }
    const rows = await db
      .update(courseChapters)
      .set({
        title: chapter.title,
        titleEn: chapter.titleEn,
        ...(chapter.sort === undefined ? {} : { sort: chapter.sort }),
      })
      .where(and(eq(courseChapters.id, chapter.id), eq(courseChapters.courseId, courseId)))
      .returning({ id: courseChapters.id });
    return rows.length > 0;
  },

  async deleteChapter(db: TDbOrTx, courseId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(courseChapters)
      .where(and(eq(courseChapters.id, id), eq(courseChapters.courseId, courseId)))
      .returning({ id: courseChapters.id });
    return rows.length > 0;
  },

  async chapterOf(db: TDbOrTx, courseId: number, chapterId: number) {
    const [row] = await db
      .select({ id: courseChapters.id })
      .from(courseChapters)
      .where(and(eq(courseChapters.id, chapterId), eq(courseChapters.courseId, courseId)));
    return row;
  },

  /** Adds a period at the end of its chapter (or at `sort`); answers false for an id not of this course. */
  async savePeriod(
    db: TDbOrTx,
    courseId: number,
    id: number | undefined,
    period: TPeriodFields & { sort?: number | undefined },
  ): Promise<boolean> {
    if (id === undefined) {
      const sort =
        period.sort ??
        (
          await db
            .select({ next: nextSort(coursePeriods.sort) })
            .from(coursePeriods)
            .where(eq(coursePeriods.chapterId, period.chapterId))
        )[0]!.next;
      await db.insert(coursePeriods).values({ ...period, courseId, sort });
      return true;
    }
    const { sort, ...fields } = period;
    const rows = await db
      .update(coursePeriods)
      .set({ ...fields, ...(sort === undefined ? {} : { sort }) })
      .where(and(eq(coursePeriods.id, id), eq(coursePeriods.courseId, courseId)))
      .returning({ id: coursePeriods.id });
    return rows.length > 0;
  },

  async period(db: TDbOrTx, id: number): Promise<TPeriodRow | undefined> {
    const [row] = await db.select().from(coursePeriods).where(eq(coursePeriods.id, id));
    return row;
  },

  async deletePeriod(db: TDbOrTx, courseId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(coursePeriods)
      .where(and(eq(coursePeriods.id, id), eq(coursePeriods.courseId, courseId)))
      .returning({ id: coursePeriods.id });
    return rows.length > 0;
  },
};

// The course's entry in search (decision 033), written with the course.
/** SPEC search types: vod 1, live 2, resource 4; document libraries 3 (found under the course tab). */
const SEARCH_KIND: Record<TCourseKind, TSearchKind> = { vod: 1, live: 2, library: 3, resource: 4 };

type TCourse = typeof courses.$inferSelect;

/** The institution, else the lecturer named on the page, else the creator. */
const bylineOf = async (db: TDbOrTx, course: TCourse): Promise<string> => {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(${organizations.orgName}, nullif(${lecturerProfiles.name}, ''), ${users.nickname}, '')`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.creatorId))
    .leftJoin(organizations, eq(organizations.id, courses.orgId))
    .leftJoin(
      lecturerProfiles,
      eq(lecturerProfiles.userId, sql`coalesce(${courses.lecturerId}, ${courses.creatorId})`),
    )
    .where(eq(courses.id, course.id));
  return row?.name ?? '';
};

/** Puts a listed course in the search index, takes any other out (decision 033). */
export const syncCourseSearch = async (db: TDbOrTx, course: TCourse): Promise<void> => {
  const kind = SEARCH_KIND[course.kind];
  if (course.status !== 'listed') return searchIndex.remove(db, kind, course.id);
  await searchIndex.put(db, {
    kind,
    refId: course.id,
    title: course.courseName,
    titleEn: course.courseNameEn,
    body: `${plainText(course.introduction)}\n${plainText(course.introductionEn)}`,
    cover: course.cover,
    byline: await bylineOf(db, course),
    publishedAt: course.listedAt ?? course.createdAt,
  });
};

/** Listed courses the index lacks (listed before it existed, the demo seed): indexed at start. */
export const indexListedCourses = async (db: TDbOrTx): Promise<number> => {
  const missing = await db
    .select({ course: courses })
    .from(courses)
    .leftJoin(
      searchDocuments,
      and(
        eq(searchDocuments.refId, courses.id),
        sql`${searchDocuments.kind} = case ${courses.kind}
        when 'vod' then 1 when 'live' then 2 when 'library' then 3 else 4 end`,
      ),
    )
    .where(and(eq(courses.status, 'listed'), isNull(searchDocuments.refId)));
  for (const { course } of missing) await syncCourseSearch(db, course);
  return missing.length;
};
