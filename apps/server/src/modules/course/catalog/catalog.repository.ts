import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  STUDYABLE_PERIOD_KINDS,
  type TCourseKind,
  type TCourseListKind,
  type TCourseStatus,
} from '@huitang/contracts';
import {
  courseCategories,
  courseEnrolments,
  courseLiveChannels,
  coursePeriods,
  courses,
  lecturerProfiles,
  organizations,
  users,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

/** A course with the names and counts its card shows. */
const cardColumns = {
  course: courses,
  /** The lecturer's profile name, else their nickname. */
  teacherName: sql<string>`coalesce(${lecturerProfiles.name}, ${users.nickname})`,
  orgName: sql<string>`coalesce(${organizations.orgName}, '')`,
  orgNameEn: sql<string>`coalesce(${organizations.orgNameEn}, '')`,
  periodCount: sql<number>`(select count(*)::int from ${coursePeriods} where ${coursePeriods.courseId} = ${courses.id})`,
  /** Periods a student can finish (videos, for now): the denominator of progress. */
  studyableCount: sql<number>`(select count(*)::int from ${coursePeriods} where ${coursePeriods.courseId} = ${courses.id} and ${inArray(coursePeriods.kind, STUDYABLE_PERIOD_KINDS)})`,
  studentCount: sql<number>`(select count(*)::int from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courses.id})`,
  /** The start of the live period on air now or next (its scheduled end still ahead). */
  nextLiveAt: sql<
    string | null
  >`(select min(${coursePeriods.liveStartsAt}) from ${coursePeriods} where ${coursePeriods.courseId} = ${courses.id} and ${coursePeriods.kind} = 'live' and ${coursePeriods.liveStartsAt} + make_interval(mins => ${coursePeriods.liveMinutes}) > now())`,
  onAir: sql<boolean>`exists (select 1 from ${courseLiveChannels} join ${coursePeriods} on ${coursePeriods.id} = ${courseLiveChannels.periodId} where ${coursePeriods.courseId} = ${courses.id} and ${courseLiveChannels.liveSince} is not null)`,
};

const cards = (db: TDbOrTx) =>
  db
    .select(cardColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, sql`coalesce(${courses.lecturerId}, ${courses.creatorId})`))
    .leftJoin(lecturerProfiles, eq(lecturerProfiles.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, courses.orgId));

export type TCardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

const cardPage = async (db: TDbOrTx, where: SQL | undefined, order: SQL[], { offset, limit }: TSlice) => {
  const [list, total] = await Promise.all([
    cards(db)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { list, totalCount: total[0]?.total ?? 0 };
};

export type TCoursePriceFilter = 'free' | 'paid' | 'vip' | 'sale';

const priceFilters: Record<TCoursePriceFilter, SQL> = {
  free: eq(courses.isFree, true),
  paid: eq(courses.isFree, false),
  vip: and(eq(courses.isFree, false), eq(courses.vipFree, true))!,
  sale: and(eq(courses.isFree, false), gt(courses.originalPriceFen, courses.priceFen))!,
};

/** On sale, the deepest cut (as a share of the list price) comes first. */
const deepestCut = sql`${courses.priceFen}::float / nullif(${courses.originalPriceFen}, 0)`;

export const catalogRepository = {
  /** The listed courses of a kind (or all), newest listed first (on sale: the deepest cut first). */
  listed: (
    db: TDbOrTx,
    filter: {
      kind: TCourseListKind;
      keyword?: string | undefined;
      price?: TCoursePriceFilter | undefined;
      teacherId?: number | undefined;
      orgId?: number | undefined;
      categoryId?: number | undefined;
    },
    slice: TSlice,
  ) =>
    cardPage(
      db,
      and(
        filter.kind === 'all' ? undefined : eq(courses.kind, filter.kind),
        eq(courses.status, 'listed'),
        anyContains(filter.keyword, courses.courseName, courses.courseNameEn),
        filter.price ? priceFilters[filter.price] : undefined,
        filter.teacherId
          ? eq(sql`coalesce(${courses.lecturerId}, ${courses.creatorId})`, filter.teacherId)
          : undefined,
        filter.orgId ? eq(courses.orgId, filter.orgId) : undefined,
        filter.categoryId ? eq(courses.categoryId, filter.categoryId) : undefined,
      ),
      [
        ...(filter.price === 'sale' ? [asc(deepestCut)] : []),
        // Live courses: on air first, then the soonest to go on air, then the rest.
        ...(filter.kind === 'live'
          ? [desc(cardColumns.onAir), sql`${cardColumns.nextLiveAt} asc nulls last`]
          : []),
        desc(courses.listedAt),
        desc(courses.id),
      ],
      slice,
    ),

  /** Courses in one review state for the platform's audit, the longest waiting first. */
  byStatus: (db: TDbOrTx, filter: { status: TCourseStatus; keyword?: string | undefined }, slice: TSlice) =>
    cardPage(
      db,
      and(
        eq(courses.status, filter.status),
        anyContains(filter.keyword, courses.courseName, courses.courseNameEn),
      ),
      [asc(courses.updatedAt), asc(courses.id)],
      slice,
    ),

  /**
   * The categories with how many listed courses (of a kind, of an institution) each holds, in their
   * order; an institution's class list keeps only those its courses use.
   */
  async categories(
    db: TDbOrTx,
    filter: { kind?: TCourseKind | undefined; orgId?: number | undefined },
    locale: 'zh' | 'en',
  ) {
    const counted = and(
      eq(courses.categoryId, courseCategories.id),
      eq(courses.status, 'listed'),
      filter.kind ? eq(courses.kind, filter.kind) : undefined,
      filter.orgId ? eq(courses.orgId, filter.orgId) : undefined,
    );
    const rows = await db
      .select({
        id: courseCategories.id,
        categoryName:
          locale === 'en'
            ? sql<string>`coalesce(nullif(${courseCategories.categoryNameEn}, ''), ${courseCategories.categoryName})`
            : courseCategories.categoryName,
        courseCount: sql<number>`(select count(*)::int from ${courses} where ${counted})`,
      })
      .from(courseCategories)
      .orderBy(asc(courseCategories.sort), asc(courseCategories.id));
    return filter.orgId ? rows.filter((row) => row.courseCount > 0) : rows;
  },

  cards: (db: TDbOrTx, ids: number[]) =>
    ids.length ? cards(db).where(inArray(courses.id, ids)) : Promise.resolve([]),

  async card(db: TDbOrTx, id: number): Promise<TCardRow | undefined> {
    const [row] = await cards(db).where(eq(courses.id, id));
    return row;
  },
};
