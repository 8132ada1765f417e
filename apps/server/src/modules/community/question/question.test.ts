import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
let admin: string;
let asker: { mobile: string; token: string };
/** Asks the later questions: 5 an hour each (the limit tested above). */
let second: { mobile: string; token: string };
let other: { mobile: string; token: string };
let labelNo: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
  [asker, second, other] = await Promise.all([t.registerUser(), t.registerUser(), t.registerUser()]);
  const label = await t.call(
    '/admin/auth/label/save',
    { labelName: '心电图', labelNameEn: 'ECG' },
    { token: admin },
  );
  labelNo = label.data.id;
});
afterAll(() => t.close());

const ask = async (token: string, title: string, content = `<p>${title}：具体情况如下</p>`) => {
  const saved = await t.call(
    '/community/auth/question/save',
    { title, content, labelNos: [labelNo] },
    { token },
  );
  if (saved.code !== 200) throw new Error(saved.msg);
  return saved.data;
};
const answer = async (token: string, questionId: number, content: string) => {
  const saved = await t.call('/community/auth/answer/save', { questionId, content }, { token });
  if (saved.code !== 200) throw new Error(saved.msg);
  return saved.data;
};

describe('asking', () => {
  it('asks under labels with sanitised details, and refuses short titles and unknown labels', async () => {
    const saved = await t.call(
      '/community/auth/question/save',
      {
        title: '心房颤动患者何时需要抗凝？',
        content: '<p>CHA2DS2-VASc 评分 1 分<script>alert(1)</script></p>',
        labelNos: [labelNo],
      },
      { token: asker.token },
    );
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.msg).toBe('提问成功');
    expect(saved.data.content).not.toContain('script');
    expect(saved.data).toMatchObject({ mine: true, status: 'published', answerCount: 0, solved: false });
    expect(saved.data.labels).toEqual([{ labelNo, labelName: '心电图' }]);

    const short = await t.call('/community/auth/question/save', { title: '求助' }, { token: asker.token });
    expect(short.code).toBe(601);
    expect(short.msg).toBe('问题标题至少 5 个字');
    const badLabel = await t.call(
      '/community/auth/question/save',
      { title: '一个合格的问题标题', labelNos: [999_999] },
      { token: asker.token },
    );
    expect(badLabel.code).toBe(601);
    const visitor = await t.call('/community/auth/question/save', { title: '一个合格的问题标题' });
    expect(visitor.code).toBe(301);
  });

  it('lets only the asker edit, and refuses deleting a question someone answered (but not to a moderator)', async () => {
    const question = await ask(asker.token, '起搏器术后多久可以洗澡？');
    const theirs = await t.call(
      '/community/auth/question/save',
      { id: question.id, title: '被别人改掉的标题' },
      { token: other.token },
    );
    expect(theirs.code).toBe(306);
    const edited = await t.call(
      '/community/auth/question/save',
      { id: question.id, title: '起搏器术后多久可以洗澡和游泳？', labelNos: [] },
      { token: asker.token },
    );
    expect(edited.data).toMatchObject({ title: '起搏器术后多久可以洗澡和游泳？', labels: [] });

    await answer(other.token, question.id, '<p>一般伤口愈合后，约一周。</p>');
    const refused = await t.call(
      '/community/auth/question/delete',
      { id: question.id },
      { token: asker.token },
    );
    expect(refused.code).toBe(602);
    expect(refused.msg).toBe('问题已有回答，不能删除（可编辑补充）');
    expect(
      (await t.call('/community/auth/question/delete', { id: question.id }, { token: other.token })).code,
    ).toBe(306);
    const moderated = await t.call('/community/auth/question/delete', { id: question.id }, { token: admin });
    expect(moderated.code).toBe(200);
    expect((await t.call('/community/api/question/view', { id: question.id })).code).toBe(777);
  });

  it('lists latest, hot and unanswered questions, by label, and counts views', async () => {
    const quiet = await ask(asker.token, '没人回答的问题在这里');
    const busy = await ask(asker.token, '大家都来回答的问题');
    await answer(other.token, busy.id, '<p>第一条回答</p>');
    await t.call('/community/api/view/count', { kind: 'question', id: busy.id });
    const viewed = await t.call('/community/api/question/view', { id: busy.id });
    expect(viewed.data.viewCount).toBe(1);

    const latest = await t.call('/community/api/question/list', { tab: 1, pageSize: 50 });
    const ids = latest.data.list.map((card) => card.id);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id));
    const unanswered = await t.call('/community/api/question/list', { tab: 4, pageSize: 50 });
    expect(unanswered.data.list.map((card) => card.id)).toContain(quiet.id);
    expect(unanswered.data.list.map((card) => card.id)).not.toContain(busy.id);
    const hot = await t.call('/community/api/question/list', { tab: 3, pageSize: 50 });
    const hotIds = hot.data.list.map((card) => card.id);
    expect(hotIds.indexOf(busy.id)).toBeLessThan(hotIds.indexOf(quiet.id));
    const byLabel = await t.call('/community/api/question/list', { labelNo, pageSize: 50 });
    expect(byLabel.data.list.every((card) => card.labels.some((label) => label.labelNo === labelNo))).toBe(
      true,
    );
    expect((await t.call('/community/api/question/list', { tab: 2 })).code).toBe(601);
  });

  it('limits asking to 5 new questions an hour, even all at once', async () => {
    const hasty = await t.registerUser();
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('/community/auth/question/save', { title: `连续提问第${i}个问题` }, { token: hasty.token }),
      ),
    );
    expect(tries.filter((reply) => reply.code === 200)).toHaveLength(5);
    expect(tries.find((reply) => reply.code !== 200)?.msg).toBe('提问太频繁，请 60 分钟后再试');
  });
});

