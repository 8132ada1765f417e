import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCallPath, TExamPaper } from '@huitang/contracts';
import type { TCallOptions, TTestApp } from '../../../../test/harness.ts';
import { buyInSandbox } from '../../../../test/fixtures/course-sales-fixture.ts';
import { useLecturerApp } from '../../../../test/fixtures/exam-fixture.ts';

/**
 * The demo exam (two attempts, open for a month) and the demo ECG library's exercise lesson ask the
 * same paper. A candidate sits the exam, buys the course meanwhile and practises: nothing any call
 * answers them may carry the paper's key until the exam has closed for them.
 */

const app = useLecturerApp();

interface TKey {
  /** Every question and sub-question of the paper. */
  ids: Set<number>;
  /** Explanations, reference answers and accepted blanks that the questions themselves do not show. */
  texts: string[];
}

/** The paper's key as its author reads it. */
const keyOf = (paper: TExamPaper): TKey => {
  const ids = new Set<number>();
  const hidden: string[] = [];
  const shown: string[] = [];
  const collect = (q: { stem: string; explanation: string; content: unknown }) => {
    const content = q.content as {
      options?: { text: string }[];
      blanks?: string[][];
      reference?: string;
    };
    shown.push(q.stem, ...(content.options ?? []).map((o) => o.text));
    hidden.push(q.explanation, content.reference ?? '', ...(content.blanks ?? []).flat());
  };
  for (const { question } of paper.items) {
    ids.add(question.id);
    collect(question);
    for (const child of question.children) {
      ids.add(child.id);
      collect(child);
    }
  }
  const texts = hidden.filter((text) => text.trim() !== '' && !shown.some((s) => s.includes(text)));
  return { ids, texts };
};

/** Where in one reply a key shows: a hidden text, or a question of the paper carrying its answer or marks. */
const leaksIn = (reply: unknown, key: TKey): string[] => {
  const found: string[] = [];
  const raw = JSON.stringify(reply);
  for (const text of key.texts) if (raw.includes(text)) found.push(`text ${text}`);
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`));
    if (typeof value !== 'object' || value === null) return;
    const o = value as Record<string, unknown>;
    const id = (o.questionId ?? o.id) as number | undefined;
    if (id !== undefined && key.ids.has(id)) {
      if (o.correct !== undefined && o.correct !== null) found.push(`${where}.correct`);
      if (typeof o.explanation === 'string' && o.explanation !== '') found.push(`${where}.explanation`);
      if (typeof o.got === 'number') found.push(`${where}.got`);
      const content = o.content as Record<string, unknown> | undefined;
      for (const field of ['answer', 'blanks', 'reference'])
        if (content && field in content) found.push(`${where}.content.${field}`);
      // Options are a key and a text; anything more (right, isCorrect…) tells.
      for (const option of (o.options ?? []) as Record<string, unknown>[])
        if (Object.keys(option).some((k) => k !== 'key' && k !== 'text')) found.push(`${where}.options`);
    }
    for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`);
  };
  walk(reply, '');
  return found;
};

