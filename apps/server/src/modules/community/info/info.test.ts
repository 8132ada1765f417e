import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
let admin: string;
let reader: { mobile: string; token: string };
let zoneId: number;
let otherZoneId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
  reader = await t.registerUser();
  const zones = (await t.call('/system/api/zone/list')).data;
  [zoneId, otherZoneId] = [zones[0]!.id, zones[1]!.id];
});
afterAll(() => t.close());

const category = async (name: string, zone = zoneId, sort = 0) => {
  const saved = await t.call(
    '/admin/auth/article/category/save',
    { zoneId: zone, categoryName: name, categoryNameEn: `${name} EN`, sort },
    { token: admin },
  );
  expect(saved.code).toBe(200);
  return saved.data.id;
};
const write = async (categoryId: number, title: string, extra: Record<string, unknown> = {}) => {
  const saved = await t.call(
    '/admin/auth/article/save',
    { categoryId, title, content: `<p>${title}的正文</p>`, publish: true, ...extra },
    { token: admin },
  );
  expect(saved.code).toBe(200);
  return saved.data.id;
};

describe('information articles, as the admin keeps them', () => {
  it('are written by the platform admin only, and sanitised', async () => {
    const categoryId = await category('政策解读');
    const asReader = await t.call(
      '/admin/auth/article/save',
      { categoryId, title: '读者写的', content: '<p>x</p>', publish: true },
      { token: reader.token },
    );
    expect(asReader.code).toBe(306);
    expect((await t.call('/admin/auth/article/list', {}, { token: reader.token })).code).toBe(306);
    expect((await t.call('/admin/auth/article/category/list', {})).code).toBe(301);

    const saved = await t.call(
      '/admin/auth/article/save',
      {
        categoryId,
        title: '医保目录调整',
        source: '国家医保局',
        content: '<p onclick="x()">新版目录<script>alert(1)</script></p>',
        publish: true,
      },
      { token: admin },
    );
    expect(saved.msg).toBe('资讯已发布');
    expect(saved.data.content).toBe('<p>新版目录</p>');
    const page = await t.call('/community/api/article/view', { id: saved.data.id });
    expect(page.data).toMatchObject({ title: '医保目录调整', source: '国家医保局', summary: '新版目录' });
    expect(page.data.categoryName).toBe('政策解读');
    expect(page.data.zoneId).toBe(zoneId);
    const english = await t.call('/community/api/article/view', { id: saved.data.id }, { language: 'en' });
    expect(english.data.categoryName).toBe('政策解读 EN');
  });

  it('refuse bad input with 601, and publishing without text', async () => {
    const categoryId = await category('校验');
    const cases = [
      { categoryId, title: '', content: '<p>x</p>' },
      { categoryId: 99999999, title: '没有这个分类', content: '<p>x</p>' },
      { categoryId, title: 'x'.repeat(101), content: '<p>x</p>' },
      { categoryId, title: '封面', content: '<p>x</p>', cover: 'javascript:alert(1)' },
      { categoryId, title: '空正文', content: '<p> </p>', publish: true },
    ];
    for (const body of cases) {
      const reply = await t.call('/admin/auth/article/save', body, { token: admin });
      expect(reply.code, JSON.stringify(body)).toBe(601);
    }
    const badZone = await t.call(
      '/admin/auth/article/category/save',
      { zoneId: 99999999, categoryName: '无' },
      { token: admin },
    );
    expect(badZone.code).toBe(601);
    expect(
      (await t.call('/admin/auth/article/list', {}, { token: admin })).data.list.map((row) => row.title),
    ).not.toContain('空正文');
  });

  it('keep drafts out of every public list, page and search', async () => {
    const categoryId = await category('草稿箱');
    const draft = await write(categoryId, '未发布的麻醉新规', { publish: false });
    expect((await t.call('/community/api/article/view', { id: draft })).code).toBe(777);
    const listed = await t.call('/community/api/article/zone/ref/list', { categoryId });
    expect(listed.data.totalCount).toBe(0);
    expect((await t.call('/system/api/search/list', { type: 8, keyword: '麻醉新规' })).data.totalCount).toBe(
      0,
    );
    expect((await t.call('/community/api/view/count', { kind: 'article', id: draft })).code).toBe(777);

    await write(categoryId, '未发布的麻醉新规');
    const found = await t.call('/system/api/search/list', { type: 8, keyword: '麻醉新规' });
    expect(found.data.list.map((hit) => [hit.kind, hit.title])).toEqual([[8, '未发布的麻醉新规']]);

    // Taking it down (saving as a draft again) and deleting both take it out of search.
    await t.call(
      '/admin/auth/article/save',
      { id: draft, categoryId, title: '未发布的麻醉新规', content: '<p>x</p>', publish: false },
      { token: admin },
    );
    const other = (await t.call('/admin/auth/article/list', { categoryId }, { token: admin })).data.list.find(
      (row) => row.status === 'published',
    )!;
    expect((await t.call('/admin/auth/article/delete', { id: other.id }, { token: admin })).code).toBe(200);
    expect((await t.call('/system/api/search/list', { type: 8, keyword: '麻醉新规' })).data.totalCount).toBe(
      0,
    );
    expect((await t.call('/admin/auth/article/delete', { id: other.id }, { token: admin })).code).toBe(777);
  });
});