describe('answering, voting and accepting', () => {
  it('keeps one answer per person: answering again edits it', async () => {
    const question = await ask(second.token, '动态心电图要戴多久？');
    const first = await answer(other.token, question.id, '<p>24 小时</p>');
    const again = await answer(other.token, question.id, '<p>通常 24 小时，必要时 48 小时</p>');
    expect(again.id).toBe(first.id);
    expect(again.content).toContain('48 小时');
    const view = await t.call('/community/api/question/view', { id: question.id }, { token: other.token });
    expect(view.data).toMatchObject({ answerCount: 1, myAnswerId: first.id, mine: false });
    const empty = await t.call(
      '/community/auth/answer/save',
      { questionId: question.id, content: '<p> </p>' },
      { token: other.token },
    );
    expect(empty.code).toBe(601);
    expect(empty.msg).toBe('请填写回答内容');
    const missing = await t.call(
      '/community/auth/answer/save',
      { questionId: 999_999, content: '<p>答</p>' },
      { token: other.token },
    );
    expect(missing.code).toBe(777);
  });

  it("counts one vote per person, changeable, never on one's own answer, all at once", async () => {
    const question = await ask(second.token, '运动平板试验的禁忌证有哪些？');
    const theirs = await answer(other.token, question.id, '<p>急性心梗两天内……</p>');
    const own = await t.call(
      '/community/auth/answer/vote',
      { id: theirs.id, value: 1 },
      { token: other.token },
    );
    expect(own.code).toBe(306);
    expect(own.msg).toBe('不能给自己的回答投票');

    const voters = await Promise.all(Array.from({ length: 6 }, () => t.registerUser()));
    const votes = await Promise.all(
      voters.flatMap((voter) =>
        [1, 1].map(() =>
          t.call('/community/auth/answer/vote', { id: theirs.id, value: 1 }, { token: voter.token }),
        ),
      ),
    );
    expect(votes.every((reply) => reply.code === 200)).toBe(true);
    const down = await t.call(
      '/community/auth/answer/vote',
      { id: theirs.id, value: -1 },
      { token: voters[0]!.token },
    );
    expect(down.data).toEqual({ score: 4, myVote: -1 });
    const back = await t.call(
      '/community/auth/answer/vote',
      { id: theirs.id, value: 0 },
      { token: voters[0]!.token },
    );
    expect(back.data).toEqual({ score: 5, myVote: 0 });
    const listed = await t.call(
      '/community/api/answer/list',
      { questionId: question.id },
      { token: voters[1]!.token },
    );
    expect(listed.data.list[0]).toMatchObject({ id: theirs.id, score: 5, myVote: 1 });
    const bad = await t.call(
      '/community/auth/answer/vote',
      { id: theirs.id, value: 2 },
      { token: second.token },
    );
    expect(bad.code).toBe(601);
  });

  it('sorts by votes or time with the accepted answer first; only the asker accepts, and may take it back', async () => {
    const question = await ask(second.token, '射频消融术后复发怎么办？');
    const [early, popular, late] = [await t.registerUser(), await t.registerUser(), await t.registerUser()];
    const a1 = await answer(early.token, question.id, '<p>先观察三个月空白期</p>');
    const a2 = await answer(popular.token, question.id, '<p>可考虑再次消融</p>');
    const a3 = await answer(late.token, question.id, '<p>结合药物治疗</p>');
    await t.call('/community/auth/answer/vote', { id: a2.id, value: 1 }, { token: other.token });
    await t.call('/community/auth/answer/vote', { id: a3.id, value: -1 }, { token: other.token });

    const byVotes = await t.call('/community/api/answer/list', { questionId: question.id, sort: 'votes' });
    expect(byVotes.data.list.map((row) => row.id)).toEqual([a2.id, a1.id, a3.id]);
    const byTime = await t.call('/community/api/answer/list', { questionId: question.id, sort: 'time' });
    expect(byTime.data.list.map((row) => row.id)).toEqual([a3.id, a2.id, a1.id]);

    const stranger = await t.call('/community/auth/answer/accept', { id: a3.id }, { token: other.token });
    expect(stranger.code).toBe(306);
    expect(stranger.msg).toBe('只有提问者可以采纳回答');
    const accepted = await t.call('/community/auth/answer/accept', { id: a3.id }, { token: second.token });
    expect(accepted.data).toEqual({ acceptedAnswerId: a3.id });
    expect(accepted.msg).toBe('已采纳');
    const first = await t.call('/community/api/answer/list', { questionId: question.id, sort: 'votes' });
    expect(first.data.list[0]).toMatchObject({ id: a3.id, accepted: true });
    const card = (await t.call('/community/api/question/list', { pageSize: 50 })).data.list.find(
      (row) => row.id === question.id,
    );
    expect(card?.solved).toBe(true);

    const moved = await t.call('/community/auth/answer/accept', { id: a1.id }, { token: second.token });
    expect(moved.data.acceptedAnswerId).toBe(a1.id);
    const withdrawn = await t.call('/community/auth/answer/accept', { id: a1.id }, { token: second.token });
    expect(withdrawn.data.acceptedAnswerId).toBeNull();
    expect(withdrawn.msg).toBe('已取消采纳');

    await t.call('/community/auth/answer/accept', { id: a2.id }, { token: second.token });
    expect((await t.call('/community/auth/answer/delete', { id: a2.id }, { token: other.token })).code).toBe(
      306,
    );
    expect(
      (await t.call('/community/auth/answer/delete', { id: a2.id }, { token: popular.token })).code,
    ).toBe(200);
    const after = await t.call('/community/api/question/view', { id: question.id });
    expect(after.data).toMatchObject({ acceptedAnswerId: null, answerCount: 2, solved: false });
  });

  it("keeps comments under answers as text; the writer, the answer's author or a moderator deletes them", async () => {
    const question = await ask(second.token, 'QT 间期延长要停哪些药？');
    const theirs = await answer(other.token, question.id, '<p>先查药物清单</p>');
    const written = await t.call(
      '/community/auth/answer/comment/save',
      { answerId: theirs.id, content: '<b>补充</b>：还要查电解质' },
      { token: second.token },
    );
    expect(written.code, written.msg).toBe(200);
    expect(written.data).toMatchObject({ content: '<b>补充</b>：还要查电解质', deletable: true });
    const listed = await t.call('/community/api/answer/comment/list', { answerId: theirs.id });
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]!.deletable).toBe(false);
    const view = await t.call('/community/api/answer/list', { questionId: question.id });
    expect(view.data.list[0]!.commentCount).toBe(1);

    const stranger = await t.registerUser();
    const refused = await t.call(
      '/community/auth/answer/comment/delete',
      { id: written.data.id },
      { token: stranger.token },
    );
    expect(refused.code).toBe(306);
    const byAuthor = await t.call(
      '/community/auth/answer/comment/delete',
      { id: written.data.id },
      { token: other.token },
    );
    expect(byAuthor.code).toBe(200);
    expect((await t.call('/community/api/answer/comment/list', { answerId: theirs.id })).data).toEqual([]);
  });
});

