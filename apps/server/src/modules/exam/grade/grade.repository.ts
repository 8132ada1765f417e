import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TGradeRole } from '@huitang/contracts';
import {
  examAnswers,
  examAttempts,
  examGradeExams,
  examGradeMembers,
  examGrades,
  exams,
  organizations,
  users,
} from '../../../../db/schema/index.ts';
import type { TDbOrTx } from '../../../platform/db/client.ts';
import { ownedByScope, type TManageScope } from '../../../platform/db/ownership.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

export type TGradeRow = typeof examGrades.$inferSelect;
export type TGradeInsert = typeof examGrades.$inferInsert;

const outerGrade = sql.raw('"exam_grades"."id"');
/** A class with its owner's name and how many students and exams it has. */
const listedColumns = {
  grade: examGrades,
  ownerName: sql<string>`coalesce(${organizations.orgName}, ${users.nickname}, '')`,
  studentCount: sql<number>`(select count(*)::int from exam_grade_members m where m.grade_id = ${outerGrade} and m.role = 'student')`,
  examCount: sql<number>`(select count(*)::int from exam_grade_exams e where e.grade_id = ${outerGrade})`,
};

const outerExam = sql.raw('"exam_grade_exams"."exam_id"');
const outerGradeOfExam = sql.raw('"exam_grade_exams"."grade_id"');