describe('an exam’s answer key during the exam', () => {
  it('reaches the candidate through no call while the exam is open to them, and after it closes', async () => {
    const { t, lecturer } = app;
    const [demo] = (
      await t.db.execute<{ exam_id: number; paper_id: number; course_id: number; period_id: number }>(sql`
        select e.id as exam_id, e.paper_id, c.id as course_id, p.id as period_id
        from exams e join course_periods p on p.paper_id = e.paper_id join courses c on c.id = p.course_id
        where e.exam_name = '心血管基础知识在线考试' and c.course_name = '心电图判读要点'`)
    ).rows;
    const { exam_id: examId, paper_id: paperId, course_id: courseId, period_id: periodId } = demo!;
    const key = keyOf((await t.call('/exam/auth/paper/view', { id: paperId }, { token: lecturer })).data);
    expect(key.texts).toEqual(expect.arrayContaining(['正常成人静息心率为 60–100 次/分。', '心室']));

    const candidate = await t.registerUser();
    // Every reply the candidate gets, as it came.
    const replies: { path: string; code: number; msg: string; data: unknown }[] = [];
    const recording: TTestApp = {
      ...t,
      call: async (path, body, options) => {
        const reply = await t.call(path, body, options);
        replies.push({ path, code: reply.code, msg: reply.msg, data: reply.data });
        return reply;
      },
      link: async (path, query, options) => {
        const reply = await t.link(path, query, options);
        replies.push({ path, code: reply.code, msg: reply.msg, data: reply.data });
        return reply;
      },
    };
    const as: TCallOptions = { token: candidate.token };
    const call = <P extends TCallPath>(path: P, body: Record<string, unknown>, options = as) =>
      recording.call(path, body, options);

    await call('/exam/api/exam/list', {});
    await call('/exam/api/exam/view', { id: examId });
    const sheet = (await call('/exam/auth/attempt/start', { examId })).data;
    const [single, multiple, judge, fill, short, material] = sheet.questions;
    const given: [number, unknown][] = [
      [single!.questionId, 'A'],
      [multiple!.questionId, ['C']],
      [judge!.questionId, false],
      [fill!.questionId, ['不知道', '不知道']],
      [short!.questionId, '不清楚'],
      [material!.children[0]!.questionId, 'B'],
    ];
    for (const [questionId, answer] of given)
      expect(
        (await call('/exam/auth/attempt/answer', { attemptId: sheet.attempt.id, questionId, answer })).code,
      ).toBe(200);
    await call('/exam/auth/attempt/view', { attemptId: sheet.attempt.id });

    // Meanwhile the candidate buys the course and opens its exercise, the same paper.
    await buyInSandbox(recording, candidate.token, courseId);
    await call('/course/api/course/view', { id: courseId });
    const exercise = await call('/exam/auth/exercise/view', { periodId });
    const answers = given.map(([questionId, answer]) => ({ questionId, answer }));
    const practice = await call('/exam/auth/exercise/submit', { periodId, answers });
    const inEnglish = await call(
      '/exam/auth/exercise/submit',
      { periodId, answers: [] },
      { ...as, language: 'en' },
    );
    // The bank, the paper and the marker's view are not the candidate's.
    await call('/exam/auth/subject/list', {});
    await call('/exam/auth/subject/view', { id: single!.questionId });
    await call('/exam/auth/paper/view', { id: paperId });
    await call('/exam/auth/paper/preview', { id: paperId });
    await call('/exam/auth/mark/view', { attemptId: sheet.attempt.id });

    // The first attempt handed in, a second still allowed: its result waits too.
    await call('/exam/auth/attempt/submit', { attemptId: sheet.attempt.id });
    const result = await call('/exam/auth/attempt/result', { attemptId: sheet.attempt.id });
    await call('/exam/auth/attempt/mine', {});
    await call('/exam/api/exam/view', { id: examId });
    await call('/exam/auth/exercise/view', { periodId });
    await call('/exam/auth/exercise/submit', { periodId, answers });

    const leaks = replies.flatMap((reply) => leaksIn(reply, key).map((where) => `${reply.path} ${where}`));
    expect(leaks).toEqual([]);
    expect(replies.length).toBeGreaterThan(25);
    // Practice is refused, saying why and until when; the page knows before a hand-in.
    expect(exercise.data.heldBy).toBe('心血管基础知识在线考试');
    expect(practice).toMatchObject({
      code: 601,
      msg: '本练习与考试「心血管基础知识在线考试」试题相同，该考试对您结束后才能练习',
    });
    expect(inEnglish.msg).toBe(
      'This exercise shares questions with the exam “心血管基础知识在线考试”; you can practise it once that exam has closed for you',
    );
    expect(result).toMatchObject({
      code: 602,
      msg: '答案与解析将在考试「心血管基础知识在线考试」对您结束后公布',
    });

    // The second attempt used, the exam is over for them: the result and practice show the answers.
    const second = (await call('/exam/auth/attempt/start', { examId })).data;
    await call('/exam/auth/attempt/submit', { attemptId: second.attempt.id });
    const shown = await call('/exam/auth/attempt/result', { attemptId: sheet.attempt.id });
    expect(shown.data.questions[0]).toMatchObject({ answer: 'A', correct: 'B', got: 0 });
    const practised = await call('/exam/auth/exercise/submit', { periodId, answers });
    expect(practised.code, practised.msg).toBe(200);
    expect(leaksIn(practised.data, key)).toContain('text 正常成人静息心率为 60–100 次/分。');
  });
});
