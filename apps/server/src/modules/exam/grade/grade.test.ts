import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { openExam } from '../../../../test/fixtures/exam-fixture.ts';

let t: TTestApp;
let lecturer: string;
let other: string;
let ordinary: string;

beforeAll(async () => {
  t = await createTestApp();
  [lecturer, other, ordinary] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000002'),
    t.login('13800000001'),
  ]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

const newGrade = async (token = lecturer) => {
  const reply = await t.call(
    '/exam/auth/grade/save',
    { gradeName: `心内科规培一班 ${Math.random()}` },
    as(token),
  );
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};
const addStudents = (gradeId: number, mobiles: string[], token = lecturer, role?: 'admin') =>
  t.call('/exam/auth/grade/student/add', { gradeId, mobiles, ...(role ? { role } : {}) }, as(token));

/** Sits the class exam: answers the single-choice question (B is right) or not, and hands in. */
const sit = async (token: string, examId: number, single: string | null) => {
  const sheet = await t.call('/exam/auth/attempt/start', { examId }, as(token));
  expect(sheet.code, sheet.msg).toBe(200);
  const attemptId = sheet.data.attempt.id;
  if (single)
    await t.call(
      '/exam/auth/attempt/answer',
      { attemptId, questionId: sheet.data.questions[0]!.questionId, answer: single },
      as(token),
    );
  const done = await t.call('/exam/auth/attempt/submit', { attemptId }, as(token));
  expect(done.code, done.msg).toBe(200);
  return done.data;
};

const upload = async (gradeId: number, rows: string[][], token = lecturer) => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('学员').addRows([['手机号', '姓名'], ...rows]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'students.xlsx');
  const response = await t.raw({
    method: 'POST',
    url: `/apis/exam/auth/grade/student/import?gradeId=${gradeId}`,
    headers: { token, language: 'zh' },
    payload: form,
  });
  return response.json<{
    code: number;
    msg: string;
    data: { added: number; already: number; errors: { row: number; message: string }[] };
  }>();
};

