import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TAnswerValue, TAttemptState } from '@huitang/contracts';
import { examAnswers, examAttempts, examPapers, exams, users } from '../../../../db/schema/index.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import type { TSlice } from '../../../platform/db/query.ts';

export type TAttemptRow = typeof examAttempts.$inferSelect;
export type TAttemptInsert = typeof examAttempts.$inferInsert;
export type TAnswerRow = typeof examAnswers.$inferSelect;

const SAVE_ANSWER = `
  with open as (
    select id from exam_attempts
    where id = $1 and user_id = $2 and submitted_at is null and due_at + $3 * interval '1 second' > now()
    for share
  )
  insert into exam_answers (attempt_id, question_id, answer, saved_at)
  select id, $4, $5::jsonb, now() from open
  on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = excluded.saved_at
  returning saved_at`;

/** Attempts, the answers saved into them, and their marks. */
export const attemptRepository = {
  find: async (db: TDbOrTx, id: number) =>
    (await db.select().from(examAttempts).where(eq(examAttempts.id, id)))[0],

  /** Holds the attempt until the transaction ends: markers of one attempt mark one after another. */
  lock: (db: TDbOrTx, id: number) =>
    db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.id, id)).for('update'),

  ofUser: (db: TDbOrTx, examId: number, userId: number) =>
    db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)))
      .orderBy(asc(examAttempts.number)),

  /**
   * A new attempt, due at the time limit or the window's close (whichever is first) by the database's
   * clock; undefined when another start of the same person won the race (one open attempt at a time).
   */
  insert: async (db: TDbOrTx, row: Omit<TAttemptInsert, 'dueAt'>, minutes: number, closesAt: Date) =>
    (
      await db
        .insert(examAttempts)
        .values({
          ...row,
          dueAt:
            minutes > 0
              ? sql`least(now() + ${minutes} * interval '1 minute', ${closesAt.toISOString()}::timestamptz)`
              : closesAt,
        })
        .onConflictDoNothing()
        .returning()
    )[0],

  /** What an answer's check needs of an attempt, none of which changes after its start. */
  fixed: async (db: TDbOrTx, id: number) =>
    (
      await db
        .select({ userId: examAttempts.userId, questions: examAttempts.questions })
        .from(examAttempts)
        .where(eq(examAttempts.id, id))
    )[0],

  /**
   * Saves an answer in one statement, only while the attempt is its candidate's, unsubmitted and not
   * past due (with `graceSeconds` for the network): the attempt row is share-locked, so a submit either
   * waits for this answer and marks it, or has already closed the attempt and the answer is refused.
   * The busiest statement of an exam (every answer of every candidate), so it is a named statement on
   * the pool's connections: parsed and planned once per connection, built by no query builder.
   */
  async saveAnswer(
    db: TDb,
    {
      attemptId,
      userId,
      questionId,
      answer,
      graceSeconds,
    }: {
      attemptId: number;
      userId: number;
      questionId: number;
      answer: TAnswerValue;
      graceSeconds: number;
    },
  ) {
    const result = await db.$client.query<{ saved_at: Date }>({
      name: 'exam_answer_save',
      text: SAVE_ANSWER,
      values: [attemptId, userId, graceSeconds, questionId, JSON.stringify(answer)],
    });
    const row = result.rows[0];
    return row ? new Date(row.saved_at) : undefined;
  },

  answers: (db: TDbOrTx, attemptId: number) =>
    db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId)),

  /**
   * Closes an open attempt; undefined when it was already closed (a second submit counts once).
   * `by` closes it only as its candidate's hand-in in time (not past due beyond the grace).
   */
  close: async (db: TDbOrTx, id: number, timedOut: boolean, by?: { userId: number; graceSeconds: number }) =>
    (
      await db
        .update(examAttempts)
        .set({ submittedAt: sql`now()`, timedOut })
        .where(
          and(
            eq(examAttempts.id, id),
            isNull(examAttempts.submittedAt),
            by && eq(examAttempts.userId, by.userId),
            by && sql`${examAttempts.dueAt} + ${by.graceSeconds} * interval '1 second' > now()`,
          ),
        )
        .returning()
    )[0],

  /** What an attempt's summary shows of its exam: its name and its paper's pass mark. */
  examOf: async (db: TDbOrTx, examId: number) =>
    (
      await db
        .select({ examName: exams.examName, passScore: examPapers.passScore })
        .from(exams)
        .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
        .where(eq(exams.id, examId))
    )[0]!,

  /**
   * Writes an attempt's marks and its result in one statement, however many questions it has:
   * `marks` (one per question) are set on their answers, then the attempt's state and score.
   */
  async mark(
    db: TDbOrTx,
    attemptId: number,
    marks: { questionId: number; score: number; comment?: string; markedBy?: number }[],
    { state, score }: { state: TAttemptState; score: number },
  ) {
    await db.execute(sql`
      with marks as (
        select * from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb)
          as m("questionId" int, score numeric, comment text, "markedBy" int)
      ), scored as (
        update exam_answers a
        set score = m.score, comment = coalesce(m.comment, a.comment), marked_by = coalesce(m."markedBy", a.marked_by)
        from marks m
        where a.attempt_id = ${attemptId} and a.question_id = m."questionId"
      )
      update exam_attempts set state = ${state}, score = ${score} where id = ${attemptId}`);
  },

  /** Open attempts past due (beyond the grace), oldest first: the clock submits them. */
  overdue: async (db: TDbOrTx, graceSeconds: number, limit: number) =>
    (
      await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(
          and(
            isNull(examAttempts.submittedAt),
            lt(examAttempts.dueAt, sql`now() - ${graceSeconds} * interval '1 second'`),
          ),
        )
        .orderBy(asc(examAttempts.dueAt))
        .limit(limit)
    ).map((row) => row.id),

  async mine(db: TDbOrTx, userId: number, { offset, limit }: TSlice) {
    const where = eq(examAttempts.userId, userId);
    const [list, total] = await Promise.all([
      db
        .select({ attempt: examAttempts, examName: exams.examName, passScore: examPapers.passScore })
        .from(examAttempts)
        .innerJoin(exams, eq(exams.id, examAttempts.examId))
        .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
        .where(where)
        .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(examAttempts).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },

  /** One exam's attempts for its marker, those waiting for marking first. */
  async ofExam(db: TDbOrTx, examId: number, state: TAttemptState | undefined, { offset, limit }: TSlice) {
    const where = and(eq(examAttempts.examId, examId), state && eq(examAttempts.state, state));
    const [list, total] = await Promise.all([
      db
        .select({ attempt: examAttempts, name: users.nickname, mobile: users.mobile })
        .from(examAttempts)
        .innerJoin(users, eq(users.id, examAttempts.userId))
        .where(where)
        .orderBy(
          sql`case ${examAttempts.state} when 'reviewing' then 0 when 'answering' then 1 else 2 end`,
          desc(examAttempts.submittedAt),
          desc(examAttempts.id),
        )
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(examAttempts).where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
