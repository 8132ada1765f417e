import { expect } from 'vitest';
import type { TExamSave, TQuestionSave } from '@huitang/contracts';
import type { TTestApp } from '../../../test/harness.ts';

/** One question of every kind, 10 points each in the paper: what a small real exam holds. */
export const SAMPLE_QUESTIONS: TQuestionSave[] = [
  {
    stem: '正常成人静息心率的范围是？',
    difficulty: 1,
    explanation: '正常成人静息心率为 60–100 次/分。',
    content: {
      kind: 'single',
      options: [
        { key: 'A', text: '40–60 次/分' },
        { key: 'B', text: '60–100 次/分' },
        { key: 'C', text: '100–140 次/分' },
      ],
      answer: 'B',
    },
  },
  {
    stem: '以下哪些属于心血管疾病的危险因素？',
    content: {
      kind: 'multiple',
      options: [
        { key: 'A', text: '高血压' },
        { key: 'B', text: '吸烟' },
        { key: 'C', text: '规律运动' },
        { key: 'D', text: '糖尿病' },
      ],
      answer: ['A', 'B', 'D'],
    },
  },
  { stem: '心房颤动会增加卒中风险。', content: { kind: 'judge', answer: true } },
  {
    stem: '心电图上 P 波代表___除极，QRS 波群代表___除极。',
    content: { kind: 'fill', blanks: [['心房'], ['心室', '左右心室']] },
  },
  {
    stem: '简述急性心肌梗死的典型临床表现。',
    content: { kind: 'short', reference: '胸痛持续 30 分钟以上，含服硝酸甘油不缓解……' },
  },
  {
    stem: '患者男，65 岁，突发胸痛 2 小时。心电图示 V1–V4 导联 ST 段抬高。',
    content: {
      kind: 'material',
      children: [
        {
          stem: '最可能的诊断是？',
          content: {
            kind: 'single',
            options: [
              { key: 'A', text: '前壁心梗' },
              { key: 'B', text: '心包炎' },
            ],
            answer: 'A',
          },
        },
        { stem: '应尽快进行再灌注治疗。', content: { kind: 'judge', answer: true } },
      ],
    },
  },
];

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
