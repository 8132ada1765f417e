import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../../db/schema/index.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

const SEARCH = '/meeting/api/meeting/info/search/list';

let t: TTestApp;
let lecturer: string; // 13800000005
let admin: string; // 13800000000
beforeAll(async () => {
  t = await createTestApp();
  [lecturer, admin] = await Promise.all([t.login('13800000005'), t.login('13800000000')]);
});
afterAll(() => t.close());

const base = {
  meetingName: '2027 急诊医学论坛',
  startTime: '2027-05-10T09:00:00+08:00',
  endTime: '2027-05-11T17:00:00+08:00',
};

const names = async (keyword: string, language: 'zh' | 'en' = 'zh') => {
  const result = await t.call(SEARCH, { keyword }, { language });
  expect(result.code, result.msg).toBe(200);
  return result.data.list.map((m) => m.meetingName);
};

/** A lecturer's meeting, listed unless said otherwise. */
const publish = async (fields: Record<string, unknown>, listed = true) => {
  const saved = await t.call('/meeting/auth/meeting/info/save', { ...base, ...fields }, { token: lecturer });
  if (saved.code !== 200) throw new Error(saved.msg);
  if (listed) {
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: saved.data.id, meetingStatus: 1 },
      { token: lecturer },
    );
  }
  return saved.data;
};

