import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../../test/harness.ts';
import { saveQuestions } from '../../../../../test/fixtures/exam-fixture.ts';

/** Two markers of one institution's exam (its owner and its admin) marking the same attempts at once. */

let t: TTestApp;
let owner: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin] = await Promise.all([t.login('13800000003'), t.login('13800000007')]);
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const ATTEMPTS = 6;

describe('two markers of one attempt', () => {
  it('lose no mark when they save at once: each question keeps its marker’s mark, the total counts all', async () => {
    const questions = await saveQuestions(
      t,
      owner,
      [1, 2, 3, 4].map((n) => ({
        stem: `简述第 ${n} 项护理要点。`,
        content: { kind: 'short' as const, reference: `要点 ${n}` },
      })),
    );
    const ids = questions.map((q) => q.id);
    const paper = await t.call(
      '/exam/auth/paper/save',
      {
        paperName: `护理简答 ${Math.random()}`,
        mode: 'fixed',
        items: ids.map((questionId) => ({ questionId, score: 10 })),
        passScore: 20,
      },
      as(owner),
    );
    const exam = await t.call(
      '/exam/auth/exam/save',
      {
        paperId: paper.data.id,
        examName: '护理简答测验',
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        closesAt: new Date(Date.now() + 3_600_000).toISOString(),
        minutes: 30,
        isPublished: true,
      },
      as(owner),
    );
    expect(exam.code, exam.msg).toBe(200);
    const attemptIds = await Promise.all(
      Array.from({ length: ATTEMPTS }, async () => {
        const { token } = await t.registerUser();
        const sheet = await t.call('/exam/auth/attempt/start', { examId: exam.data.id }, as(token));
        const attemptId = sheet.data.attempt.id;
        for (const questionId of ids)
          await t.call('/exam/auth/attempt/answer', { attemptId, questionId, answer: '护理要点' }, as(token));
        await t.call('/exam/auth/attempt/submit', { attemptId }, as(token));
        return attemptId;
      }),
    );

    const [q1, q2, q3, q4] = ids as [number, number, number, number];
    type TMark = { questionId: number; score: number; comment?: string };
    /** Both markers' saves of every attempt, each pair at once. */
    const markAtOnce = (ownerMarks: TMark[], adminMarks: TMark[]) =>
      Promise.all(
        attemptIds.map(async (attemptId) => {
          const replies = await Promise.all([
            t.call('/exam/auth/mark/save', { attemptId, marks: ownerMarks }, as(owner)),
            t.call('/exam/auth/mark/save', { attemptId, marks: adminMarks }, as(admin)),
          ]);
          replies.forEach((r) => expect(r.code, r.msg).toBe(200));
        }),
      );
    // The owner marks the first two questions, the admin the other two.
    await markAtOnce(
      [
        { questionId: q1, score: 7 },
        { questionId: q2, score: 6 },
      ],
      [
        { questionId: q3, score: 3 },
        { questionId: q4, score: 4 },
      ],
    );
    for (const attemptId of attemptIds) {
      const seen = await t.call('/exam/auth/mark/view', { attemptId }, as(owner));
      expect(seen.data.questions.map((q) => q.got)).toEqual([7, 6, 3, 4]);
      expect(seen.data.attempt).toMatchObject({ state: 'reviewed', score: 20, passed: true });
    }
    // Both re-mark the third question at once: the later mark stands whole, with who gave it.
    await markAtOnce([{ questionId: q3, score: 1 }], [{ questionId: q3, score: 5, comment: '复核' }]);
    const markers = (
      await t.db.execute<{ mobile: string; id: number }>(
        sql`select mobile, id from users where mobile in ('13800000003', '13800000007')`,
      )
    ).rows;
    const idOf = (mobile: string) => markers.find((m) => m.mobile === mobile)!.id;
    for (const attemptId of attemptIds) {
      const seen = await t.call('/exam/auth/mark/view', { attemptId }, as(owner));
      const got = new Map(seen.data.questions.map((q) => [q.questionId, q.got]));
      expect([got.get(q1), got.get(q2), got.get(q4)]).toEqual([7, 6, 4]);
      const [both] = (
        await t.db.execute<{ score: number; comment: string; marked_by: number }>(
          sql`select score::float as score, comment, marked_by from exam_answers where attempt_id = ${attemptId} and question_id = ${q3}`,
        )
      ).rows;
      expect([
        { score: 1, comment: '', marked_by: idOf('13800000003') },
        { score: 5, comment: '复核', marked_by: idOf('13800000007') },
      ]).toContainEqual(both);
      expect(got.get(q3)).toBe(both!.score);
      expect(seen.data.attempt).toMatchObject({ state: 'reviewed', score: 17 + both!.score });
    }
  });
});