describe('classes', () => {
  it('lets a teacher keep a class by mobile and by import, and nobody else', async () => {
    expect((await t.call('/exam/auth/grade/save', { gradeName: '我的班' }, as(ordinary))).code).toBe(306);
    const grade = await newGrade();
    const [a, b] = [await t.registerUser(), await t.registerUser()];
    const added = await addStudents(grade.id, [a.mobile, b.mobile, '13999990000']);
    expect(added.data).toEqual({ added: 2, already: 0, unknown: ['13999990000'], errors: [] });
    expect((await addStudents(grade.id, [a.mobile])).data).toMatchObject({ added: 0, already: 1 });
    const tooMany = await t.call(
      '/exam/auth/grade/student/add',
      {
        gradeId: grade.id,
        mobiles: Array.from({ length: 201 }, (_, i) => `139${String(i).padStart(8, '0')}`),
      },
      as(lecturer, 'en'),
    );
    expect(tooMany).toMatchObject({
      code: 601,
      msg: 'Add at most 200 mobiles at once; import an Excel sheet for more',
    });
    // Another lecturer sees nothing of it and changes nothing.
    expect((await t.call('/exam/auth/grade/view', { gradeId: grade.id }, as(other))).code).toBe(306);
    expect((await addStudents(grade.id, ['13800000001'], other)).code).toBe(306);
    expect((await t.call('/exam/auth/grade/student/list', { gradeId: grade.id }, as(other))).code).toBe(306);
    expect((await upload(grade.id, [['13800000001']], other)).code).toBe(306);

    // A broken sheet adds nobody and names every bad row.
    const c = await t.registerUser();
    const broken = await upload(grade.id, [[c.mobile], ['1380000'], [c.mobile], ['13999990001']]);
    expect(broken.data.errors).toEqual([
      { row: 3, message: '手机号格式不正确' },
      { row: 4, message: '手机号与第 2 行重复' },
      { row: 5, message: '该手机号尚未注册' },
    ]);
    const good = await upload(grade.id, [
      [c.mobile, '陈同学'],
      [a.mobile, ''],
    ]);
    expect(good).toMatchObject({ code: 200, msg: '已加入1人，1人原已在班级中' });
    const view = await t.call('/exam/auth/grade/view', { gradeId: grade.id }, as(lecturer));
    expect(view.data).toMatchObject({ studentCount: 3, examCount: 0, owns: true });
    const list = await t.call('/exam/auth/grade/list', { keyword: grade.gradeName }, as(lecturer));
    expect(list.data.list.map((g) => g.id)).toEqual([grade.id]);
  });

  it('admits only the class to a class exam, and reads its results: best scores, spread, question difficulty', async () => {
    const grade = await newGrade();
    const { exam } = await openExam(t, lecturer, { audience: 'grade', attempts: 2 });
    const [a, b, c, outsider] = [
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
      await t.registerUser(),
    ];
    await addStudents(grade.id, [a.mobile, b.mobile, c.mobile]);
    // Only the owner's own exams can be set; a class exam is not in the public list.
    const foreign = await openExam(t, other);
    const refused = await t.call(
      '/exam/auth/grade/exam/assign',
      { gradeId: grade.id, examId: foreign.exam.id },
      as(lecturer),
    );
    expect(refused.code).toBe(601);
    const assigned = await t.call(
      '/exam/auth/grade/exam/assign',
      { gradeId: grade.id, examId: exam.id },
      as(lecturer),
    );
    expect(assigned.data).toMatchObject([{ examId: exam.id, studentCount: 3, sittingCount: 0 }]);
    const publicList = await t.call('/exam/api/exam/list', { pageSize: 100 }, as(outsider.token));
    expect(publicList.data.list.some((e) => e.id === exam.id)).toBe(false);
    const notInClass = await t.call(
      '/exam/auth/attempt/start',
      { examId: exam.id },
      as(outsider.token, 'en'),
    );
    expect(notInClass).toMatchObject({
      msg: 'Only the students of the classes this exam is set for may take it',
    });

    // a: right once, then wrong (the best counts); b: wrong; c: does not sit.
    await sit(a.token, exam.id, 'B');
    await sit(a.token, exam.id, 'A');
    await sit(b.token, exam.id, 'C');
    const result = await t.call(
      '/exam/auth/grade/result',
      { gradeId: grade.id, examId: exam.id },
      as(lecturer),
    );
    expect(result.code, result.msg).toBe(200);
    const { figures, students, questions } = result.data;
    expect(figures).toMatchObject({
      studentCount: 3,
      markedCount: 2,
      average: 5,
      highest: 10,
      lowest: 0,
      passRate: 0,
    });
    expect(figures.distribution).toHaveLength(10);
    expect(figures.distribution[0]).toMatchObject({ from: 0, to: 6, count: 1 });
    expect(figures.distribution[1]).toMatchObject({ from: 6, to: 12, count: 1 });
    expect(students.map((s) => [s.mobile, s.attemptCount, s.best, s.rank, s.state])).toEqual([
      [a.mobile, 2, 10, 1, 'reviewed'],
      [b.mobile, 1, 0, 2, 'reviewed'],
      [c.mobile, 0, null, null, null],
    ]);
    // The single-choice question: 10 of 30 points over three attempts.
    expect(questions[0]).toMatchObject({ position: '1', kind: 'single', answeredCount: 3, scoreRate: 0.333 });
    expect(questions.find((q) => q.position === '6.1')).toMatchObject({ answeredCount: 0, scoreRate: 0 });

    // The student sees their own standing beside the class's, never the others'.
    const mine = await t.call(
      '/exam/auth/grade/result/mine',
      { gradeId: grade.id, examId: exam.id },
      as(b.token),
    );
    expect(mine.data).toMatchObject({ mine: { best: 0, rank: 2, passed: false }, figures: { average: 5 } });
    expect(JSON.stringify(mine.data)).not.toContain(a.mobile);
    expect(
      (
        await t.call(
          '/exam/auth/grade/result/mine',
          { gradeId: grade.id, examId: exam.id },
          as(outsider.token),
        )
      ).code,
    ).toBe(306);
    const my = await t.call('/exam/auth/grade/my', {}, as(a.token));
    expect(my.data).toMatchObject([
      { id: grade.id, exams: [{ examId: exam.id, attemptCount: 2, best: 10, state: 'reviewed' }] },
    ]);

    // The export holds the same figures.
    const file = await t.raw({
      method: 'GET',
      url: `/apis/exam/auth/grade/result/export?gradeId=${grade.id}&examId=${exam.id}`,
      headers: { token: lecturer },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('姓名');
    expect(sheet.getRow(2).getCell(4).value).toBe(10);
    expect(sheet.getRow(4).getCell(5).text).toBe('未参加');
    expect(book.worksheets[1]!.getRow(2).getCell(5).value).toBe(0.333);
    const stranger = await t.raw({
      method: 'GET',
      url: `/apis/exam/auth/grade/result/export?gradeId=${grade.id}&examId=${exam.id}`,
      headers: { token: other },
    });
    expect(stranger.json()).toMatchObject({ code: 306 });
  });

  it('gives a class admin the list and the results, and the whole class a make-up', async () => {
    const grade = await newGrade();
    const { exam } = await openExam(t, lecturer, { audience: 'grade' });
    await t.call('/exam/auth/grade/exam/assign', { gradeId: grade.id, examId: exam.id }, as(lecturer));
    const keeper = await t.registerUser();
    const [a, b] = [await t.registerUser(), await t.registerUser()];
    expect((await t.call('/exam/auth/grade/admin/check', {}, as(keeper.token))).data).toBe(false);
    await addStudents(grade.id, [keeper.mobile], lecturer, 'admin');
    expect((await t.call('/exam/auth/grade/admin/check', {}, as(keeper.token))).data).toBe(true);
    const kept = await t.call('/exam/auth/grade/admin/list', {}, as(keeper.token));
    expect(kept.data.list).toMatchObject([{ id: grade.id, owns: false }]);
    // The class admin adds students, reads results, but appoints no admin and sets no exam.
    expect((await addStudents(grade.id, [a.mobile, b.mobile], keeper.token)).data.added).toBe(2);
    expect((await addStudents(grade.id, [a.mobile], keeper.token, 'admin')).code).toBe(306);
    expect(
      (await t.call('/exam/auth/grade/exam/remove', { gradeId: grade.id, examId: exam.id }, as(keeper.token)))
        .code,
    ).toBe(306);
    expect(
      (await t.call('/exam/auth/grade/result', { gradeId: grade.id, examId: exam.id }, as(keeper.token))).data
        .figures.studentCount,
    ).toBe(2);
    // An admin is not a student: the class exam does not admit them.
    expect((await t.call('/exam/api/exam/view', { id: exam.id }, as(keeper.token))).data.mine?.refusal).toBe(
      'exam.needsClass',
    );

    await sit(a.token, exam.id, 'B');
    const spent = await t.call('/exam/api/exam/view', { id: exam.id }, as(a.token));
    expect(spent.data.mine?.refusal).toBe('exam.noAttemptsLeft');
    const makeUp = await t.call(
      '/exam/auth/grade/exam/makeUp',
      { gradeId: grade.id, examId: exam.id, attempts: 2 },
      as(lecturer),
    );
    expect(makeUp.data).toEqual({ count: 2 });
    expect(
      (
        await t.call(
          '/exam/auth/grade/exam/makeUp',
          { gradeId: grade.id, examId: exam.id, attempts: 2 },
          as(keeper.token),
        )
      ).code,
    ).toBe(306);
    const again = await t.call('/exam/api/exam/view', { id: exam.id }, as(a.token));
    expect(again.data.mine).toMatchObject({ refusal: null, hasOverride: true });
    // A class with exams set is not deleted by accident.
    expect((await t.call('/exam/auth/grade/delete', { gradeId: grade.id }, as(lecturer))).code).toBe(602);
  });

  it('gives a class make-up to students who join later, and takes it from one who leaves', async () => {
    const grade = await newGrade();
    const { exam } = await openExam(t, lecturer);
    await t.call('/exam/auth/grade/exam/assign', { gradeId: grade.id, examId: exam.id }, as(lecturer));
    const early = await t.registerUser();
    await addStudents(grade.id, [early.mobile]);
    const makeUp = await t.call(
      '/exam/auth/grade/exam/makeUp',
      { gradeId: grade.id, examId: exam.id, attempts: 2 },
      as(lecturer),
    );
    expect(makeUp.data).toEqual({ count: 1 });
    const set = await t.call('/exam/auth/grade/exam/list', { gradeId: grade.id }, as(lecturer));
    expect(set.data[0]!.makeUp).toEqual({ attempts: 2, closesAt: null, minutes: null });

    // A student who joins after the make-up was given has it: a second attempt after the first.
    const late = await t.registerUser();
    await addStudents(grade.id, [late.mobile]);
    await sit(late.token, exam.id, 'A');
    const lateView = await t.call('/exam/api/exam/view', { id: exam.id }, as(late.token));
    expect(lateView.data.mine).toMatchObject({ refusal: null, hasOverride: true, attemptsAllowed: 2 });
    await sit(late.token, exam.id, 'B');
    const spent = await t.call('/exam/api/exam/view', { id: exam.id }, as(late.token));
    expect(spent.data.mine?.refusal).toBe('exam.noAttemptsLeft');

    // One who leaves the class no longer has it; a stranger never had it.
    await sit(early.token, exam.id, 'A');
    const members = await t.call('/exam/auth/grade/student/list', { gradeId: grade.id }, as(lecturer));
    const earlyId = members.data.list.find((m) => m.mobile === early.mobile)!.userId;
    expect(
      (await t.call('/exam/auth/grade/student/delete', { gradeId: grade.id, userId: earlyId }, as(lecturer)))
        .code,
    ).toBe(200);
    const left = await t.call('/exam/api/exam/view', { id: exam.id }, as(early.token));
    expect(left.data.mine).toMatchObject({ refusal: 'exam.noAttemptsLeft', hasOverride: false });
    const stranger = await t.registerUser();
    const theirs = await t.call('/exam/api/exam/view', { id: exam.id }, as(stranger.token));
    expect(theirs.data.mine).toMatchObject({ hasOverride: false, attemptsAllowed: 1 });
  });
});
