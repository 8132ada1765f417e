import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TCourseKind, TSearchKind } from '@huitang/contracts';
import {
  courses,
  lecturerProfiles,
  organizations,
  searchDocuments,
  users,
} from '../../../db/schema/index.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { searchIndex } from '../../platform/search/search-index.repository.ts';
import { plainText } from '../../platform/search/segment.ts';

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
