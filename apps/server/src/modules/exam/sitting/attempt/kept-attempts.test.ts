import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttemptSheet } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../../../test/harness.ts';
import { openExam } from '../../../../../test/fixtures/exam-fixture.ts';

/**
 * Each server process keeps who sits an attempt and its questions for the saves that follow
 * (kept-attempts.ts). Two instances on one database stand for two processes: candidates start on one
 * and save on the other, where nothing is kept yet and all their first saves arrive together; and an
 * attempt handed in or timed out through one is closed on the other at once, although it is kept there.
 */

const CANDIDATES = 12;
let first: TTestApp;
let second: TTestApp;
let lecturer: string;

beforeAll(async () => {
  first = await createTestApp();
  second = await first.another();
  lecturer = await first.login('13800000005');
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** Right answers to the demo paper's answerable questions, in order, each a shape of its own. */
const ANSWERS: unknown[] = ['B', ['A', 'B', 'D'], true, ['心房', '左右心室'], '胸痛持续不缓解。', 'A', true];

const answerableIds = (sheet: TAttemptSheet) =>
  sheet.questions.flatMap((q) => (q.kind === 'material' ? q.children : [q])).map((q) => q.questionId);

const storedAnswers = async (t: TTestApp, attemptId: number) =>
  new Map(
    (
      await t.db.execute<{ question_id: number; answer: unknown }>(
        sql`select question_id, answer from exam_answers where attempt_id = ${attemptId}`,
      )
    ).rows.map((row) => [row.question_id, row.answer]),
  );

describe('attempts kept per process', () => {
  it('checks every save of a rush against its own attempt on a process that kept none of them', async () => {
    const { exam } = await openExam(first, lecturer);
    const candidates = await Promise.all(
      Array.from({ length: CANDIDATES }, async () => {
        const { token } = await first.registerUser();
        const sheet = (await first.call('/exam/auth/attempt/start', { examId: exam.id }, { token })).data;
        return { token, attemptId: sheet.attempt.id, ids: answerableIds(sheet) };
      }),
    );
    expect(candidates[0]!.ids).toHaveLength(ANSWERS.length);
    // All at once on the other process: every candidate's every answer, a save into the next
    // candidate's attempt, a wrong shape and an attempt that does not exist.
    const replies = await Promise.all(
      candidates.flatMap(({ token, attemptId, ids }, n) => {
        const save = (body: Record<string, unknown>) =>
          second.call('/exam/auth/attempt/answer', body, { token, language: 'en' });
        const next = candidates[(n + 1) % CANDIDATES]!;
        return [
          ...ids.map((questionId, i) =>
            save({ attemptId, questionId, answer: ANSWERS[i] }).then((reply) => ({ reply, expected: 200 })),
          ),
          save({ attemptId: next.attemptId, questionId: next.ids[0], answer: 'C' }).then((reply) => ({
            reply,
            expected: 306,
          })),
          save({ attemptId, questionId: ids[2], answer: 'true' }).then((reply) => ({ reply, expected: 601 })),
          save({ attemptId: attemptId + 100_000, questionId: ids[0], answer: 'C' }).then((reply) => ({
            reply,
            expected: 777,
          })),
        ];
      }),
    );
    for (const { reply, expected } of replies) expect(reply.code, reply.msg).toBe(expected);
    for (const { attemptId, ids } of candidates) {
      const stored = await storedAnswers(first, attemptId);
      // Exactly the candidate's own answers, as given: none from the next candidate, none refused.
      expect(stored).toEqual(new Map(ids.map((questionId, i) => [questionId, ANSWERS[i]])));
    }
  });

  it('refuses a save into an attempt handed in or timed out through another process, though kept there', async () => {
    const { exam } = await openExam(first, lecturer);
    const [handing, late] = await Promise.all(
      [0, 1].map(async () => {
        const { token } = await first.registerUser();
        // Started through the second process, so it keeps the attempt for its saves.
        const sheet = (await second.call('/exam/auth/attempt/start', { examId: exam.id }, { token })).data;
        const ids = answerableIds(sheet);
        const save = (answer: unknown) =>
          second.call(
            '/exam/auth/attempt/answer',
            { attemptId: sheet.attempt.id, questionId: ids[0], answer },
            { token, language: 'en' },
          );
        expect((await save('A')).code).toBe(200);
        return { token, attemptId: sheet.attempt.id, save };
      }),
    );

    const handIn = await first.call(
      '/exam/auth/attempt/submit',
      { attemptId: handing!.attemptId },
      { token: handing!.token },
    );
    expect(handIn.code, handIn.msg).toBe(200);
    expect(await handing!.save('B')).toMatchObject({
      code: 602,
      msg: 'This attempt has already been submitted',
    });

    // The time ran out (beyond the grace) with nobody's hand-in: the database's clock refuses it.
    await first.db.execute(
      sql`update exam_attempts set due_at = now() - interval '1 minute' where id = ${late!.attemptId}`,
    );
    expect(await late!.save('B')).toMatchObject({ code: 602, msg: 'The exam is over!' });

    for (const { attemptId } of [handing!, late!])
      expect([...(await storedAnswers(first, attemptId)).values()]).toEqual(['A']);
  });
});
