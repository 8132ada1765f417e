import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAttemptSheet } from '@huitang/contracts';
import { openExam, useLecturerApp } from '../../../../../test/fixtures/exam-fixture.ts';

/**
 * Candidates change every answer while they hand in (decision 030, issue 45's batched marking): each
 * change the server acknowledged is kept and marked as given, each it refused is not there, and the
 * attempt's score and state follow from exactly those answers.
 */

const CANDIDATES = 16;
const app = useLecturerApp();

type TChange = { first: unknown; second: unknown; full: number | null };
/** The demo paper's answerable questions in order: a wrong (or blank) first answer, a right second one. */
const changesOf = (sheet: TAttemptSheet): Map<number, TChange> => {
  const ids = sheet.questions
    .flatMap((q) => (q.kind === 'material' ? q.children : [q]))
    .map((q) => q.questionId);
  const changes: TChange[] = [
    { first: 'A', second: 'B', full: 10 },
    { first: ['C'], second: ['A', 'B', 'D'], full: 10 },
    { first: false, second: true, full: 10 },
    { first: ['心室', '心房'], second: ['心房', '左右心室'], full: 10 },
    // A blank short answer gets 0 at once; one with text waits for a person.
    { first: '', second: '胸痛持续不缓解。', full: null },
    { first: 'B', second: 'A', full: 5 },
    { first: false, second: true, full: 5 },
  ];
  expect(ids).toHaveLength(changes.length);
  return new Map(ids.map((id, i) => [id, changes[i]!]));
};

