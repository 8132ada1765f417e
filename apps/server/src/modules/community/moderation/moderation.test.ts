import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
let admin: string;
let author: { mobile: string; token: string };
let reader: { mobile: string; token: string };
const WORD = '代开处方';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
  [author, reader] = await Promise.all([t.registerUser(), t.registerUser()]);
  const saved = await t.call('/admin/auth/sensitive/save', { word: WORD }, { token: admin });
  expect(saved.data.map((row) => row.word)).toContain(WORD);
});
afterAll(() => t.close());

const ask = async (token: string, title: string, content = '<p>详情</p>') =>
  (await t.call('/community/auth/question/save', { title, content }, { token })).data;
const queue = async (tab: 'pending' | 'reported' | 'hidden') =>
  (await t.call('/admin/auth/moderation/list', { tab, pageSize: 100 }, { token: admin })).data.list;
const decide = (kind: 'blog' | 'question' | 'answer', id: number, action: string) =>
  t.call('/admin/auth/moderation/decide', { kind, id, action }, { token: admin });

describe('the sensitive words', () => {
  it('are kept by the platform admin only', async () => {
    expect((await t.call('/admin/auth/sensitive/save', { word: ' ' }, { token: admin })).code).toBe(601);
    expect((await t.call('/admin/auth/sensitive/list', {}, { token: reader.token })).code).toBe(306);
    await t.call('/admin/auth/sensitive/save', { word: '临时词' }, { token: admin });
    const left = await t.call('/admin/auth/sensitive/delete', { word: '临时词' }, { token: admin });
    expect(left.data.map((row) => row.word)).toEqual([WORD]);
  });

  it('hold an article for review; approved, readers and search find it', async () => {
    const saved = await t.call(
      '/community/auth/blog/save',
      { title: '关于网上代开处方的风险', content: '<p>不要轻信。</p>', publish: true },
      { token: author.token },
    );
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.msg).toBe('内容包含需要审核的词语，审核通过后公开');
    expect(saved.data.status).toBe('pending');
    expect((await t.call('/community/api/blog/view', { id: saved.data.id })).code).toBe(777);
    const search = () => t.call('/system/api/search/list', { type: 6, keyword: '风险' });
    expect((await search()).data.list.map((hit) => hit.id)).not.toContain(saved.data.id);

    const waiting = (await queue('pending')).find((row) => row.kind === 'blog' && row.id === saved.data.id);
    expect(waiting).toMatchObject({
      title: '关于网上代开处方的风险',
      excerpt: '不要轻信。',
      status: 'pending',
    });
    expect((await decide('blog', saved.data.id, 'restore')).code).toBe(602);
    const approved = await decide('blog', saved.data.id, 'approve');
    expect(approved.msg).toBe('已处理');
    expect((await t.call('/community/api/blog/view', { id: saved.data.id })).code).toBe(200);
    expect((await search()).data.list.map((hit) => hit.id)).toContain(saved.data.id);
  });

  it('hold questions and answers; a held answer does not count until approved', async () => {
    const held = await ask(author.token, `哪里可以${WORD}？`);
    expect(held.status).toBe('pending');
    expect((await t.call('/community/api/question/view', { id: held.id })).code).toBe(777);
    const own = await t.call('/community/api/question/view', { id: held.id }, { token: author.token });
    expect(own.data.status).toBe('pending');

    const question = await ask(author.token, '门诊处方的有效期是几天？');
    const answer = await t.call(
      '/community/auth/answer/save',
      { questionId: question.id, content: `<p>可以找人${WORD}</p>` },
      { token: reader.token },
    );
    expect(answer.data.status).toBe('pending');
    expect(answer.msg).toBe('内容包含需要审核的词语，审核通过后公开');
    const before = await t.call('/community/api/answer/list', { questionId: question.id });
    expect(before.data.list).toEqual([]);
    expect((await t.call('/community/api/question/view', { id: question.id })).data.answerCount).toBe(0);
    await decide('answer', answer.data.id, 'approve');
    expect((await t.call('/community/api/question/view', { id: question.id })).data.answerCount).toBe(1);
  });

  it('refuse comments outright, naming the word', async () => {
    const question = await ask(author.token, '心电图报告怎么看？');
    const answer = await t.call(
      '/community/auth/answer/save',
      { questionId: question.id, content: '<p>先看心率和节律</p>' },
      { token: reader.token },
    );
    const comment = await t.call(
      '/community/auth/answer/comment/save',
      { answerId: answer.data.id, content: `能帮我${WORD}吗` },
      { token: author.token },
    );
    expect(comment.code).toBe(601);
    expect(comment.msg).toBe(`评论包含不允许的词语：${WORD}`);
  });
});

