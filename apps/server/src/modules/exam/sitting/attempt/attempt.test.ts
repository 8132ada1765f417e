import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttemptSheet } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../../../test/harness.ts';
import { addPeople } from '../../../../../test/fixtures/onsite-fixture.ts';
import { signUpSteps } from '../../../../../test/fixtures/sign-up-fixture.ts';
import { openExam } from '../../../../../test/fixtures/exam-fixture.ts';

let t: TTestApp;
let lecturer: string;
let other: string;
let organiser: string;

beforeAll(async () => {
  t = await createTestApp({ examSweepSeconds: 1 });
  [lecturer, other, organiser] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000002'),
    t.login('13800000007'),
  ]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const start = (token: string, examId: number) => t.call('/exam/auth/attempt/start', { examId }, as(token));
const answer = (
  token: string,
  attemptId: number,
  questionId: number,
  value: unknown,
  language: 'zh' | 'en' = 'zh',
) => t.call('/exam/auth/attempt/answer', { attemptId, questionId, answer: value }, as(token, language));
/** The sheet's question ids in the paper's order: six questions, the last with two sub-questions. */
const idsOf = (sheet: TAttemptSheet) => {
  const [single, multiple, judge, fill, short, material] = sheet.questions.map((q) => q.questionId);
  const [sub1, sub2] = sheet.questions[5]!.children.map((q) => q.questionId);
  return {
    single: single!,
    multiple: multiple!,
    judge: judge!,
    fill: fill!,
    short: short!,
    material: material!,
    sub1: sub1!,
    sub2: sub2!,
  };
};
/** Moves an attempt's due time into the past, as if its time had run out. */
const expire = (attemptId: number, secondsAgo = 60) =>
  t.db.execute(
    sql`update exam_attempts set due_at = now() - ${secondsAgo} * interval '1 second' where id = ${attemptId}`,
  );

describe('sitting an exam', () => {
  it('resumes one attempt, keeps each saved answer, marks at submit and counts a second submit once', async () => {
    const { exam } = await openExam(t, lecturer);
    const candidate = await t.registerUser();
    // Two tabs pressing start at once get the same attempt.
    const [first, second] = await Promise.all([
      start(candidate.token, exam.id),
      start(candidate.token, exam.id),
    ]);
    expect(first.code, first.msg).toBe(200);
    expect(second.data.attempt.id).toBe(first.data.attempt.id);
    const sheet = first.data;
    expect(sheet.attempt.state).toBe('answering');
    expect(Date.parse(sheet.attempt.dueAt!) - Date.parse(sheet.attempt.startedAt)).toBeCloseTo(
      30 * 60_000,
      -4,
    );
    expect(JSON.stringify(sheet.questions)).not.toMatch(/"answer"|"blanks"|"reference"/);
    const id = idsOf(sheet);
    const attemptId = sheet.attempt.id;
    for (const [questionId, value] of [
      [id.single, 'A'],
      [id.single, 'B'], // changed: the last saved answer counts
      [id.multiple, ['A', 'B']], // right options, one missing: half
      [id.judge, false],
      [id.fill, ['心房', 'ＱＲＳ']], // one blank of two
      [id.short, '胸痛，大汗，濒死感。'],
      [id.sub1, 'A'],
    ] as const) {
      const saved = await answer(candidate.token, attemptId, questionId, value);
      expect(saved.code, saved.msg).toBe(200);
    }
    // A reload finds every answer.
    const reloaded = await t.call('/exam/auth/attempt/view', { attemptId }, as(candidate.token));
    expect(reloaded.data.answers).toHaveLength(6);
    expect(reloaded.data.answers.find((a) => a.questionId === id.single)!.answer).toBe('B');

    const [submitted, again] = await Promise.all([
      t.call('/exam/auth/attempt/submit', { attemptId }, as(candidate.token)),
      t.call('/exam/auth/attempt/submit', { attemptId }, as(candidate.token)),
    ]);
    expect(submitted.msg).toBe('交卷成功！');
    expect(again.data).toEqual(submitted.data);
    // 10 (single) + 5 (multiple, half) + 0 (judge) + 5 (one blank) + 5 (sub-question) = 25; the short answer waits.
    expect(submitted.data).toMatchObject({ state: 'reviewing', score: 25, passed: null, timedOut: false });
    const late = await answer(candidate.token, attemptId, id.judge, true);
    expect(late.code).toBe(602);
    expect(late.msg).toBe('本次答卷已提交');

    const result = await t.call('/exam/auth/attempt/result', { attemptId }, as(candidate.token));
    const byId = new Map(result.data.questions.map((q) => [q.questionId, q]));
    expect(byId.get(id.multiple)).toMatchObject({ got: 5, correct: ['A', 'B', 'D'] });
    expect(byId.get(id.short)!.got).toBeNull();
    expect(byId.get(id.material)!.children.map((c) => c.got)).toEqual([5, 0]);
    expect(byId.get(id.single)!.explanation).toContain('60–100');

    // The marker sees it waiting, cannot forge a score, and marks the short answer.
    const waiting = await t.call('/exam/auth/mark/list', { examId: exam.id }, as(lecturer));
    expect(waiting.data.list[0]).toMatchObject({
      id: attemptId,
      state: 'reviewing',
      mobile: candidate.mobile,
    });
    const forged = await t.call(
      '/exam/auth/mark/save',
      { attemptId, marks: [{ questionId: id.short, score: 11 }] },
      as(lecturer),
    );
    expect(forged.code).toBe(601);
    expect(forged.msg).toBe('得分不能超过该题分值（10分）');
    const objective = await t.call(
      '/exam/auth/mark/save',
      { attemptId, marks: [{ questionId: id.judge, score: 10 }] },
      as(lecturer),
    );
    expect(objective.code).toBe(601);
    const stranger = await t.call(
      '/exam/auth/mark/save',
      { attemptId, marks: [{ questionId: id.short, score: 8 }] },
      as(other),
    );
    expect(stranger.code).toBe(306);
    const marked = await t.call(
      '/exam/auth/mark/save',
      { attemptId, marks: [{ questionId: id.short, score: 8, comment: '要点基本完整，缺少心电图表现。' }] },
      as(lecturer),
    );
    expect(marked.data.attempt).toMatchObject({ state: 'reviewed', score: 33, passed: false });
    const seen = await t.call('/exam/auth/attempt/result', { attemptId }, as(candidate.token));
    expect(seen.data.questions.find((q) => q.questionId === id.short)).toMatchObject({
      got: 8,
      comment: '要点基本完整，缺少心电图表现。',
    });
    const mine = await t.call('/exam/auth/attempt/mine', {}, as(candidate.token));
    expect(mine.data.list[0]).toMatchObject({ id: attemptId, examName: '心血管基础知识考试', score: 33 });
  });

  it('loses no acknowledged answer when answers race the submit', async () => {
    const { exam } = await openExam(t, lecturer);
    const candidates = await Promise.all(Array.from({ length: 8 }, () => t.registerUser()));
    await Promise.all(
      candidates.map(async ({ token }) => {
        const sheet = (await start(token, exam.id)).data;
        const id = idsOf(sheet);
        const [replies] = await Promise.all([
          Promise.all(
            [id.single, id.judge, id.sub1, id.sub2].map((questionId, i) =>
              answer(token, sheet.attempt.id, questionId, i === 0 ? 'B' : i === 2 ? 'A' : true),
            ),
          ),
          t.call('/exam/auth/attempt/submit', { attemptId: sheet.attempt.id }, as(token)),
        ]);
        const acknowledged = replies.filter((r) => r.code === 200).length;
        expect(replies.every((r) => r.code === 200 || r.code === 602)).toBe(true);
        const result = await t.call('/exam/auth/attempt/result', { attemptId: sheet.attempt.id }, as(token));
        const answered = result.data.questions
          .flatMap((q) => [q, ...q.children])
          .filter((q) => q.answer !== null);
        expect(answered).toHaveLength(acknowledged);
        // Every answer that was kept was also marked.
        expect(answered.every((q) => q.got !== null)).toBe(true);
      }),
    );
  });

  it('refuses answers of another person, for a question not in the paper, and of the wrong shape', async () => {
    const { exam, questions } = await openExam(t, lecturer);
    const [alice, bob] = await Promise.all([t.registerUser(), t.registerUser()]);
    const sheet = (await start(alice.token, exam.id)).data;
    const id = idsOf(sheet);
    expect((await answer(bob.token, sheet.attempt.id, id.single, 'B')).code).toBe(306);
    expect(
      (await t.call('/exam/auth/attempt/view', { attemptId: sheet.attempt.id }, as(bob.token))).code,
    ).toBe(306);
    const notInPaper = await answer(alice.token, sheet.attempt.id, id.material, 'A', 'en');
    expect(notInPaper).toMatchObject({ code: 601, msg: 'This question is not in your paper' });
    expect((await answer(alice.token, sheet.attempt.id, questions[0]!.id + 100000, 'A')).code).toBe(601);
    expect((await answer(alice.token, sheet.attempt.id, id.single, 'Z')).code).toBe(601);
    expect((await answer(alice.token, sheet.attempt.id, id.fill, ['只有一个'])).code).toBe(601);
    expect((await answer(alice.token, sheet.attempt.id, id.judge, 'true')).code).toBe(601);
    expect(
      (
        await t.call(
          '/exam/auth/attempt/answer',
          { attemptId: sheet.attempt.id, questionId: id.single, answer: { a: 1 } },
          as(alice.token),
        )
      ).code,
    ).toBe(601);
  });

  it('keeps the window and the time limit by the server clock', async () => {
    const upcoming = await openExam(t, lecturer, {
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 7_200_000).toISOString(),
    });
    const candidate = await t.registerUser();
    const early = await t.call(
      '/exam/auth/attempt/start',
      { examId: upcoming.exam.id },
      as(candidate.token, 'en'),
    );
    expect(early).toMatchObject({ code: 602, msg: "The exam hasn't started yet! Please wait" });
    const detail = await t.call('/exam/api/exam/view', { id: upcoming.exam.id }, as(candidate.token));
    expect(detail.data).toMatchObject({ phase: 'upcoming', mine: { refusal: 'exam.notStarted' } });

    const { exam } = await openExam(t, lecturer);
    const sheet = (await start(candidate.token, exam.id)).data;
    const id = idsOf(sheet);
    await answer(candidate.token, sheet.attempt.id, id.single, 'B');
    await expire(sheet.attempt.id);
    // Time is up: the answer is refused with SPEC's text, the attempt was handed in with what it saved.
    const late = await answer(candidate.token, sheet.attempt.id, id.judge, true, 'en');
    expect(late).toMatchObject({ code: 602, msg: 'The exam is over!' });
    const lateSubmit = await t.call(
      '/exam/auth/attempt/submit',
      { attemptId: sheet.attempt.id },
      as(candidate.token),
    );
    expect(lateSubmit).toMatchObject({ code: 602, msg: '考试已结束！' });
    const result = await t.call(
      '/exam/auth/attempt/result',
      { attemptId: sheet.attempt.id },
      as(candidate.token),
    );
    expect(result.data.attempt).toMatchObject({ timedOut: true, score: 10 });

    // Nobody looking: the clock's sweep hands in an attempt left open.
    const { exam: swept } = await openExam(t, lecturer);
    const left = (await start(candidate.token, swept.id)).data;
    await answer(candidate.token, left.attempt.id, idsOf(left).single, 'B');
    await expire(left.attempt.id);
    await expect
      .poll(
        async () => (await t.call('/exam/auth/mark/list', { examId: swept.id }, as(lecturer))).data.list[0],
        {
          timeout: 5000,
        },
      )
      .toMatchObject({ timedOut: true, score: 10 });
  });

  it('gives make-ups: another attempt and a later close for one person', async () => {
    const { exam } = await openExam(t, lecturer, { showResult: 'review' });
    const candidate = await t.registerUser();
    const sheet = (await start(candidate.token, exam.id)).data;
    await answer(candidate.token, sheet.attempt.id, idsOf(sheet).short, '心电图 ST 段抬高');
    await t.call('/exam/auth/attempt/submit', { attemptId: sheet.attempt.id }, as(candidate.token));
    const later = await t.call(
      '/exam/auth/attempt/result',
      { attemptId: sheet.attempt.id },
      as(candidate.token),
    );
    expect(later).toMatchObject({ code: 602, msg: '成绩将在阅卷完成后公布' });
    const used = await start(candidate.token, exam.id);
    expect(used).toMatchObject({ code: 602, msg: '您的考试次数已用完（共1次）' });

    await t.db.execute(
      sql`update exams set closes_at = now() - interval '1 minute', opens_at = now() - interval '2 hours' where id = ${exam.id}`,
    );
    const foreign = await t.call(
      '/exam/auth/override/save',
      { examId: exam.id, mobile: candidate.mobile, attempts: 2 },
      as(other),
    );
    expect(foreign.code).toBe(306);
    const granted = await t.call(
      '/exam/auth/override/save',
      {
        examId: exam.id,
        mobile: candidate.mobile,
        attempts: 2,
        closesAt: new Date(Date.now() + 3_600_000).toISOString(),
        minutes: 10,
      },
      as(lecturer),
    );
    expect(granted.data).toHaveLength(1);
    const detail = await t.call('/exam/api/exam/view', { id: exam.id }, as(candidate.token));
    expect(detail.data.mine).toMatchObject({
      hasOverride: true,
      attemptsAllowed: 2,
      attemptsUsed: 1,
      minutes: 10,
      refusal: null,
    });
    const makeUp = await start(candidate.token, exam.id);
    expect(makeUp.data.attempt.number).toBe(2);
    expect(Date.parse(makeUp.data.attempt.dueAt!) - Date.parse(makeUp.data.attempt.startedAt)).toBeCloseTo(
      600_000,
      -4,
    );
    // Everyone else finds it over.
    const another = await t.registerUser();
    expect((await start(another.token, exam.id)).msg).toBe('考试已结束！');
  });

  it('lets only a meeting’s confirmed attendees sit its exam', async () => {
    const { configuredMeeting } = signUpSteps(
      () => t,
      () => organiser,
    );
    const meeting = await configuredMeeting();
    const [attendee] = await addPeople(t, organiser, meeting.meetingId, meeting.typeId, [{ name: '李医生' }]);
    const { exam, paper } = await openExam(t, organiser, {
      audience: 'meeting',
      meetingId: meeting.meetingId,
    });
    const listed = await t.call('/exam/auth/exam/list', { meetingId: meeting.meetingId }, as(organiser));
    expect(listed.data.list.map((e) => e.id)).toEqual([exam.id]);
    const outsider = await t.registerUser();
    expect((await start(outsider.token, exam.id)).msg).toBe('本考试仅限该会议的参会人员参加，请先报名');
    expect((await start(attendee!.token, exam.id)).code).toBe(200);
    // Nobody attaches an exam to a meeting they do not run.
    const foreign = await t.call(
      '/exam/auth/exam/save',
      { ...exam, id: undefined, audience: 'meeting', meetingId: meeting.meetingId, paperId: paper.id },
      as(lecturer),
    );
    expect(foreign.code).toBe(306);
    const deleted = await t.call('/exam/auth/exam/delete', { id: exam.id }, as(organiser));
    expect(deleted).toMatchObject({ code: 602, msg: '已有考生作答，不能删除该考试' });
  });
});
