import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { courseWithChapter, listCourse } from '../../../../test/fixtures/course-sales-fixture.ts';
import { saveQuestions } from '../../../../test/fixtures/exam-fixture.ts';

let t: TTestApp;
let lecturer: string;
let other: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [lecturer, other, admin] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000002'),
    t.login('13800000000'),
  ]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

/** A fixed paper of the lecturer's: the single choice (B), the true/false (true) and the short answer, 10 points each, pass 20. */
const exercisePaper = async (token = lecturer, mode: 'fixed' | 'random' = 'fixed') => {
  const [single, , judge, , short] = await saveQuestions(t, token);
  const paper = await t.call(
    '/exam/auth/paper/save',
    mode === 'fixed'
      ? {
          paperName: `随堂练习 ${Math.random()}`,
          mode,
          items: [single!, judge!, short!].map((q) => ({ questionId: q.id, score: 10 })),
          passScore: 20,
        }
      : {
          paperName: `随机练习 ${Math.random()}`,
          mode,
          rules: [{ kind: 'judge', categoryId: null, difficulty: null, count: 1, score: 10 }],
          passScore: 5,
        },
    as(token),
  );
  expect(paper.code, paper.msg).toBe(200);
  return { paperId: paper.data.id, single: single!.id, judge: judge!.id, short: short!.id };
};