describe('my questions and search', () => {
  it('lists what I asked and what I answered at /account/ques, and search finds questions under type 7', async () => {
    const me = await t.registerUser();
    const mine = await ask(me.token, '冠脉钙化积分多少需要干预？');
    const theirs = await ask(second.token, '心脏彩超射血分数的正常值');
    await answer(me.token, theirs.id, '<p>一般 50% 以上</p>');
    const asked = await t.call('/community/auth/question/mine', { kind: 'asked' }, { token: me.token });
    expect(asked.data.list.map((card) => card.id)).toEqual([mine.id]);
    const answered = await t.call('/community/auth/question/mine', { kind: 'answered' }, { token: me.token });
    expect(answered.data.list.map((card) => card.id)).toEqual([theirs.id]);

    const found = await t.call('/system/api/search/list', { type: 7, keyword: '钙化积分' });
    expect(found.data.list.map((hit) => hit.id)).toContain(mine.id);
    expect(found.data.list.find((hit) => hit.id === mine.id)?.kind).toBe(7);
    await t.call('/community/auth/question/delete', { id: mine.id }, { token: me.token });
    const gone = await t.call('/system/api/search/list', { type: 7, keyword: '钙化积分' });
    expect(gone.data.list.map((hit) => hit.id)).not.toContain(mine.id);
  });
});
