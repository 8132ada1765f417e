import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { exams, organizations, searchDocuments, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { searchIndex } from '../../../platform/search/search-index.repository.ts';
import { plainText } from '../../../platform/search/segment.ts';

/** SPEC search type 5. */
const EXAM_KIND = 5;
type TExam = typeof exams.$inferSelect;

/** What the public exam list shows is what search finds: published, not a class's own exam. */
const isListed = (exam: TExam) => exam.isPublished && exam.audience !== 'grade';

/** Puts a listed exam in the search index, takes any other out (decision 033). */
export const syncExamSearch = async (db: TDbOrTx, exam: TExam): Promise<void> => {
  if (!isListed(exam)) return searchIndex.remove(db, EXAM_KIND, exam.id);
  const [owner] = await db
    .select({ name: sql<string>`coalesce(${organizations.orgName}, ${users.nickname}, '')` })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, exam.orgId ?? -1))
    .where(eq(users.id, exam.creatorId));
  await searchIndex.put(db, {
    kind: EXAM_KIND,
    refId: exam.id,
    title: exam.examName,
    body: plainText(exam.introduction),
    cover: '',
    byline: owner?.name ?? '',
    publishedAt: exam.opensAt,
  });
};

/** Listed exams the index lacks (published before it existed, the demo seed): indexed at start. */
export const indexListedExams = async (db: TDbOrTx): Promise<number> => {
  const missing = await db
    .select({ exam: exams })
    .from(exams)
    .leftJoin(searchDocuments, and(eq(searchDocuments.kind, EXAM_KIND), eq(searchDocuments.refId, exams.id)))
    .where(and(eq(exams.isPublished, true), ne(exams.audience, 'grade'), isNull(searchDocuments.refId)));
  for (const { exam } of missing) await syncExamSearch(db, exam);
  return missing.length;
};