describe('exercises', () => {
  it('keeps a praxis period to a paper of the course’s own bank', async () => {
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'vod',
      courseName: '心电图入门',
      isFree: true,
    });
    const save = (paperId?: number) =>
      t.call(
        '/course/auth/course/period/save',
        { courseId, chapterId, title: '课后练习', kind: 'praxis', ...(paperId ? { paperId } : {}) },
        as(lecturer),
      );
    expect(await save()).toMatchObject({ code: 601, msg: '练习课时请选择一份试卷' });
    const foreign = await exercisePaper(other, 'random');
    expect(await save(foreign.paperId)).toMatchObject({
      code: 601,
      msg: '练习只能使用课程所属题库中的试卷',
    });
    const mine = await exercisePaper();
    const saved = await save(mine.paperId);
    expect(saved.data.chapters[0]!.periods).toMatchObject([{ kind: 'praxis', paperId: mine.paperId }]);
  });

  it('marks every hand-in at once, shows the answers, and finishes the period at the pass mark', async () => {
    const { paperId, single, judge, short } = await exercisePaper();
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'vod',
      courseName: '心电图练习课',
      isFree: true,
    });
    const outline = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title: '课后练习', kind: 'praxis', paperId },
      as(lecturer),
    );
    const periodId = outline.data.chapters[0]!.periods[0]!.id;
    await listCourse(t, { owner: lecturer, admin }, courseId);

    const student = await t.registerUser();
    const before = await t.call('/exam/auth/exercise/view', { periodId }, as(student.token, 'en'));
    expect(before.code).toBe(306);
    expect((await t.call('/course/auth/course/enrol', { courseId }, as(student.token))).code).toBe(200);
    const sheet = await t.call('/exam/auth/exercise/view', { periodId }, as(student.token));
    expect(sheet.data).toMatchObject({
      courseName: '心电图练习课',
      totalScore: 20,
      passScore: 20,
      mine: null,
    });
    expect(sheet.data.questions.map((q) => q.questionId)).toEqual([single, judge, short]);
    expect(JSON.stringify(sheet.data.questions)).not.toMatch(/"answer"|"reference"/);

    const submit = (answers: { questionId: number; answer: unknown }[]) =>
      t.call('/exam/auth/exercise/submit', { periodId, answers }, as(student.token));
    expect((await submit([{ questionId: 999999, answer: 'A' }])).code).toBe(601);
    expect((await submit([{ questionId: judge, answer: 'B' }])).code).toBe(601);

    const first = await submit([
      { questionId: single, answer: 'A' },
      { questionId: judge, answer: true },
      { questionId: short, answer: '胸痛' },
    ]);
    expect(first.data).toMatchObject({ score: 10, passed: false, progress: 0, mine: { attempts: 1 } });
    expect(first.data.questions[0]).toMatchObject({ answer: 'A', correct: 'B', got: 0 });
    // A short answer is not marked in practice: its reference answer is shown.
    expect(first.data.questions[2]).toMatchObject({
      got: null,
      correct: expect.stringContaining('30 分钟') as string,
    });

    const second = await submit([
      { questionId: single, answer: 'B' },
      { questionId: judge, answer: true },
    ]);
    expect(second.data).toMatchObject({
      score: 20,
      passed: true,
      progress: 100,
      mine: { attempts: 2, bestScore: 20, lastScore: 20, passed: true },
    });
    // A later worse try keeps the best and the finished period.
    const third = await submit([]);
    expect(third.data).toMatchObject({
      score: 0,
      progress: 100,
      mine: { attempts: 3, bestScore: 20, passed: true },
    });
    const detail = await t.call('/course/api/course/view', { id: courseId }, as(student.token));
    expect(detail.data.chapters[0]!.periods[0]).toMatchObject({ kind: 'praxis', playable: true, done: true });

    // The lecturer reads how the students do; another lecturer reads nothing.
    const results = await t.call('/exam/auth/exercise/results', { courseId }, as(lecturer));
    expect(results.data.exercises).toMatchObject([
      {
        periodId,
        practisedCount: 1,
        passedCount: 1,
        averageBest: 20,
        students: [{ mobile: student.mobile, attempts: 3, bestScore: 20, passed: true }],
      },
    ]);
    expect((await t.call('/exam/auth/exercise/results', { courseId }, as(other))).code).toBe(306);
  });

  it('draws a random paper for each student’s practice, keeps it to the hand-in and draws anew for the next', async () => {
    const category = await t.call(
      '/exam/auth/category/save',
      { categoryName: `随机练习 ${Math.random()}`.slice(0, 32) },
      as(lecturer),
    );
    const judges: number[] = [];
    for (let n = 0; n < 6; n++) {
      const saved = await t.call(
        '/exam/auth/subject/save',
        {
          stem: `随机判断 ${n}`,
          categoryId: category.data.id,
          content: { kind: 'judge', answer: true },
        },
        as(lecturer),
      );
      judges.push(saved.data.id);
    }
    const paper = await t.call(
      '/exam/auth/paper/save',
      {
        paperName: `随机练习卷 ${Math.random()}`,
        mode: 'random',
        rules: [{ kind: 'judge', categoryId: category.data.id, difficulty: null, count: 3, score: 10 }],
        passScore: 30,
      },
      as(lecturer),
    );
    const { courseId, chapterId } = await courseWithChapter(t, lecturer, {
      kind: 'vod',
      courseName: '随机练习课',
      isFree: true,
    });
    const outline = await t.call(
      '/course/auth/course/period/save',
      { courseId, chapterId, title: '随机练习', kind: 'praxis', paperId: paper.data.id },
      as(lecturer),
    );
    expect(outline.code, outline.msg).toBe(200);
    const periodId = outline.data.chapters[0]!.periods[0]!.id;
    await listCourse(t, { owner: lecturer, admin }, courseId);

    const drawnFor = async (token: string) => {
      const sheet = await t.call('/exam/auth/exercise/view', { periodId }, as(token));
      expect(sheet.code, sheet.msg).toBe(200);
      const ids = sheet.data.questions.map((q) => q.questionId);
      // Three of the rule's questions, as the rule says, worth 10 each.
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      expect(ids.every((id) => judges.includes(id))).toBe(true);
      expect(sheet.data.totalScore).toBe(30);
      return ids;
    };
    const [anna, ben] = [await t.registerUser(), await t.registerUser()];
    for (const student of [anna, ben])
      expect((await t.call('/course/auth/course/enrol', { courseId }, as(student.token))).code).toBe(200);
    const annas = await drawnFor(anna.token);
    await drawnFor(ben.token);
    // A reload before the hand-in shows the same questions.
    expect(await drawnFor(anna.token)).toEqual(annas);
    const handIn = (token: string, ids: number[]) =>
      t.call(
        '/exam/auth/exercise/submit',
        { periodId, answers: ids.map((questionId) => ({ questionId, answer: true })) },
        as(token),
      );
    // The hand-in is marked against the caller's own draw: a question it did not draw is refused.
    const notDrawn = judges.find((id) => !annas.includes(id))!;
    expect((await handIn(anna.token, [notDrawn])).code).toBe(601);
    const first = await handIn(anna.token, annas);
    expect(first.data).toMatchObject({ score: 30, passed: true, mine: { attempts: 1 } });
    expect(first.data.questions.map((q) => q.questionId)).toEqual(annas);
    // Each try after a hand-in draws anew (a different three turns up within a few tries).
    const seen = new Set([annas.join()]);
    for (let retake = 0; retake < 10 && seen.size === 1; retake++) {
      const next = await drawnFor(anna.token);
      seen.add(next.join());
      expect((await handIn(anna.token, next)).data.mine.attempts).toBe(retake + 2);
    }
    expect(seen.size).toBeGreaterThan(1);
    // A hand-in with no sheet opened first has nothing to be marked against.
    const carl = await t.registerUser();
    await t.call('/course/auth/course/enrol', { courseId }, as(carl.token));
    expect(await handIn(carl.token, annas)).toMatchObject({ code: 601, msg: '请先打开练习再交卷' });
  });
});
