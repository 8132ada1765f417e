import { and, count, desc, eq, gt, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TExamPhase } from '@huitang/contracts';
import {
  examAttempts,
  examOverrides,
  examPapers,
  exams,
  meetings,
  organizations,
  searchDocuments,
  users,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { ownedByScope, type TManageScope } from '../../../platform/db/ownership.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';
import { searchIndex } from '../../../platform/search/search-index.repository.ts';
import { plainText } from '../../../platform/search/segment.ts';

export type TExamRow = typeof exams.$inferSelect;
export type TExamInsert = typeof exams.$inferInsert;
export type TOverrideRow = typeof examOverrides.$inferSelect;

const outerExam = sql.raw('"exams"."id"');
/** An exam with its paper's name and how its sittings stand. */
const managedColumns = {
  exam: exams,
  paperName: examPapers.paperName,
  attemptCount: sql<number>`(select count(*)::int from exam_attempts a where a.exam_id = ${outerExam})`,
  reviewingCount: sql<number>`(select count(*)::int from exam_attempts a where a.exam_id = ${outerExam} and a.state = 'reviewing')`,
};

const phaseWhere = (phase: TExamPhase | undefined, now: Date): SQL | undefined =>
  phase === 'upcoming'
    ? gt(exams.opensAt, now)
    : phase === 'open'
      ? and(lte(exams.opensAt, now), gt(exams.closesAt, now))
      : phase === 'closed'
        ? lte(exams.closesAt, now)
        : undefined;

/** Exams, their owners' lists with how sittings stand, the public list, and make-ups. */
export const examRepository = {
  async listManaged(
    db: TDbOrTx,
    scope: TManageScope,
    filter: { keyword?: string; meetingId?: number },
    { offset, limit }: TSlice,
  ) {
    const where = and(
      ownedByScope(scope, exams),
      anyContains(filter.keyword, exams.examName),
      filter.meetingId === undefined ? undefined : eq(exams.meetingId, filter.meetingId),
    );
    const [list, total] = await Promise.all([
      db
        .select(managedColumns)
        .from(exams)
        .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
        .where(where)
        .orderBy(desc(exams.opensAt), desc(exams.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(exams).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  find: async (db: TDbOrTx, id: number) => (await db.select().from(exams).where(eq(exams.id, id)))[0],

  managedOne: async (db: TDbOrTx, id: number) =>
    (
      await db
        .select(managedColumns)
        .from(exams)
        .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
        .where(eq(exams.id, id))
    )[0],

  // Every write passes here, so the search index follows the exam.
  async insert(db: TDbOrTx, row: TExamInsert) {
    const [exam] = await db.insert(exams).values(row).returning();
    await syncExamSearch(db, exam!);
    return exam!;
  },

  async update(db: TDbOrTx, id: number, fields: Partial<TExamInsert>) {
    const [exam] = await db
      .update(exams)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(exams.id, id))
      .returning();
    if (exam) await syncExamSearch(db, exam);
  },

  async delete(db: TDbOrTx, id: number) {
    const [exam] = await db.delete(exams).where(eq(exams.id, id)).returning();
    if (exam) await syncExamSearch(db, { ...exam, isPublished: false });
  },

  async hasAttempts(db: TDbOrTx, examId: number) {
    const [row] = await db
      .select({ total: count() })
      .from(examAttempts)
      .where(eq(examAttempts.examId, examId));
    return (row?.total ?? 0) > 0;
  },

  /** Published exams, open ones first, then upcoming, then those over. */
  async listPublic(
    db: TDbOrTx,
    filter: { keyword?: string; meetingId?: number; phase?: TExamPhase },
    now: Date,
    { offset, limit }: TSlice,
  ) {
    const where = and(
      eq(exams.isPublished, true),
      // A class's exam is listed for its students on their class page, not to everyone.
      ne(exams.audience, 'grade'),
      anyContains(filter.keyword, exams.examName),
      filter.meetingId === undefined ? undefined : eq(exams.meetingId, filter.meetingId),
      phaseWhere(filter.phase, now),
    );
    const [list, total] = await Promise.all([
      db
        .select({
          exam: exams,
          meetingName: sql<string>`coalesce(${meetings.meetingName}, '')`,
          ownerName: sql<string>`coalesce(${organizations.orgName}, ${users.nickname}, '')`,
        })
        .from(exams)
        .leftJoin(meetings, eq(meetings.id, exams.meetingId))
        .leftJoin(organizations, eq(organizations.id, exams.orgId))
        .innerJoin(users, eq(users.id, exams.creatorId))
        .where(where)
        .orderBy(
          sql`case when ${exams.closesAt} <= ${now} then 2 when ${exams.opensAt} > ${now} then 1 else 0 end`,
          sql`case when ${exams.closesAt} <= ${now} then null else ${exams.opensAt} end`,
          desc(exams.closesAt),
          desc(exams.id),
        )
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(exams).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  async names(db: TDbOrTx, exam: TExamRow) {
    const [row] = await db
      .select({
        meetingName: sql<string>`coalesce(${meetings.meetingName}, '')`,
        ownerName: sql<string>`coalesce(${organizations.orgName}, ${users.nickname}, '')`,
      })
      .from(users)
      .leftJoin(meetings, exam.meetingId === null ? sql`false` : eq(meetings.id, exam.meetingId))
      .leftJoin(organizations, exam.orgId === null ? sql`false` : eq(organizations.id, exam.orgId))
      .where(eq(users.id, exam.creatorId));
    return row ?? { meetingName: '', ownerName: '' };
  },

  overrides: (db: TDbOrTx, examId: number) =>
    db
      .select({ override: examOverrides, name: users.nickname, mobile: users.mobile })
      .from(examOverrides)
      .innerJoin(users, eq(users.id, examOverrides.userId))
      .where(eq(examOverrides.examId, examId))
      .orderBy(examOverrides.userId),

  overrideFor: async (db: TDbOrTx, examId: number, userId: number) =>
    (
      await db
        .select()
        .from(examOverrides)
        .where(and(eq(examOverrides.examId, examId), eq(examOverrides.userId, userId)))
    )[0],

  saveOverride: (db: TDbOrTx, row: TOverrideRow) =>
    db
      .insert(examOverrides)
      .values(row)
      .onConflictDoUpdate({
        target: [examOverrides.examId, examOverrides.userId],
        set: { attempts: row.attempts, closesAt: row.closesAt, minutes: row.minutes },
      }),

  deleteOverride: (db: TDbOrTx, examId: number, userId: number) =>
    db.delete(examOverrides).where(and(eq(examOverrides.examId, examId), eq(examOverrides.userId, userId))),

  /**
   * Published exams not yet closed for this person (their own or their class's make-up's close counts, and an attempt of
   * theirs still open) that ask any of these top-level questions: a fixed paper's pick, a question a
   * random paper's rules may draw, or one drawn into their open attempt.
   */
  holding: async (db: TDbOrTx, userId: number, questionIds: number[]) =>
    questionIds.length === 0
      ? []
      : (
          await db.execute<{ id: number }>(sql`
      with asked as (select unnest(${`{${questionIds.join(',')}}`}::int[]) as id)
      select e.id from exams e
      join exam_papers p on p.id = e.paper_id
      left join exam_overrides o on o.exam_id = e.id and o.user_id = ${userId}
      left join lateral (
        select max(ge.make_up_closes_at) as closes_at from exam_grade_exams ge
        join exam_grade_members m on m.grade_id = ge.grade_id and m.user_id = ${userId} and m.role = 'student'
        where ge.exam_id = e.id and ge.make_up_at is not null
      ) class_make_up on true
      left join lateral (
        select a.questions from exam_attempts a
        where a.exam_id = e.id and a.user_id = ${userId} and a.submitted_at is null limit 1
      ) open_attempt on true
      where e.is_published
        and (coalesce(o.closes_at, class_make_up.closes_at, e.closes_at) > now() or open_attempt.questions is not null)
        and (
          exists (select 1 from exam_paper_items i join asked on asked.id = i.question_id where i.paper_id = p.id)
          or exists (
            select 1 from jsonb_array_elements(open_attempt.questions) q
            join asked on asked.id = (q->>'questionId')::int)
          or (p.mode = 'random' and exists (
            select 1 from jsonb_array_elements(p.rules) r, exam_questions q join asked on asked.id = q.id
            where q.parent_id is null and q.deleted_at is null and q.kind = r->>'kind'
              and (jsonb_typeof(r->'categoryId') <> 'number' or q.category_id = (r->>'categoryId')::int)
              and (jsonb_typeof(r->'difficulty') <> 'number' or q.difficulty = (r->>'difficulty')::int)
              and (case when p.org_id is null then q.org_id is null and q.creator_id = p.creator_id
                        else q.org_id = p.org_id end)))
        )
      order by e.closes_at, e.id`)
        ).rows.map((row) => row.id),
};

// The exam's entry in search (decision 033), written with the exam.
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