describe('answers racing a hand-in', () => {
  it('keeps and marks every acknowledged change, and nothing the hand-in refused', async () => {
    const { t, lecturer } = app;
    const { exam } = await openExam(t, lecturer);
    const outcomes = await Promise.all(
      Array.from({ length: CANDIDATES }, async (_, n) => {
        const { token } = await t.registerUser();
        const sheet = (await t.call('/exam/auth/attempt/start', { examId: exam.id }, { token })).data;
        const attemptId = sheet.attempt.id;
        const changes = changesOf(sheet);
        const save = (questionId: number, answer: unknown) =>
          t.call('/exam/auth/attempt/answer', { attemptId, questionId, answer }, { token });
        for (const [questionId, { first }] of changes) expect((await save(questionId, first)).code).toBe(200);
        // Every answer changed at once, the hand-in sent among them: after the first `n % 8` changes,
        // the others a few milliseconds behind it (more for later candidates).
        const entries = [...changes];
        const before = entries.slice(0, n % 8).map(([questionId, { second }]) => save(questionId, second));
        const [sentBefore, handIn, sentAfter] = await Promise.all([
          Promise.all(before),
          t.call('/exam/auth/attempt/submit', { attemptId }, { token }),
          new Promise((resolve) => setTimeout(resolve, n * 3)).then(() =>
            Promise.all(entries.slice(n % 8).map(([questionId, { second }]) => save(questionId, second))),
          ),
        ]);
        const replies = [...sentBefore, ...sentAfter];
        expect(handIn.code, handIn.msg).toBe(200);
        expect(replies.every((r) => r.code === 200 || r.code === 602)).toBe(true);
        // Nothing lands after the hand-in.
        const late = await save([...changes.keys()][0]!, 'C');
        expect(late.code).toBe(602);
        const kept = new Map([...changes.keys()].map((id, i) => [id, replies[i]!.code === 200]));
        return { token, attemptId, changes, kept, handIn: handIn.data };
      }),
    );

    for (const { token, attemptId, changes, kept, handIn } of outcomes) {
      const result = await t.call('/exam/auth/attempt/result', { attemptId }, { token });
      expect(result.code, result.msg).toBe(200);
      const shown = new Map(
        result.data.questions.flatMap((q) => [q, ...q.children]).map((q) => [q.questionId, q]),
      );
      let score = 0;
      for (const [questionId, change] of changes) {
        const question = shown.get(questionId)!;
        const second = kept.get(questionId)!;
        expect(question.answer, `attempt ${attemptId}, question ${questionId}`).toEqual(
          second ? change.second : change.first,
        );
        expect(question.got, `attempt ${attemptId}, question ${questionId}`).toBe(second ? change.full : 0);
        score += question.got ?? 0;
      }
      const waits = kept.get([...changes.keys()][4]!)!;
      const summary = { state: waits ? 'reviewing' : 'reviewed', score };
      expect(result.data.attempt).toMatchObject(summary);
      expect(result.data.attempt.submittedAt).not.toBeNull();
      // The hand-in's own answer already showed the marks it gave.
      expect(handIn).toMatchObject(summary);
    }
    // Each acknowledged answer is one row; the race saw both outcomes somewhere in the run.
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from exam_answers where attempt_id in ${outcomes.map((o) => o.attemptId)}`,
    );
    expect(rows.rows[0]!.n).toBe(CANDIDATES * 7);
  });

  it('waits for the answers in flight and marks them; none lands after the hand-in', async () => {
    const { t, lecturer } = app;
    const { exam } = await openExam(t, lecturer);
    const { token } = await t.registerUser();
    const sheet = (await t.call('/exam/auth/attempt/start', { examId: exam.id }, { token })).data;
    const attemptId = sheet.attempt.id;
    const changes = changesOf(sheet);
    const [single, multiple] = [...changes.keys()] as [number, number];
    const save = (questionId: number, answer: unknown) =>
      t.call('/exam/auth/attempt/answer', { attemptId, questionId, answer }, { token });
    expect((await save(single, 'A')).code).toBe(200);
    /** Backends waiting for a lock on the attempt: the hand-in, then the saves queued behind it. */
    const waiting = async (count: number) => {
      for (let tries = 0; tries < 250; tries++) {
        const rows = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (rows.rows[0]!.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`fewer than ${count} waiting for the attempt`);
    };
    // A save in flight, held open: it share-locks the open attempt and changes the answer, as the
    // server's save statement does, and commits only once the hand-in is already waiting for it.
    const inFlight = await t.db.$client.connect();
    let handingIn: ReturnType<typeof t.call> | undefined;
    let queued: ReturnType<typeof t.call> | undefined;
    try {
      await inFlight.query('begin');
      await inFlight.query('select id from exam_attempts where id = $1 and submitted_at is null for share', [
        attemptId,
      ]);
      await inFlight.query(
        `insert into exam_answers (attempt_id, question_id, answer) values ($1, $2, '"B"')
         on conflict (attempt_id, question_id) do update set answer = excluded.answer`,
        [attemptId, single],
      );
      handingIn = t.call('/exam/auth/attempt/submit', { attemptId }, { token });
      await waiting(1);
      // A save sent while the hand-in waits either shares the lock with the one in flight (and is
      // marked with it) or queues behind the hand-in and finds the attempt closed.
      queued = save(multiple, ['A', 'B', 'D']);
      await Promise.race([queued, waiting(2)]);
      await inFlight.query('commit');
    } finally {
      inFlight.release();
    }
    const [handIn, late] = await Promise.all([handingIn, queued]);
    expect(handIn.code, handIn.msg).toBe(200);
    expect([200, 602]).toContain(late.code);
    const kept = late.code === 200;
    expect(handIn.data).toMatchObject({ state: 'reviewed', score: kept ? 20 : 10 });
    const result = await t.call('/exam/auth/attempt/result', { attemptId }, { token });
    const shown = new Map(result.data.questions.map((q) => [q.questionId, q]));
    expect(shown.get(single)).toMatchObject({ answer: 'B', got: 10 });
    expect(shown.get(multiple)).toMatchObject(
      kept ? { answer: ['A', 'B', 'D'], got: 10 } : { answer: null, got: 0 },
    );
    // Nothing lands after the hand-in.
    expect((await save(multiple, ['C'])).code).toBe(602);
  });
});