describe('zones, categories and recommendations (SPEC calls)', () => {
  it('list a zone’s categories in order with counts, and its articles by category', async () => {
    const second = await category('行业动态', otherZoneId, 2);
    const first = await category('学会通知', otherZoneId, 1);
    await write(first, '年会征文通知');
    await write(first, '理事会换届公告');
    await write(second, '远程医疗进展');
    await write(second, '只是草稿', { publish: false });

    const categories = await t.call('/community/api/article/zone/category/list', { zoneId: otherZoneId });
    const mine = categories.data.filter((row) => [first, second].includes(row.id));
    expect(mine).toEqual([
      { id: first, categoryName: '学会通知', articleCount: 2 },
      { id: second, categoryName: '行业动态', articleCount: 1 },
    ]);
    const zone = await t.call('/community/api/article/zone/ref/list', { zoneId: otherZoneId, pageSize: 50 });
    const titles = zone.data.list.map((card) => card.title);
    expect(titles.slice(0, 3)).toEqual(['远程医疗进展', '理事会换届公告', '年会征文通知']);
    expect(titles).not.toContain('只是草稿');
    const one = await t.call('/community/api/article/zone/ref/list', { categoryId: first });
    expect(one.data.list.map((card) => card.title)).toEqual(['理事会换届公告', '年会征文通知']);
    expect((await t.call('/community/api/article/zone/ref/list', { zoneId: 'x' })).code).toBe(601);
  });

  it('show related articles: the same category first, then the same zone', async () => {
    const near = await category('相关一');
    const sibling = await category('相关二');
    const elsewhere = await category('别处', otherZoneId);
    const zoneMate = await write(sibling, '同专区的文章');
    const far = await write(elsewhere, '别的专区的文章');
    const mate = await write(near, '同分类的文章');
    const subject = await write(near, '正在读的文章');
    const related = (await t.call('/community/api/article/view', { id: subject })).data.related.map(
      (card) => card.id,
    );
    expect(related[0]).toBe(mate);
    expect(related).toContain(zoneMate);
    expect(related).not.toContain(far);
    expect(related).not.toContain(subject);
  });

  it('recommend published articles in the admin’s order; drafts cannot be', async () => {
    const categoryId = await category('推荐');
    const a = await write(categoryId, '推荐甲');
    const b = await write(categoryId, '推荐乙');
    const draft = await write(categoryId, '推荐草稿', { publish: false });
    const recommend = (id: number, recommendSort: number, isRecommended = true) =>
      t.call('/admin/auth/article/recommend', { id, isRecommended, recommendSort }, { token: admin });
    expect((await recommend(a, 2)).code).toBe(200);
    expect((await recommend(b, 1)).code).toBe(200);
    expect((await recommend(draft, 0)).code).toBe(602);
    expect((await recommend(99999999, 0)).code).toBe(777);
    const list = (await t.call('/community/api/article/recommend/list', { size: 50 })).data.map(
      (card) => card.id,
    );
    expect(list.indexOf(b)).toBeLessThan(list.indexOf(a));
    expect(list).not.toContain(draft);
    await recommend(b, 1, false);
    expect(
      (await t.call('/community/api/article/recommend/list', { size: 50 })).data.map((card) => card.id),
    ).not.toContain(b);
    const admins = await t.call(
      '/admin/auth/article/list',
      { recommended: true, pageSize: 100 },
      { token: admin },
    );
    expect(admins.data.list.map((row) => row.id)).toContain(a);
  });

  it('refuse deleting a category that files articles, even while one is being filed', async () => {
    const busy = await category('有文章');
    await write(busy, '留在分类里');
    const refused = await t.call('/admin/auth/article/category/delete', { id: busy }, { token: admin });
    expect(refused.code).toBe(602);
    expect(refused.msg).toContain('1 篇');

    // A delete racing a first article: either the article lands and the delete is refused, or the
    // delete wins and the article is refused for its missing category; never an orphan.
    const empty = await category('空分类');
    const [deleted, filed] = await Promise.all([
      t.call('/admin/auth/article/category/delete', { id: empty }, { token: admin }),
      t.call(
        '/admin/auth/article/save',
        { categoryId: empty, title: '抢先一步', content: '<p>x</p>', publish: true },
        { token: admin },
      ),
    ]);
    expect([deleted.code, filed.code].sort()).toEqual(deleted.code === 200 ? [200, 601] : [200, 602]);
    expect(
      (await t.call('/admin/auth/article/category/delete', { id: 99999999 }, { token: admin })).code,
    ).toBe(777);
  });
});

describe('reads', () => {
  it('are counted when the page reports them, for articles, blogs and questions alike', async () => {
    const categoryId = await category('阅读');
    const id = await write(categoryId, '计数的文章');
    await Promise.all(
      Array.from({ length: 5 }, () => t.call('/community/api/view/count', { kind: 'article', id })),
    );
    expect((await t.call('/community/api/article/view', { id })).data.viewCount).toBe(5);
    expect((await t.call('/community/api/view/count', { kind: 'meeting', id })).code).toBe(601);
    expect((await t.call('/community/api/view/count', { kind: 'blog', id: 99999999 })).code).toBe(777);
  });
});
