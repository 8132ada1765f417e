import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { courseEnrolments, courseStudy } from '../../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TStudyRow = typeof courseStudy.$inferSelect;
type TReportChanges = Pick<TStudyRow, 'positionSeconds' | 'watchedSeconds' | 'doneAt' | 'reportedAt'>;
export type TEnrolmentRow = typeof courseEnrolments.$inferSelect;

export const studyRepository = {
  async enrolment(db: TDbOrTx, courseId: number, userId: number): Promise<TEnrolmentRow | undefined> {
    const [row] = await db
      .select()
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId)));
    return row;
  },

  /**
   * Enrols once: a repeated notice or a double click finds the enrolment already there. A member
   * who buys a course of the VIP plan turns their enrolment into a bought one, kept after the
   * membership ends.
   */
  async enrol(
    db: TDbOrTx,
    enrolment: { courseId: number; userId: number; source: 'free' | 'order' | 'vip'; orderId?: number },
  ) {
    const insert = db.insert(courseEnrolments).values(enrolment);
    await (enrolment.source === 'order'
      ? insert.onConflictDoUpdate({
          target: [courseEnrolments.courseId, courseEnrolments.userId],
          set: { source: 'order', orderId: enrolment.orderId ?? null },
          setWhere: eq(courseEnrolments.source, 'vip'),
        })
      : insert.onConflictDoNothing());
  },

  /** A refunded buyer leaves the course (their study rows stay, should they buy it again). */
  async unenrol(db: TDbOrTx, courseId: number, userId: number) {
    await db
      .delete(courseEnrolments)
      .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId)));
  },

  async hasStudents(db: TDbOrTx, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ total: count() })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.courseId, courseId));
    return (row?.total ?? 0) > 0;
  },

  /** One person's study rows of one course. */
  ofCourse: (db: TDbOrTx, userId: number, courseId: number) =>
    db
      .select()
      .from(courseStudy)
      .where(and(eq(courseStudy.userId, userId), eq(courseStudy.courseId, courseId))),

  async ofPeriod(db: TDbOrTx, userId: number, periodId: number): Promise<TStudyRow | undefined> {
    const [row] = await db
      .select()
      .from(courseStudy)
      .where(and(eq(courseStudy.userId, userId), eq(courseStudy.periodId, periodId)));
    return row;
  },

  /** Starts the clock of a play: reports after it are credited no faster than time passes since. */
  async startPlay(db: TDbOrTx, userId: number, courseId: number, periodId: number): Promise<TStudyRow> {
    const [row] = await db
      .insert(courseStudy)
      .values({ userId, courseId, periodId })
      .onConflictDoUpdate({
        target: [courseStudy.userId, courseStudy.periodId],
        set: { reportedAt: sql`now()` },
      })
      .returning();
    return row!;
  },

  /** A period the person has finished at once (a resource they downloaded); the first time is kept. */
  async finished(db: TDbOrTx, userId: number, period: { id: number; courseId: number }) {
    await db
      .insert(courseStudy)
      .values({ userId, courseId: period.courseId, periodId: period.id, doneAt: sql`now()` })
      .onConflictDoUpdate({
        target: [courseStudy.userId, courseStudy.periodId],
        set: { doneAt: sql`coalesce(${courseStudy.doneAt}, now())`, reportedAt: sql`now()` },
      });
    await this.touchEnrolment(db, period.courseId, userId);
  },

  /** The row locked for a report, so two tabs reporting at once cannot both claim the same seconds. */
  async lock(tx: TTx, userId: number, periodId: number): Promise<TStudyRow | undefined> {
    const [row] = await tx
      .select()
      .from(courseStudy)
      .where(and(eq(courseStudy.userId, userId), eq(courseStudy.periodId, periodId)))
      .for('update');
    return row;
  },

  /** Writes a person's report of a period (the row locked by `lock` when there was one). */
  async saveReport(tx: TTx, row: Pick<TStudyRow, 'userId' | 'courseId' | 'periodId'> & TReportChanges) {
    const { positionSeconds, watchedSeconds, doneAt, reportedAt } = row;
    await tx
      .insert(courseStudy)
      .values(row)
      .onConflictDoUpdate({
        target: [courseStudy.userId, courseStudy.periodId],
        set: { positionSeconds, watchedSeconds, doneAt, reportedAt },
      });
  },

  async touchEnrolment(db: TDbOrTx, courseId: number, userId: number) {
    await db
      .update(courseEnrolments)
      .set({ studiedAt: new Date() })
      .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId)));
  },

  /** How many periods of a course the person finished. */
  async doneCount(db: TDbOrTx, userId: number, courseId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(courseStudy)
      .where(
        and(
          eq(courseStudy.userId, userId),
          eq(courseStudy.courseId, courseId),
          isNotNull(courseStudy.doneAt),
        ),
      );
    return row?.total ?? 0;
  },

  /** A person's enrolments, the most recently studied first, with how many periods each has done. */
  async mine(db: TDbOrTx, userId: number, { offset, limit }: TSlice) {
    const where = eq(courseEnrolments.userId, userId);
    const [list, total] = await Promise.all([
      db
        .select({
          enrolment: courseEnrolments,
          doneCount: sql<number>`(select count(*)::int from ${courseStudy} where ${courseStudy.userId} = ${userId} and ${courseStudy.courseId} = ${courseEnrolments.courseId} and ${courseStudy.doneAt} is not null)`,
        })
        .from(courseEnrolments)
        .where(where)
        .orderBy(
          desc(sql`coalesce(${courseEnrolments.studiedAt}, ${courseEnrolments.createdAt})`),
          desc(courseEnrolments.courseId),
        )
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(courseEnrolments).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
