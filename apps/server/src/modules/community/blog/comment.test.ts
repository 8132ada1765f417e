import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
let admin: string;
let author: { mobile: string; token: string };
let blogId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
  author = await t.registerUser();
  const saved = await t.call(
    '/community/auth/blog/save',
    { title: '评论区的文章', content: '<p>正文</p>', publish: true },
    { token: author.token },
  );
  blogId = saved.data.id;
});
afterAll(() => t.close());

const comment = (token: string, content: string, replyToId?: number) =>
  t.call(
    '/community/auth/blog/comment/save',
    { blogId, content, ...(replyToId ? { replyToId } : {}) },
    { token },
  );

describe('comments', () => {
  it('threads replies under the comment, naming whom a reply answers, and counts them on the article', async () => {
    const [first, second] = await Promise.all([t.registerUser(), t.registerUser()]);
    const top = await comment(first.token, '请问抗凝药物怎么选？');
    expect(top.msg).toBe('评论成功');
    const reply = await comment(author.token, '看出血风险评分。', top.data.id);
    const replyToReply = await comment(second.token, '同问 HAS-BLED 怎么算', reply.data.id);
    expect(replyToReply.data.replyTo?.id).toBe(reply.data.author.id);

    const page = await t.call('/community/api/blog/comment/list', { blogId });
    const thread = page.data.list.find((row) => row.id === top.data.id)!;
    expect(thread.replies.map((row) => row.content)).toEqual(['看出血风险评分。', '同问 HAS-BLED 怎么算']);
    expect((await t.call('/community/api/blog/view', { id: blogId })).data.commentCount).toBe(3);
  });

  it('keeps markup as text, and refuses an empty comment or a reply to another article’s comment', async () => {
    const reader = await t.registerUser();
    const saved = await comment(reader.token, '<img src=x onerror=alert(1)>');
    expect(saved.data.content).toBe('<img src=x onerror=alert(1)>');
    expect((await comment(reader.token, '   ')).code).toBe(601);
    const other = await t.call(
      '/community/auth/blog/save',
      { title: '另一篇', content: '<p>x</p>', publish: true },
      { token: reader.token },
    );
    const elsewhere = await t.call(
      '/community/auth/blog/comment/save',
      { blogId: other.data.id, content: '别处' },
      { token: reader.token },
    );
    expect((await comment(reader.token, '串门', elsewhere.data.id)).code).toBe(777);
  });

  it('lets the writer, the article’s author or an admin delete, nobody else; replies go with their comment', async () => {
    const [writer, stranger] = await Promise.all([t.registerUser(), t.registerUser()]);
    const top = await comment(writer.token, '要删除的评论');
    await comment(stranger.token, '回复一下', top.data.id);
    const before = (await t.call('/community/api/blog/view', { id: blogId })).data.commentCount;
    expect(
      (await t.call('/community/auth/blog/comment/delete', { id: top.data.id }, { token: stranger.token }))
        .code,
    ).toBe(306);
    const byAuthor = await t.call(
      '/community/auth/blog/comment/delete',
      { id: top.data.id },
      { token: author.token },
    );
    expect(byAuthor.code).toBe(200);
    expect((await t.call('/community/api/blog/view', { id: blogId })).data.commentCount).toBe(before - 2);
    const mine = await comment(stranger.token, '管理员删除');
    expect(
      (await t.call('/community/auth/blog/comment/delete', { id: mine.data.id }, { token: admin })).code,
    ).toBe(200);
  });

  it('counts one like per person on a comment', async () => {
    const fan = await t.registerUser();
    const top = await comment(author.token, '欢迎讨论');
    await Promise.all(
      [1, 2].map(() =>
        t.call('/community/auth/blog/comment/like', { id: top.data.id }, { token: fan.token }),
      ),
    );
    const page = await t.call('/community/api/blog/comment/list', { blogId }, { token: fan.token });
    expect(page.data.list.find((row) => row.id === top.data.id)).toMatchObject({ likeCount: 1, liked: true });
  });

  it('limits a person to 10 comments a minute', async () => {
    const chatty = await t.registerUser();
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => comment(chatty.token, `第${i}条`)),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(10);
    expect(replies.find((reply) => reply.code !== 200)?.msg).toBe('评论太频繁，请 60 秒后再试');
  });
});