/** Classes, their members and exams, and the attempts their results are read from. */
export const gradeRepository = {
  async list(db: TDbOrTx, where: SQL | undefined, keyword: string | undefined, { offset, limit }: TSlice) {
    const filtered = and(where, anyContains(keyword, examGrades.gradeName));
    const [list, total] = await Promise.all([
      db
        .select(listedColumns)
        .from(examGrades)
        .innerJoin(users, eq(users.id, examGrades.creatorId))
        .leftJoin(organizations, eq(organizations.id, examGrades.orgId))
        .where(filtered)
        .orderBy(desc(examGrades.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(examGrades).where(filtered),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  owned: (scope: TManageScope) => ownedByScope(scope, examGrades),

  /** The classes the person keeps as a class admin. */
  administered: (userId: number) =>
    inArray(
      examGrades.id,
      sql`(select m.grade_id from exam_grade_members m where m.user_id = ${userId} and m.role = 'admin')`,
    ),

  /** The classes the person studies in. */
  studied: (userId: number) =>
    inArray(
      examGrades.id,
      sql`(select m.grade_id from exam_grade_members m where m.user_id = ${userId} and m.role = 'student')`,
    ),

  listed: async (db: TDbOrTx, id: number) =>
    (
      await db
        .select(listedColumns)
        .from(examGrades)
        .innerJoin(users, eq(users.id, examGrades.creatorId))
        .leftJoin(organizations, eq(organizations.id, examGrades.orgId))
        .where(eq(examGrades.id, id))
    )[0],

  find: async (db: TDbOrTx, id: number) =>
    (await db.select().from(examGrades).where(eq(examGrades.id, id)))[0],

  insert: async (db: TDbOrTx, row: TGradeInsert) => (await db.insert(examGrades).values(row).returning())[0]!,

  update: (db: TDbOrTx, id: number, fields: Partial<TGradeInsert>) =>
    db.update(examGrades).set(fields).where(eq(examGrades.id, id)),

  delete: (db: TDbOrTx, id: number) => db.delete(examGrades).where(eq(examGrades.id, id)),

  roleOf: async (db: TDbOrTx, gradeId: number, userId: number) =>
    (
      await db
        .select({ role: examGradeMembers.role })
        .from(examGradeMembers)
        .where(and(eq(examGradeMembers.gradeId, gradeId), eq(examGradeMembers.userId, userId)))
    )[0]?.role,

  async keepsAny(db: TDbOrTx, userId: number) {
    const [row] = await db
      .select({ total: count() })
      .from(examGradeMembers)
      .where(and(eq(examGradeMembers.userId, userId), eq(examGradeMembers.role, 'admin')));
    return (row?.total ?? 0) > 0;
  },

  async members(db: TDbOrTx, gradeId: number, keyword: string | undefined, { offset, limit }: TSlice) {
    const where = and(
      eq(examGradeMembers.gradeId, gradeId),
      anyContains(keyword, users.nickname, users.mobile),
    );
    const [list, total] = await Promise.all([
      db
        .select({ member: examGradeMembers, name: users.nickname, mobile: users.mobile })
        .from(examGradeMembers)
        .innerJoin(users, eq(users.id, examGradeMembers.userId))
        .where(where)
        .orderBy(desc(examGradeMembers.role), examGradeMembers.addedAt, examGradeMembers.userId)
        .offset(offset)
        .limit(limit),
      db
        .select({ total: count() })
        .from(examGradeMembers)
        .innerJoin(users, eq(users.id, examGradeMembers.userId))
        .where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** Adds the people not in the class yet; answers how many joined. */
  async addMembers(db: TDbOrTx, gradeId: number, userIds: number[], role: TGradeRole) {
    if (userIds.length === 0) return 0;
    const added = await db
      .insert(examGradeMembers)
      .values(userIds.map((userId) => ({ gradeId, userId, role })))
      .onConflictDoNothing()
      .returning({ userId: examGradeMembers.userId });
    return added.length;
  },

  setRole: (db: TDbOrTx, gradeId: number, userId: number, role: TGradeRole) =>
    db
      .update(examGradeMembers)
      .set({ role })
      .where(and(eq(examGradeMembers.gradeId, gradeId), eq(examGradeMembers.userId, userId))),

  removeMember: (db: TDbOrTx, gradeId: number, userId: number) =>
    db
      .delete(examGradeMembers)
      .where(and(eq(examGradeMembers.gradeId, gradeId), eq(examGradeMembers.userId, userId))),

  /** The class's students, with their names (for results). */
  students: (db: TDbOrTx, gradeId: number) =>
    db
      .select({ userId: examGradeMembers.userId, name: users.nickname, mobile: users.mobile })
      .from(examGradeMembers)
      .innerJoin(users, eq(users.id, examGradeMembers.userId))
      .where(and(eq(examGradeMembers.gradeId, gradeId), eq(examGradeMembers.role, 'student')))
      .orderBy(examGradeMembers.addedAt, examGradeMembers.userId),

  usersByMobile: (db: TDbOrTx, mobiles: string[]) =>
    mobiles.length
      ? db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, mobiles))
      : Promise.resolve([]),

  /** The exams set for the class, newest window first, with how many students have handed one in. */
  exams: (db: TDbOrTx, gradeId: number) =>
    db
      .select({
        exam: exams,
        makeUp: {
          at: examGradeExams.makeUpAt,
          attempts: examGradeExams.makeUpAttempts,
          closesAt: examGradeExams.makeUpClosesAt,
          minutes: examGradeExams.makeUpMinutes,
        },
        sittingCount: sql<number>`(select count(distinct a.user_id)::int from exam_attempts a
          join exam_grade_members m on m.user_id = a.user_id and m.grade_id = ${outerGradeOfExam} and m.role = 'student'
          where a.exam_id = ${outerExam} and a.submitted_at is not null)`,
      })
      .from(examGradeExams)
      .innerJoin(exams, eq(exams.id, examGradeExams.examId))
      .where(eq(examGradeExams.gradeId, gradeId))
      .orderBy(desc(exams.opensAt), desc(exams.id)),

  isSet: async (db: TDbOrTx, gradeId: number, examId: number) =>
    (
      await db
        .select({ examId: examGradeExams.examId })
        .from(examGradeExams)
        .where(and(eq(examGradeExams.gradeId, gradeId), eq(examGradeExams.examId, examId)))
    ).length > 0,

  assign: (db: TDbOrTx, gradeId: number, examId: number) =>
    db.insert(examGradeExams).values({ gradeId, examId }).onConflictDoNothing(),

  unassign: (db: TDbOrTx, gradeId: number, examId: number) =>
    db
      .delete(examGradeExams)
      .where(and(eq(examGradeExams.gradeId, gradeId), eq(examGradeExams.examId, examId))),

  /** Whether the person studies in a class the exam is set for (a class-only exam admits them). */
  async studiesFor(db: TDbOrTx, examId: number, userId: number) {
    const [row] = await db
      .select({ total: count() })
      .from(examGradeExams)
      .innerJoin(
        examGradeMembers,
        and(
          eq(examGradeMembers.gradeId, examGradeExams.gradeId),
          eq(examGradeMembers.userId, userId),
          eq(examGradeMembers.role, 'student'),
        ),
      )
      .where(eq(examGradeExams.examId, examId));
    return (row?.total ?? 0) > 0;
  },

  /** The submitted attempts of these people at the exam, with the questions each was asked. */
  attempts: (db: TDbOrTx, examId: number, userIds: number[]) =>
    userIds.length
      ? db
          .select({
            id: examAttempts.id,
            userId: examAttempts.userId,
            state: examAttempts.state,
            score: examAttempts.score,
            questions: examAttempts.questions,
          })
          .from(examAttempts)
          .where(and(eq(examAttempts.examId, examId), inArray(examAttempts.userId, userIds)))
          .orderBy(examAttempts.userId, examAttempts.number)
      : Promise.resolve([]),

  markedAnswers: (db: TDbOrTx, attemptIds: number[]) =>
    attemptIds.length
      ? db
          .select({
            attemptId: examAnswers.attemptId,
            questionId: examAnswers.questionId,
            score: examAnswers.score,
          })
          .from(examAnswers)
          .where(and(inArray(examAnswers.attemptId, attemptIds), isNotNull(examAnswers.score)))
      : Promise.resolve([]),

  /** Gives the class a make-up at the exam, replacing the one it had. */
  makeUp: (
    db: TDbOrTx,
    gradeId: number,
    examId: number,
    terms: { attempts: number | null; closesAt: Date | null; minutes: number | null },
  ) =>
    db
      .update(examGradeExams)
      .set({
        makeUpAt: new Date(),
        makeUpAttempts: terms.attempts,
        makeUpClosesAt: terms.closesAt,
        makeUpMinutes: terms.minutes,
      })
      .where(and(eq(examGradeExams.gradeId, gradeId), eq(examGradeExams.examId, examId))),

  /**
   * The make-up the person has from the classes they study in now, the most lenient of each term when
   * several give one (Moodle's group overrides): the most attempts, the latest close, the longest time
   * (0, no limit but the close, beats any). Undefined when no class of theirs gave one.
   */
  async classMakeUp(db: TDbOrTx, examId: number, userId: number) {
    const [row] = await db
      .select({
        given: count(examGradeExams.makeUpAt),
        attempts: sql<number | null>`max(${examGradeExams.makeUpAttempts})`,
        closesAt: sql<string | null>`max(${examGradeExams.makeUpClosesAt})`,
        minutes: sql<
          number | null
        >`case when bool_or(${examGradeExams.makeUpMinutes} = 0) then 0 else max(${examGradeExams.makeUpMinutes}) end`,
      })
      .from(examGradeExams)
      .innerJoin(
        examGradeMembers,
        and(
          eq(examGradeMembers.gradeId, examGradeExams.gradeId),
          eq(examGradeMembers.userId, userId),
          eq(examGradeMembers.role, 'student'),
        ),
      )
      .where(and(eq(examGradeExams.examId, examId), isNotNull(examGradeExams.makeUpAt)));
    if (!row?.given) return undefined;
    return {
      attempts: row.attempts,
      closesAt: row.closesAt === null ? null : new Date(row.closesAt),
      minutes: row.minutes,
    };
  },
};
