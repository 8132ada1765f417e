import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { SAMPLE_QUESTIONS, saveQuestions } from '../../../../test/fixtures/exam-fixture.ts';

let t: TTestApp;
let lecturer: string;
let other: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  [lecturer, other, member] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000002'),
    t.registerUser().then((u) => u.token),
  ]);
});
afterAll(() => t.close());

describe('question bank', () => {
  it('keeps every kind of question, a comprehension question with its sub-questions', async () => {
    const saved = await saveQuestions(t, lecturer);
    expect(saved.map((q) => q.kind)).toEqual(['single', 'multiple', 'judge', 'fill', 'short', 'material']);
    const material = saved[5]!;
    expect(material.children.map((c) => c.content.kind)).toEqual(['single', 'judge']);
    // The editor loads it back in the shape it saves, and a changed passage replaces the sub-questions.
    const edited = await t.call(
      '/exam/auth/subject/save',
      {
        id: material.id,
        stem: material.stem,
        content: {
          kind: 'material',
          children: [{ stem: '下一步首选检查？', content: { kind: 'short', reference: '冠脉造影' } }],
        },
      },
      { token: lecturer },
    );
    expect(edited.data.children).toHaveLength(1);
    expect(edited.data.children[0]!.id).not.toBe(material.children[0]!.id);
    const multiple = await t.call('/exam/auth/subject/view', { id: saved[1]!.id }, { token: lecturer });
    expect(multiple.data.content).toMatchObject({ kind: 'multiple', answer: ['A', 'B', 'D'] });
  });

  it('refuses questions that cannot be marked, in the caller’s language', async () => {
    const notAnOption = await t.call(
      '/exam/auth/subject/save',
      {
        stem: '选择',
        content: {
          kind: 'single',
          options: [
            { key: 'A', text: '甲' },
            { key: 'B', text: '乙' },
          ],
          answer: 'C',
        },
      },
      { token: lecturer },
    );
    expect(notAnOption.code).toBe(601);
    expect(notAnOption.msg).toBe('答案必须是题目中的选项');
    const oneRight = await t.call(
      '/exam/auth/subject/save',
      {
        stem: 'Pick',
        content: {
          kind: 'multiple',
          options: [
            { key: 'A', text: 'a' },
            { key: 'B', text: 'b' },
          ],
          answer: ['A'],
        },
      },
      { token: lecturer, language: 'en' },
    );
    expect(oneRight.msg).toBe('A multiple-choice question needs at least two right options');
    const noBlankAnswer = await t.call(
      '/exam/auth/subject/save',
      { stem: '___', content: { kind: 'fill', blanks: [[]] } },
      { token: lecturer },
    );
    expect(noBlankAnswer.code).toBe(601);
    const ordinary = await t.call('/exam/auth/subject/save', SAMPLE_QUESTIONS[0], { token: member });
    expect(ordinary.code).toBe(306);
  });

  it('files questions in categories of the same bank and filters by them', async () => {
    const category = await t.call(
      '/exam/auth/category/save',
      { categoryName: `心电图 ${Math.random()}` },
      { token: lecturer },
    );
    expect(category.code, category.msg).toBe(200);
    await saveQuestions(t, lecturer, SAMPLE_QUESTIONS.slice(0, 2), category.data.id);
    const listed = await t.call(
      '/exam/auth/subject/list',
      { categoryId: category.data.id },
      { token: lecturer },
    );
    expect(listed.data.totalCount).toBe(2);
    expect(listed.data.list[0]!.categoryName).toBe(category.data.categoryName);
    const inUse = await t.call('/exam/auth/category/delete', { id: category.data.id }, { token: lecturer });
    expect(inUse.code).toBe(602);
    // Another lecturer can neither file into it nor see or change these questions.
    const foreign = await t.call(
      '/exam/auth/subject/save',
      { ...SAMPLE_QUESTIONS[2]!, categoryId: category.data.id },
      { token: other },
    );
    expect(foreign.code).toBe(601);
    const question = listed.data.list[0]!;
    expect((await t.call('/exam/auth/subject/view', { id: question.id }, { token: other })).code).toBe(306);
    expect((await t.call('/exam/auth/subject/delete', { id: question.id }, { token: other })).code).toBe(306);
    const theirs = await t.call(
      '/exam/auth/subject/list',
      { categoryId: category.data.id },
      { token: other },
    );
    expect(theirs.data.totalCount).toBe(0);
  });
});

describe('papers', () => {
  it('totals a fixed paper, checks the pass mark and locks no question of another bank in', async () => {
    const questions = await saveQuestions(t, lecturer, SAMPLE_QUESTIONS.slice(0, 3));
    const items = questions.map((q) => ({ questionId: q.id, score: 5 }));
    const tooHigh = await t.call(
      '/exam/auth/paper/save',
      { paperName: '小测', mode: 'fixed', items, passScore: 20 },
      { token: lecturer },
    );
    expect(tooHigh.msg).toBe('及格分不能高于试卷总分（15分）');
    const paper = await t.call(
      '/exam/auth/paper/save',
      { paperName: '小测', mode: 'fixed', items, passScore: 9 },
      { token: lecturer },
    );
    expect(paper.data).toMatchObject({ totalScore: 15, questionCount: 3 });
    expect(paper.data.items.map((i) => i.question.stem)).toEqual(questions.map((q) => q.stem));
    const stolen = await t.call(
      '/exam/auth/paper/save',
      { paperName: '抄题', mode: 'fixed', items, passScore: 1 },
      { token: other },
    );
    expect(stolen.code).toBe(601);
    const inPaper = await t.call('/exam/auth/subject/delete', { id: questions[0]!.id }, { token: lecturer });
    expect(inPaper.code).toBe(602);
    // The preview shows what a candidate sees: no answers.
    const preview = await t.call('/exam/auth/paper/preview', { id: paper.data.id }, { token: lecturer });
    expect(preview.data).toHaveLength(3);
    expect(JSON.stringify(preview.data)).not.toContain('"answer"');
  });

  it('draws a random paper by rules, and refuses a rule the bank cannot fill', async () => {
    const category = await t.call(
      '/exam/auth/category/save',
      { categoryName: `抽题 ${Math.random()}` },
      { token: lecturer },
    );
    const judges = Array.from({ length: 4 }, (_, i) => ({
      stem: `判断题 ${i}`,
      content: { kind: 'judge' as const, answer: i % 2 === 0 },
    }));
    await saveQuestions(t, lecturer, judges, category.data.id);
    const short = await t.call(
      '/exam/auth/paper/save',
      {
        paperName: '随机卷',
        mode: 'random',
        rules: [{ kind: 'judge', categoryId: category.data.id, count: 5, score: 2 }],
        passScore: 6,
      },
      { token: lecturer },
    );
    expect(short.code).toBe(601);
    expect(short.msg).toBe('第1条抽题规则需要5道题，题库中只有4道');
    const paper = await t.call(
      '/exam/auth/paper/save',
      {
        paperName: '随机卷',
        mode: 'random',
        rules: [{ kind: 'judge', categoryId: category.data.id, count: 3, score: 2 }],
        passScore: 4,
      },
      { token: lecturer },
    );
    expect(paper.data).toMatchObject({ totalScore: 6, questionCount: 3 });
    expect(paper.data.rules[0]!.available).toBe(4);
    const drawn = await t.call('/exam/auth/paper/preview', { id: paper.data.id }, { token: lecturer });
    expect(drawn.data).toHaveLength(3);
    expect(new Set(drawn.data.map((q) => q.questionId)).size).toBe(3);
  });
});