describe('reports', () => {
  it('are one per reader; the third hides the post until a moderator restores it', async () => {
    const question = await ask(author.token, '这个问题会被举报吗？');
    const first = await t.call(
      '/community/auth/report/save',
      { kind: 'question', id: question.id, reason: '广告' },
      { token: reader.token },
    );
    expect(first.msg).toBe('已举报，感谢你的反馈');
    const again = await t.call(
      '/community/auth/report/save',
      { kind: 'question', id: question.id, reason: '广告' },
      { token: reader.token },
    );
    expect(again.code).toBe(602);
    expect(again.msg).toBe('你已举报过这条内容');
    expect(
      (await queue('reported')).find((row) => row.id === question.id && row.kind === 'question'),
    ).toMatchObject({ reportCount: 1, reasons: ['广告'], status: 'published' });

    const others = await Promise.all([t.registerUser(), t.registerUser()]);
    await Promise.all(
      others.map((other) =>
        t.call(
          '/community/auth/report/save',
          { kind: 'question', id: question.id, reason: '人身攻击' },
          { token: other.token },
        ),
      ),
    );
    expect((await t.call('/community/api/question/view', { id: question.id })).code).toBe(777);
    expect((await queue('hidden')).some((row) => row.kind === 'question' && row.id === question.id)).toBe(
      true,
    );
    const edit = await t.call(
      '/community/auth/question/save',
      { id: question.id, title: '改个标题躲过屏蔽' },
      { token: author.token },
    );
    expect(edit.code).toBe(306);

    await decide('question', question.id, 'restore');
    expect((await t.call('/community/api/question/view', { id: question.id })).code).toBe(200);
    expect((await queue('reported')).some((row) => row.kind === 'question' && row.id === question.id)).toBe(
      false,
    );
  });

  it('hiding an accepted answer takes back its acceptance and its count; drafts and bad kinds are refused', async () => {
    const question = await ask(author.token, '动态血压监测前要停药吗？');
    const answer = await t.call(
      '/community/auth/answer/save',
      { questionId: question.id, content: '<p>一般不停药</p>' },
      { token: reader.token },
    );
    await t.call('/community/auth/answer/accept', { id: answer.data.id }, { token: author.token });
    await decide('answer', answer.data.id, 'hide');
    const view = await t.call('/community/api/question/view', { id: question.id });
    expect(view.data).toMatchObject({ answerCount: 0, acceptedAnswerId: null });
    // Its author still sees it, marked hidden; nobody else does.
    const theirs = await t.call(
      '/community/api/answer/list',
      { questionId: question.id },
      { token: reader.token },
    );
    expect(theirs.data.list[0]?.status).toBe('hidden');
    expect((await t.call('/community/api/answer/list', { questionId: question.id })).data.list).toEqual([]);

    const draft = await t.call('/community/auth/blog/save', { title: '草稿' }, { token: author.token });
    const onDraft = await t.call(
      '/community/auth/report/save',
      { kind: 'blog', id: draft.data.id, reason: '广告' },
      { token: reader.token },
    );
    expect(onDraft.code).toBe(777);
    const badKind = await t.call(
      '/community/auth/report/save',
      { kind: 'meeting', id: 1, reason: '广告' },
      { token: reader.token },
    );
    expect(badKind.code).toBe(601);
    expect(
      (await t.call('/admin/auth/moderation/list', { tab: 'pending' }, { token: reader.token })).code,
    ).toBe(306);
  });
});