describe('meeting search', () => {
  it('finds a Chinese word inside a meeting name (心血管 in 心血管病)', async () => {
    expect(await names('心血管')).toEqual(['2026 华东心血管病学术年会']);
    expect(await names('华东 学术年会')).toEqual(['2026 华东心血管病学术年会']);
    // A multilingual meeting's card comes in the visitor's language.
    expect(await names('心血管', 'en')).toEqual(['2026 East China Cardiology Congress']);
  });

  it('finds English words of meetingNameEn, whole or begun', async () => {
    expect(await names('cardiology congress')).toEqual(['2026 华东心血管病学术年会']);
    expect(await names('CARDIO', 'en')).toEqual(['2026 East China Cardiology Congress']);
  });

  it('finds by organiser, city, address and the introduction’s text, not its markup', async () => {
    expect(await names('李明华')).toEqual(['冠心病介入治疗规范化培训班']);
    expect(await names('杭州')).toEqual(['第三届医学人工智能创新峰会']);
    expect(await names('浦东')).toEqual(['2026 华东心血管病学术年会']);
    expect(await names('心力衰竭')).toEqual(['2026 华东心血管病学术年会']);
    await publish({
      meetingName: '标记测试会议',
      introduction: '<p>quartzite</p><p><strong>basalt</strong> <a href="https://x.example">obsidian</a></p>',
    });
    expect(await names('quartzite basalt obsidian')).toEqual(['标记测试会议']);
    expect(await names('strong')).toEqual([]);
    expect(await names('quartzitebasalt')).toEqual([]);
  });

  it('ranks a meeting named by the words above one that only mentions them', async () => {
    await publish({ meetingName: '青年学者沙龙', introduction: '<p>本次沙龙讨论睡眠医学的进展。</p>' });
    await publish({
      meetingName: '睡眠医学大会',
      startTime: '2026-01-10T09:00:00+08:00',
      endTime: '2026-01-10T17:00:00+08:00',
    });
    expect(await names('睡眠医学')).toEqual(['睡眠医学大会', '青年学者沙龙']);
  });

  it('never shows unlisted meetings, and follows a meeting’s edits and listing', async () => {
    const meeting = await publish({ meetingName: '珊瑚礁生态研讨会', city: '三亚' }, false);
    expect(await names('珊瑚礁')).toEqual([]);
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: meeting.id, meetingStatus: 1 },
      { token: lecturer },
    );
    expect(await names('珊瑚礁')).toEqual(['珊瑚礁生态研讨会']);
    const renamed = await t.call(
      '/meeting/auth/meeting/info/update',
      { ...base, id: meeting.id, meetingName: '红树林生态研讨会', city: '三亚' },
      { token: lecturer },
    );
    expect(renamed.code).toBe(200);
    expect(await names('珊瑚礁')).toEqual([]);
    expect(await names('红树林')).toEqual(['红树林生态研讨会']);
    const push = (meetingStatus: 0 | 1) =>
      t.call('/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus }, { token: lecturer });
    await push(0);
    expect(await names('红树林')).toEqual([]);
    // Listing changes no words: the meeting is found by them again.
    await push(1);
    expect(await names('红树林')).toEqual(['红树林生态研讨会']);
  });

  it('leaves out the meetings of a disabled institution, here and in the meeting list', async () => {
    const listed = async () =>
      (await t.call('/meeting/api/meeting/info/list', { keyword: '人工智能' })).data.list.map(
        (m) => m.meetingName,
      );
    const summit = (await t.call(SEARCH, { keyword: '人工智能' })).data.list[0]!;
    const orgId = (await t.call('/meeting/api/meeting/info/view', { id: summit.id })).data.org!.id;
    await t.call('/admin/auth/org/disable', { id: orgId, value: true }, { token: admin });
    try {
      expect(await names('人工智能')).toEqual([]);
      expect(await listed()).toEqual([]);
    } finally {
      await t.call('/admin/auth/org/disable', { id: orgId, value: false }, { token: admin });
    }
    expect(await names('人工智能')).toEqual(['第三届医学人工智能创新峰会']);
    expect(await listed()).toEqual(['第三届医学人工智能创新峰会']);
  });

  it('pages the results', async () => {
    for (const n of [1, 2, 3, 4, 5]) await publish({ meetingName: `Zephyrine Forum ${n}` });
    const first = await t.call(SEARCH, { keyword: 'zephyrine', pageSize: 2 });
    expect(first.data).toMatchObject({ totalCount: 5, totalPage: 3, pageCurrent: 1, pageSize: 2 });
    const pages = [first.data.list];
    for (const pageCurrent of [2, 3]) {
      pages.push((await t.call(SEARCH, { keyword: 'zephyrine', pageSize: 2, pageCurrent })).data.list);
    }
    expect(pages.map((list) => list.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flat().map((m) => m.id)).size).toBe(5);
    const defaults = await t.call(SEARCH, { keyword: 'zephyrine' });
    expect(defaults.data).toMatchObject({ pageCurrent: 1, pageSize: 20, totalPage: 1 });
  });

  it('refuses a blank keyword with 601 in the caller’s language', async () => {
    for (const body of [{ keyword: '' }, { keyword: '   ' }, {}]) {
      const zh = await t.call(SEARCH, body);
      expect(zh).toMatchObject({
        status: 422,
        code: 601,
        msg: '请输入搜索内容',
        data: [{ field: 'keyword' }],
      });
    }
    const en = await t.call(SEARCH, { keyword: ' ' }, { language: 'en' });
    expect(en).toMatchObject({ code: 601, msg: 'Please enter something to search' });
    const long = await t.call(SEARCH, { keyword: '会'.repeat(51) });
    expect(long.code).toBe(601);
  });

  it('takes query syntax and punctuation as plain text', async () => {
    for (const keyword of ['！！', "' & | ! :* ()", "心血管' | '1", '\\', 'a<->b']) {
      const result = await t.call(SEARCH, { keyword });
      expect(result.code, keyword).toBe(200);
    }
    expect(await names('！！')).toEqual([]);
    expect(await names("心血管' | '1")).toEqual([]);
    expect(await names('“心血管”！')).toEqual(['2026 华东心血管病学术年会']);
  });

  it('indexes at start the meetings saved before search existed', async () => {
    const meeting = await publish({ meetingName: '极地科考报告会' });
    await t.db
      .update(meetings)
      .set({ searchVector: sql`null` })
      .where(eq(meetings.id, meeting.id));
    expect(await names('极地')).toEqual([]);
    const restarted = await t.another();
    try {
      const found = await restarted.call(SEARCH, { keyword: '极地' });
      expect(found.data.list.map((m) => m.meetingName)).toEqual(['极地科考报告会']);
    } finally {
      await restarted.close();
    }
  });
});
