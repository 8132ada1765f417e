import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
let admin: string;
let writer: { mobile: string; token: string };
let reader: { mobile: string; token: string };
let labelNo: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
  [writer, reader] = await Promise.all([t.registerUser(), t.registerUser()]);
  const label = await t.call(
    '/admin/auth/label/save',
    { labelName: '心内科', labelNameEn: 'Cardiology' },
    { token: admin },
  );
  labelNo = label.data.id;
});
afterAll(() => t.close());

const publish = async (token: string, title: string, content = `<p>${title}的正文</p>`) => {
  const saved = await t.call(
    '/community/auth/blog/save',
    { title, content, labelNos: [labelNo], publish: true },
    { token },
  );
  if (saved.code !== 200) throw new Error(saved.msg);
  return saved.data;
};

describe('writing an article', () => {
  it('keeps a half-written draft, then publishes it with a title and text only', async () => {
    const draft = await t.call(
      '/community/auth/blog/save',
      { content: '<p>写到一半</p>' },
      { token: writer.token },
    );
    expect(draft.code, draft.msg).toBe(200);
    expect(draft.msg).toBe('草稿已保存');
    expect(draft.data.status).toBe('draft');
    // A draft is nobody else's to read, and no reader finds it.
    expect((await t.call('/community/api/blog/view', { id: draft.data.id })).code).toBe(777);

    const untitled = await t.call(
      '/community/auth/blog/save',
      { id: draft.data.id, content: '<p>写到一半</p>', publish: true },
      { token: writer.token },
    );
    expect(untitled.code).toBe(601);
    expect(untitled.msg).toBe('发布前请填写标题');
    const empty = await t.call(
      '/community/auth/blog/save',
      { id: draft.data.id, title: '空文章', content: '<p> </p>', publish: true },
      { token: writer.token },
    );
    expect(empty.msg).toBe('发布前请填写正文');

    const published = await t.call(
      '/community/auth/blog/save',
      {
        id: draft.data.id,
        title: '房颤患者的抗凝管理',
        content: '<p>写完了</p>',
        labelNos: [labelNo],
        publish: true,
      },
      { token: writer.token },
    );
    expect(published.msg).toBe('发布成功');
    const view = await t.call('/community/api/blog/view', { id: draft.data.id });
    expect(view.data).toMatchObject({
      title: '房颤患者的抗凝管理',
      labels: [{ labelNo, labelName: '心内科' }],
      mine: false,
    });
    // Reading the article does not count; the page's report once it shows does, once per report.
    expect(view.data.viewCount).toBe(0);
    expect((await t.call('/community/api/view/count', { kind: 'blog', id: draft.data.id })).code).toBe(200);
    const counted = await t.call('/community/api/blog/view', { id: draft.data.id });
    expect(counted.data.viewCount).toBe(1);
  });

  it('strips anything that runs from the text, keeping the allowed markup', async () => {
    const blog = await publish(
      writer.token,
      '安全的文章',
      '<p onclick="alert(1)">正文<script>alert(1)</script><img src="javascript:alert(1)"><a href="https://example.com">链接</a></p>',
    );
    const view = await t.call('/community/api/blog/view', { id: blog.id });
    expect(view.data.content).not.toMatch(/script|onclick|javascript:/i);
    expect(view.data.content).toContain('<a href="https://example.com"');
  });

  it('lets only the author edit, and the author or an admin delete', async () => {
    const blog = await publish(writer.token, '只能作者修改');
    const edit = await t.call(
      '/community/auth/blog/save',
      { id: blog.id, title: '改掉', publish: true },
      { token: reader.token },
    );
    expect(edit.code).toBe(306);
    expect(
      (await t.call('/community/auth/blog/edit/view', { id: blog.id }, { token: reader.token })).code,
    ).toBe(306);
    expect((await t.call('/community/auth/blog/delete', { id: blog.id }, { token: reader.token })).code).toBe(
      306,
    );
    expect((await t.call('/community/auth/blog/delete', { id: blog.id }, { token: admin })).code).toBe(200);
    expect((await t.call('/community/api/blog/view', { id: blog.id })).code).toBe(777);
  });

  it('refuses unknown labels, too many labels, a script link as cover, and a title past 100', async () => {
    const save = (body: Record<string, unknown>) =>
      t.call('/community/auth/blog/save', body, { token: writer.token });
    expect((await save({ labelNos: [999_999] })).msg).toBe('所选标签不存在');
    expect((await save({ labelNos: [1, 2, 3, 4] })).msg).toBe('最多选择 3 个标签');
    expect((await save({ cover: 'javascript:alert(1)' })).code).toBe(601);
    const long = await save({ title: '长'.repeat(101) });
    expect(long.code).toBe(601);
    expect(long.msg).toBe('标题不能超过 100 个字');
  });

  it('moves an unpublished article back to the drafts and out of every list', async () => {
    const own = await t.registerUser();
    const blog = await publish(own.token, '撤回的文章');
    const back = await t.call('/community/auth/blog/unpublish', { id: blog.id }, { token: own.token });
    expect(back.data.status).toBe('draft');
    const latest = await t.call('/community/api/blog/list', { tab: 1, pageSize: 50 });
    expect(latest.data.list.map((card) => card.id)).not.toContain(blog.id);
    const mine = await t.call('/community/auth/blog/mine', { status: 'draft' }, { token: own.token });
    expect(mine.data.list.map((card) => card.id)).toContain(blog.id);
  });

  it('limits publishing to 5 new articles an hour, even when they come all at once', async () => {
    const hasty = await t.registerUser();
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call(
          '/community/auth/blog/save',
          { title: `第${i}篇`, content: '<p>内容</p>', publish: true },
          { token: hasty.token },
        ),
      ),
    );
    expect(tries.filter((reply) => reply.code === 200)).toHaveLength(5);
    const refused = tries.find((reply) => reply.code !== 200)!;
    expect(refused.code).toBe(602);
    expect(refused.msg).toBe('发布太频繁，请 60 分钟后再试');
  });
});

