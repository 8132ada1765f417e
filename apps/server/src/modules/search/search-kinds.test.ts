import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let admin: string;
let writer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('13800000000');
  writer = (await t.registerUser()).token;
});
afterAll(() => t.close());

const find = async (type: number, keyword: string) => {
  const reply = await t.call('/system/api/search/list', { type, keyword, pageSize: 50 });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data;
};
const titles = async (type: number, keyword: string) =>
  (await find(type, keyword)).list.map((hit) => hit.title);

const publish = async (title: string, content: string) => {
  const saved = await t.call(
    '/community/auth/blog/save',
    { title, content, publish: true },
    { token: writer },
  );
  if (saved.code !== 200) throw new Error(saved.msg);
  return saved.data;
};

describe('search of every kind', () => {
  it('finds a published article by a word of its text, with a snippet around it and the words to mark', async () => {
    const blog = await publish(
      '基层医院的卒中绿色通道',
      `<p>${'开头的铺垫。'.repeat(20)}溶栓时间窗内完成评估是<strong>关键</strong>。</p>`,
    );
    const found = await find(6, '溶栓');
    expect(found.list.map((hit) => hit.id)).toEqual([blog.id]);
    // The snippet starts a little before the word and reads on; tags become spaces.
    expect(found.list[0]!.snippet).toMatch(/^…开头的铺垫。.*溶栓时间窗内完成评估是\s?关键\s?。$/);
    expect(found.list[0]!.marks).toEqual(['溶栓']);
    const blogSearch = await t.call('/community/api/blog/search/list', { keyword: '绿色通道' });
    expect(blogSearch.data.list.map((hit) => hit.id)).toEqual([blog.id]);
    // Taken back, it is found no more.
    await t.call('/community/auth/blog/unpublish', { id: blog.id }, { token: writer });
    expect(await titles(6, '溶栓')).toEqual([]);
  });

  it('finds the demo’s listed courses and exams under their own types, never under another', async () => {
    expect(await titles(1, '心电图')).toContain('心电图判读要点');
    expect(await titles(2, '心电图')).not.toContain('心电图判读要点');
    expect(await titles(5, '心血管 考试')).toEqual(['心血管基础知识在线考试']);
  });

  it('refuses a type SPEC does not have and blank words', async () => {
    expect((await t.call('/system/api/search/list', { type: 3, keyword: '心电图' })).code).toBe(601);
    expect((await t.call('/system/api/search/list', { type: 9, keyword: '心电图' })).code).toBe(601);
    const blank = await t.call('/system/api/search/list', { type: 6, keyword: '  ' });
    expect(blank.msg).toBe('请输入搜索内容');
  });
});

describe('the admin’s dictionary', () => {
  const waitForRebuild = async () => {
    await expect
      .poll(
        async () => (await t.call('/admin/auth/search/word/list', {}, { token: admin })).data.reindexing,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBe(false);
  };

  it('teaches jieba a word it splits, and every kind is found by it once rebuilt', async () => {
    await publish('心血管病防治进展', '<p>高血压是心血管病的首要危险因素。</p>');
    expect(await titles(6, '管病')).toEqual([]);
    const meetingsBefore = await t.call('/meeting/api/meeting/info/search/list', { keyword: '管病' });
    expect(meetingsBefore.data.list).toEqual([]);

    const added = await t.call('/admin/auth/search/word/save', { word: '管病' }, { token: admin });
    expect(added.code, added.msg).toBe(200);
    expect(added.data.words.map((row) => row.word)).toContain('管病');
    await waitForRebuild();

    expect(await titles(6, '管病')).toContain('心血管病防治进展');
    const meetingsAfter = await t.call('/meeting/api/meeting/info/search/list', { keyword: '管病' });
    expect(meetingsAfter.data.list.map((meeting) => meeting.meetingName)).toContain(
      '2026 华东心血管病学术年会',
    );

    const removed = await t.call('/admin/auth/search/word/delete', { word: '管病' }, { token: admin });
    expect(removed.data.words.map((row) => row.word)).not.toContain('管病');
    await waitForRebuild();
    expect(await titles(6, '管病')).toEqual([]);
  });

  it('refuses the same word twice, a single character, punctuation, and anyone but the admin', async () => {
    const save = (word: string, token = admin) => t.call('/admin/auth/search/word/save', { word }, { token });
    expect((await save('房颤消融')).code).toBe(200);
    expect((await save('房颤消融')).msg).toBe('词典中已有这个词');
    expect((await save('心')).msg).toBe('词语至少 2 个字');
    expect((await save('心<b>')).msg).toBe('词语只能包含文字和数字');
    expect((await save('左心耳', writer)).code).toBe(306);
    expect((await t.call('/admin/auth/search/word/list', {}, { token: writer })).code).toBe(306);
  });
});
