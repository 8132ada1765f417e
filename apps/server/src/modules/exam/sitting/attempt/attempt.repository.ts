import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TAnswerValue, TAttemptState } from '@huitang/contracts';
import { examAnswers, examAttempts, examPapers, exams, users } from '../../../../../db/schema/index.ts';
import type { TDb, TDbOrTx } from '../../../../platform/db/client.ts';
import type { TSlice } from '../../../../platform/db/query.ts';

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

/**
 * Many candidates' saves in one statement: the same conditions as SAVE_ANSWER, row by row. The open
 * attempts are share-locked in the order of their ids, as every statement locking several attempts
 * does, so two of them never wait for each other in a circle. No two rows name the same answer.
 */
const SAVE_ANSWERS = `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as i(attempt_id, user_id, question_id, answer)
  ), open as (
    select id, user_id from exam_attempts
    where id = any($1::int[]) and submitted_at is null and due_at + $5 * interval '1 second' > now()
    order by id
    for share
  )
  insert into exam_answers (attempt_id, question_id, answer, saved_at)
  select i.attempt_id, i.question_id, i.answer::jsonb, now()
  from input i join open o on o.id = i.attempt_id and o.user_id = i.user_id
  order by i.attempt_id, i.question_id
  on conflict (attempt_id, question_id) do update set answer = excluded.answer, saved_at = excluded.saved_at
  returning attempt_id, question_id, saved_at`;

/** One attempt's marks (one per question) and its result, as marking wrote them. */
export interface TMarking {
  attemptId: number;
  marks: { questionId: number; score: number; comment?: string; markedBy?: number }[];
  result: { state: TAttemptState; score: number };
}

export interface TAnswerSave {
  attemptId: number;
  userId: number;
  questionId: number;
  answer: TAnswerValue;
}

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

  /**
   * What answers' checks need of attempts, none of which changes after their start; absent ones are
   * left out. The ids go as one array, so the statement is the same text however many there are.
   */
  fixedOf: (db: TDbOrTx, ids: number[]) =>
    db
      .select({ id: examAttempts.id, userId: examAttempts.userId, questions: examAttempts.questions })
      .from(examAttempts)
      .where(sql`${examAttempts.id} = any(${`{${ids.join(',')}}`}::int[])`),

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

  /**
   * Saves many answers (each of another attempt or question) in one statement, on the conditions of
   * saveAnswer: when each was saved, or undefined for one refused, in their order.
   */
  async saveAnswers(db: TDb, saves: TAnswerSave[], graceSeconds: number) {
    const result = await db.$client.query<{ attempt_id: number; question_id: number; saved_at: Date }>({
      name: 'exam_answers_save',
      text: SAVE_ANSWERS,
      values: [
        saves.map((s) => s.attemptId),
        saves.map((s) => s.userId),
        saves.map((s) => s.questionId),
        saves.map((s) => JSON.stringify(s.answer)),
        graceSeconds,
      ],
    });
    const savedAt = new Map(result.rows.map((row) => [`${row.attempt_id}:${row.question_id}`, row.saved_at]));
    return saves.map((s) => {
      const at = savedAt.get(`${s.attemptId}:${s.questionId}`);
      return at ? new Date(at) : undefined;
    });
  },

  answers: (db: TDbOrTx, attemptId: number) =>
    db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId)),

  /** Closes an open attempt; undefined when it was already closed (a second submit counts once). */
  close: async (db: TDbOrTx, id: number, timedOut: boolean) =>
    (
      await db
        .update(examAttempts)
        .set({ submittedAt: sql`now()`, timedOut })
        .where(and(eq(examAttempts.id, id), isNull(examAttempts.submittedAt)))
        .returning()
    )[0],

  /**
   * Closes, as their candidates' hand-ins in time, those of `own` (attempt and candidate) that are
   * open and not past due beyond the grace: the attempts as closed. They are locked in the order of
   * their ids, as every statement locking several attempts does (two never wait for each other).
   */
  closeOwn: (db: TDbOrTx, own: { attemptId: number; userId: number }[], graceSeconds: number) =>
    db
      .update(examAttempts)
      .set({ submittedAt: sql`now()`, timedOut: false })
      .where(
        sql`${examAttempts.id} in (
          select a.id from exam_attempts a
          join jsonb_to_recordset(${JSON.stringify(own)}::jsonb) as o("attemptId" int, "userId" int)
            on o."attemptId" = a.id and o."userId" = a.user_id
          where a.submitted_at is null and a.due_at + ${graceSeconds} * interval '1 second' > now()
          order by a.id
          for update of a)`,
      )
      .returning(),

  /** The answers of several attempts. */
  answersOf: (db: TDbOrTx, attemptIds: number[]) =>
    db.select().from(examAnswers).where(inArray(examAnswers.attemptId, attemptIds)),

  /** What attempts' summaries show of their exams: each exam's name and its paper's pass mark. */
  examsOf: (db: TDbOrTx, examIds: number[]) =>
    db
      .select({ id: exams.id, examName: exams.examName, passScore: examPapers.passScore })
      .from(exams)
      .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
      .where(inArray(exams.id, examIds)),

  /**
   * Writes attempts' marks and results in one statement, however many questions and attempts:
   * each attempt's `marks` (one per question) are set on its answers, then its state and score.
   * The attempts are named as an array too, so the answers are found by their index, not scanned.
   */
  async mark(db: TDbOrTx, markings: TMarking[]) {
    const marks = markings.flatMap(({ attemptId, marks }) => marks.map((m) => ({ ...m, attemptId })));
    const results = markings.map(({ attemptId, result }) => ({ attemptId, ...result }));
    await db.execute(sql`
      with marks as (
        select * from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb)
          as m("attemptId" int, "questionId" int, score numeric, comment text, "markedBy" int)
      ), scored as (
        update exam_answers a
        set score = m.score, comment = coalesce(m.comment, a.comment), marked_by = coalesce(m."markedBy", a.marked_by)
        from marks m
        where a.attempt_id = any(${`{${markings.map((m) => m.attemptId).join(',')}}`}::int[])
          and a.attempt_id = m."attemptId" and a.question_id = m."questionId"
      )
      update exam_attempts t set state = r.state, score = r.score
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r("attemptId" int, state text, score numeric)
      where t.id = r."attemptId"`);
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