describe('reading and liking', () => {
  it('counts one like per person, changeable, and refuses likes of drafts', async () => {
    const blog = await publish((await t.registerUser()).token, '点赞的文章');
    const likes = await Promise.all(
      [1, 2, 3].map(() => t.call('/community/auth/blog/like', { id: blog.id }, { token: reader.token })),
    );
    expect(likes.every((reply) => reply.code === 200)).toBe(true);
    const view = await t.call('/community/api/blog/view', { id: blog.id }, { token: reader.token });
    expect(view.data).toMatchObject({ likeCount: 1, liked: true });
    const unliked = await t.call('/community/auth/blog/unlike', { id: blog.id }, { token: reader.token });
    expect(unliked.data).toEqual({ liked: false, likeCount: 0 });
    const again = await t.call('/community/auth/blog/unlike', { id: blog.id }, { token: reader.token });
    expect(again.data.likeCount).toBe(0);
    const draft = await t.call('/community/auth/blog/save', { title: '草稿' }, { token: writer.token });
    expect(
      (await t.call('/community/auth/blog/like', { id: draft.data.id }, { token: reader.token })).code,
    ).toBe(777);
  });

  it('ranks by hotness that fades with age: a liked old article falls below a fresh one', async () => {
    const ranked = await t.registerUser();
    const old = await publish(ranked.token, '三天前的热门文章');
    const fresh = await publish(ranked.token, '刚发布的文章');
    await t.db.execute(
      sql`update blogs set like_count = 30, published_at = now() - interval '3 days' where id = ${old.id}`,
    );
    await t.db.execute(sql`update blogs set like_count = 3 where id = ${fresh.id}`);
    const hot = await t.call('/community/api/blog/list', { tab: 3, pageSize: 100 });
    const order = hot.data.list.map((card) => card.id);
    expect(order.indexOf(fresh.id)).toBeLessThan(order.indexOf(old.id));
    // The same likes a few hours old still beat a fresh article with few.
    await t.db.execute(sql`update blogs set published_at = now() - interval '3 hours' where id = ${old.id}`);
    const again = (await t.call('/community/api/blog/list', { tab: 3, pageSize: 100 })).data.list.map(
      (card) => card.id,
    );
    expect(again.indexOf(old.id)).toBeLessThan(again.indexOf(fresh.id));
  });

  it('shows a follower the followed bloggers’ articles, and asks a visitor to log in', async () => {
    const followed = await t.registerUser();
    const blog = await publish(followed.token, '关注的博主的文章');
    const follower = await t.registerUser();
    const before = await t.call('/community/api/blog/list', { tab: 2 }, { token: follower.token });
    expect(before.data.list).toEqual([]);
    const me = await t.call('/user/auth/user/ext/view', {}, { token: followed.token });
    const follow = await t.call(
      '/user/auth/attention/save',
      { kind: 'blogger', id: me.data.id },
      { token: follower.token },
    );
    expect(follow.data).toEqual({ following: true, followerCount: 1 });
    const after = await t.call('/community/api/blog/list', { tab: 2 }, { token: follower.token });
    expect(after.data.list.map((card) => card.id)).toEqual([blog.id]);
    expect((await t.call('/community/api/blog/list', { tab: 2 })).code).toBe(301);

    const blogger = await t.call(
      '/community/api/blogger/view',
      { id: me.data.id },
      { token: follower.token },
    );
    expect(blogger.data).toMatchObject({ articleCount: 1, followerCount: 1, following: true });
    const listed = await t.call('/user/auth/attention/list', { kind: 'blogger' }, { token: follower.token });
    expect(listed.data.list[0]).toMatchObject({ kind: 'blogger', id: me.data.id });
    const recommended = await t.call('/community/auth/blogger/recommend/list', {}, { token: follower.token });
    expect(recommended.data.map((row) => row.id)).toContain(me.data.id);
  });

  it('keeps the blogger’s introduction and filters the list by label', async () => {
    const saved = await t.call(
      '/community/auth/blogger/save',
      { introduction: '心内科医生，关注房颤' },
      { token: writer.token },
    );
    expect(saved.data.introduction).toBe('心内科医生，关注房颤');
    const labelled = await t.call('/community/api/blog/list', { labelNo, pageSize: 100 });
    expect(labelled.data.list.every((card) => card.labels.some((label) => label.labelNo === labelNo))).toBe(
      true,
    );
    const labels = await t.call('/community/api/label/list', {}, { language: 'en' });
    expect(labels.data).toContainEqual({ labelNo, labelName: 'Cardiology' });
  });
});
