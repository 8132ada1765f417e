import { afterAll, beforeAll, expect } from 'vitest';
import type { TExamSave } from '@huitang/contracts';
import { demoQuestions } from '../../../db/seed/exams.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

export const SAMPLE_QUESTIONS = demoQuestions;

/**
 * A test app for a file's tests and the demo lecturer's token (13800000005), opened before the tests
 * and closed after them; read `t` and `lecturer` inside a test.
 */
export const useLecturerApp = () => {
  const app = {} as { t: TTestApp; lecturer: string };
  beforeAll(async () => {
    app.t = await createTestApp();
    app.lecturer = await app.t.login('13800000005');
  });
  afterAll(() => app.t.close());
  return app;
};

/** Saves questions into the caller's bank; answers the saved questions in order. */
export const saveQuestions = async (
  t: TTestApp,
  token: string,
  questions = SAMPLE_QUESTIONS,
  categoryId?: number,
) => {
  const saved = [];
  for (const question of questions) {
    const reply = await t.call(
      '/exam/auth/subject/save',
      { ...question, categoryId: categoryId ?? null },
      { token },
    );
    expect(reply.code, reply.msg).toBe(200);
    saved.push(reply.data);
  }
  return saved;
};

/** A fixed paper of the sample questions at 10 points each (60 in all, pass 36), and an exam of it open now. */
export const openExam = async (t: TTestApp, token: string, settings: Partial<TExamSave> = {}) => {
  const questions = await saveQuestions(t, token);
  const paper = await t.call(
    '/exam/auth/paper/save',
    {
      paperName: `心血管基础测验 ${Math.random()}`,
      mode: 'fixed',
      items: questions.map((q) => ({ questionId: q.id, score: 10 })),
      passScore: 36,
    },
    { token },
  );
  expect(paper.code, paper.msg).toBe(200);
  const exam = await t.call(
    '/exam/auth/exam/save',
    {
      paperId: paper.data.id,
      examName: '心血管基础知识考试',
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      minutes: 30,
      attempts: 1,
      isPublished: true,
      ...settings,
    },
    { token },
  );
  expect(exam.code, exam.msg).toBe(200);
  return { questions, paper: paper.data, exam: exam.data };
};
