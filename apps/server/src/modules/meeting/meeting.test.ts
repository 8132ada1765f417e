import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

let t: TTestApp;
let memberA: string; // 13800000007, admin of 华东医学教育中心
let ownerB: string; // 13800000004, owner of 未来科技研究院
let lecturer: string; // 13800000005
beforeAll(async () => {
  t = await createTestApp();
  [memberA, ownerB, lecturer] = await Promise.all([
    t.login('13800000007'),
    t.login('13800000004'),
    t.login('13800000005'),
  ]);
});
afterAll(() => t.close());

const base = {
  meetingName: '2027 急诊医学论坛',
  startTime: '2027-05-10T09:00:00+08:00',
  endTime: '2027-05-11T17:00:00+08:00',
  city: '南京',
  introduction: '<p onclick="x()">急诊与重症</p><script>alert(1)</script>',
};

const create = async (token: string, extra: Record<string, unknown> = {}) => {
  const result = await t.call('/meeting/auth/meeting/info/save', { ...base, ...extra }, { token });
  if (result.code !== 200) throw new Error(result.msg);
  return result.data;
};

describe('publishing a meeting', () => {
  it('lets lecturers and institution members create meetings, not ordinary users', async () => {
    const ordinary = await t.registerUser();
    const refused = await t.call('/meeting/auth/meeting/info/save', base, { token: ordinary.token });
    expect(refused).toMatchObject({ code: 306, msg: '只有讲师或机构成员可以发布会议' });
    const own = await create(lecturer);
    expect(own).toMatchObject({ orgId: null, meetingStatus: 0, timeState: 'notStarted' });
    expect(own.introduction).toBe('<p>急诊与重症</p>');
    const institutional = await create(memberA);
    expect(institutional.orgId).not.toBeNull();
  });

  it('validates times, domains and names', async () => {
    const backwards = await t.call(
      '/meeting/auth/meeting/info/save',
      { ...base, endTime: '2027-05-01T09:00:00+08:00' },
      { token: lecturer },
    );
    expect(backwards).toMatchObject({
      code: 601,
      msg: '结束时间不能早于开始时间',
      data: [{ field: 'endTime' }],
    });
    const badTime = await t.call(
      '/meeting/auth/meeting/info/save',
      { ...base, startTime: 'tomorrow' },
      { token: lecturer, language: 'en' },
    );
    expect(badTime).toMatchObject({ code: 601, data: [{ field: 'startTime' }] });
    const taken = await t.call(
      '/meeting/auth/meeting/info/save',
      { ...base, meetingDomain: 'ecc2026' },
      { token: lecturer },
    );
    expect(taken).toMatchObject({ code: 602, msg: '该会议域名已被使用' });
    const badDomain = await t.call(
      '/meeting/auth/meeting/info/save',
      { ...base, meetingDomain: 'Bad_Domain' },
      { token: lecturer },
    );
    expect(badDomain).toMatchObject({ code: 601, data: [{ field: 'meetingDomain' }] });
  });

  it('keeps one institution out of another institution’s meetings (306) and answers 777 for unknown ids', async () => {
    const meeting = await create(memberA);
    for (const [path, body] of [
      ['/meeting/auth/meeting/info/view', { id: meeting.id }],
      ['/meeting/auth/meeting/info/update', { ...base, id: meeting.id }],
      ['/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus: 1 }],
      ['/meeting/auth/meeting/info/copy', { id: meeting.id }],
      ['/meeting/auth/meeting/info/delete', { id: meeting.id }],
    ] as const) {
      expect((await t.call(path, body, { token: ownerB })).code, path).toBe(306);
    }
    expect((await t.call('/meeting/auth/meeting/info/view', { id: 999999 }, { token: memberA })).code).toBe(
      777,
    );
    const mine = await t.call('/meeting/auth/meeting/info/list', {}, { token: ownerB });
    expect(mine.data.list.map((m) => m.id)).not.toContain(meeting.id);
  });

  it('counts the organiser’s meetings with their page, and still on a page past the end', async () => {
    const keyword = '分页计数会议';
    for (let i = 0; i < 3; i++) await create(memberA, { meetingName: `${keyword}${i}` });
    const list = async (body: Record<string, unknown>) =>
      (await t.call('/meeting/auth/meeting/info/list', { keyword, ...body }, { token: memberA })).data;
    const all = await list({ pageSize: 10 });
    expect(all.totalCount).toBe(3);
    expect(await list({ pageSize: 2, pageCurrent: 2 })).toMatchObject({
      totalCount: 3,
      totalPage: 2,
      list: [all.list[2]],
    });
    expect(await list({ pageSize: 2, pageCurrent: 5 })).toMatchObject({
      totalCount: 3,
      totalPage: 2,
      list: [],
    });
    expect(await list({ keyword: '没有这样的会议' })).toMatchObject({ totalCount: 0, list: [] });
  });

  it('lists and delists with the console texts; visitors only see listed meetings', async () => {
    const meeting = await create(memberA, { meetingName: '上下架测试会议' });
    expect((await t.call('/meeting/api/meeting/info/view', { id: meeting.id })).code).toBe(777);
    const listed = await t.call(
      '/meeting/auth/meeting/info/push',
      { id: meeting.id, meetingStatus: 1 },
      { token: memberA },
    );
    expect(listed).toMatchObject({ code: 200, msg: '上架成功', data: { meetingStatus: 1 } });
    expect(listed.data.publishTime).not.toBeNull();
    const found = await t.call('/meeting/api/meeting/info/list', { keyword: '上下架测试' });
    expect(found.data.list.map((m) => m.id)).toEqual([meeting.id]);
    const delisted = await t.call(
      '/meeting/auth/meeting/info/push',
      { id: meeting.id, meetingStatus: 0 },
      { token: memberA },
    );
    expect(delisted.msg).toBe('下架成功');
    expect((await t.call('/meeting/api/meeting/info/view', { id: meeting.id })).code).toBe(777);
  });

  it('names the institution on the card of a meeting that gives no organiser', async () => {
    const meeting = await create(memberA, { meetingName: '无主办方名称的会议' });
    await t.call('/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus: 1 }, { token: memberA });
    const [card] = (await t.call('/meeting/api/meeting/info/list', { keyword: '无主办方名称' })).data.list;
    expect(card?.organizer).toBe('华东医学教育中心');
    const named = await create(memberA, { meetingName: '自有主办方的会议', organizer: '江苏省医学会' });
    await t.call('/meeting/auth/meeting/info/push', { id: named.id, meetingStatus: 1 }, { token: memberA });
    const [own] = (await t.call('/meeting/api/meeting/info/list', { keyword: '自有主办方' })).data.list;
    expect(own?.organizer).toBe('江苏省医学会');
  });

  it('shows an unlisted meeting as a preview to those who run it, and to nobody else', async () => {
    const meeting = await create(memberA, { meetingName: '预览会议' });
    const preview = await t.call(
      '/meeting/api/meeting/info/view',
      { id: meeting.id, preview: true },
      { token: memberA },
    );
    expect(preview.data).toMatchObject({ meetingName: '预览会议', isPreview: true, meetingStatus: 0 });
    const stranger = await t.call(
      '/meeting/api/meeting/info/view',
      { id: meeting.id, preview: true },
      { token: ownerB },
    );
    expect(stranger.code).toBe(777);
    const anonymous = await t.call('/meeting/api/meeting/info/view', { id: meeting.id, preview: true });
    expect(anonymous.code).toBe(777);
  });

  it('copies a meeting unlisted and deletes only delisted meetings', async () => {
    const meeting = await create(memberA, { meetingName: '可复制的会议', meetingDomain: 'copyme' });
    const copy = await t.call(
      '/meeting/auth/meeting/info/copy',
      { id: meeting.id },
      { token: memberA, language: 'en' },
    );
    expect(copy.data).toMatchObject({
      meetingName: '可复制的会议 (copy)',
      meetingStatus: 0,
      meetingDomain: '',
    });
    await t.call('/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus: 1 }, { token: memberA });
    const listedDelete = await t.call(
      '/meeting/auth/meeting/info/delete',
      { id: meeting.id },
      { token: memberA },
    );
    expect(listedDelete).toMatchObject({ code: 602, msg: '请先下架会议再删除' });
    const deleted = await t.call(
      '/meeting/auth/meeting/info/delete',
      { id: copy.data.id },
      { token: memberA },
    );
    expect(deleted).toMatchObject({ code: 200, msg: '删除成功' });
    expect(
      (await t.call('/meeting/auth/meeting/info/view', { id: copy.data.id }, { token: memberA })).code,
    ).toBe(777);
  });
});

describe('visitors', () => {
  it('filter listed meetings by time state, category and institution', async () => {
    const ended = await t.call('/meeting/api/meeting/info/list', { timeState: 'ended' });
    expect(ended.data.list.map((m) => m.meetingName)).toContain('冠心病介入治疗规范化培训班');
    expect(ended.data.list.every((m) => m.timeState === 'ended')).toBe(true);
    const categories = await t.call(
      '/meeting/api/meeting/category/category/name/list',
      {},
      { language: 'en' },
    );
    const tech = categories.data.find((c) => c.name === 'Technology')!;
    const byCategory = await t.call('/meeting/api/meeting/info/list', { categoryId: tech.id });
    expect(byCategory.data.list.map((m) => m.meetingName)).toEqual(['第三届医学人工智能创新峰会']);
  });

  it('read a multilingual meeting in English, falling back to Chinese otherwise', async () => {
    const list = await t.call('/meeting/api/meeting/info/list', { keyword: '心血管' });
    const id = list.data.list[0]!.id;
    const en = await t.call('/meeting/api/meeting/info/view', { id }, { language: 'en' });
    expect(en.data).toMatchObject({
      meetingName: '2026 East China Cardiology Congress',
      hasMultilingual: true,
      isPreview: false,
    });
    // The institution gave an English name (demo data); the city has one too.
    expect([en.data.org?.orgName, en.data.city]).toEqual(['East China Medical Education Centre', 'Shanghai']);
    const summit = (await t.call('/meeting/api/meeting/info/list', { keyword: '人工智能' })).data.list[0]!;
    const fallback = await t.call('/meeting/api/meeting/info/view', { id: summit.id }, { language: 'en' });
    expect(fallback.data.meetingName).toBe('第三届医学人工智能创新峰会');
  });

  it('find the demo congress with its full agenda, in English', async () => {
    const list = await t.call('/meeting/api/meeting/info/list', { keyword: '心血管' });
    const { data } = await t.call(
      '/meeting/api/meeting/programme',
      { id: list.data.list[0]!.id },
      { language: 'en' },
    );
    expect(data.programme.dates).toHaveLength(3);
    expect(data.programme.sessions.map((s) => s.title)).toContain('Opening and keynotes');
    const talks = data.programme.sessions.flatMap((s) => s.items);
    expect(talks.length).toBeGreaterThanOrEqual(10);
    expect(talks.every((talk) => talk.guestIds.length > 0)).toBe(true);
    expect(data.programme.notices[0]?.title).toBe('Check-in');
  });

  it('see an organiser change at once on every instance, though public views are cached', async () => {
    const second = await t.another();
    try {
      const meeting = await create(memberA, { meetingName: '缓存测试会议' });
      await t.call(
        '/meeting/auth/meeting/info/push',
        { id: meeting.id, meetingStatus: 1 },
        { token: memberA },
      );
      expect((await second.call('/meeting/api/meeting/info/view', { id: meeting.id })).data.meetingName).toBe(
        '缓存测试会议',
      );
      // The public lists are cached too, on both instances.
      const names = async (app: TTestApp) =>
        (await app.call('/meeting/api/meeting/info/list', { keyword: '缓存测试会议' })).data.list.map(
          (m) => m.meetingName,
        );
      expect(await names(t)).toEqual(['缓存测试会议']);
      expect(await names(second)).toEqual(['缓存测试会议']);
      await t.call(
        '/meeting/auth/meeting/info/update',
        { ...base, id: meeting.id, meetingName: '缓存测试会议（改）' },
        { token: memberA },
      );
      await expect
        .poll(
          async () =>
            (await second.call('/meeting/api/meeting/info/view', { id: meeting.id })).data.meetingName,
          { timeout: 2000 },
        )
        .toBe('缓存测试会议（改）');
      expect(await names(t)).toEqual(['缓存测试会议（改）']);
      await expect.poll(() => names(second), { timeout: 2000 }).toEqual(['缓存测试会议（改）']);
      await t.call(
        '/meeting/auth/meeting/info/push',
        { id: meeting.id, meetingStatus: 0 },
        { token: memberA },
      );
      await expect
        .poll(async () => (await second.call('/meeting/api/meeting/info/view', { id: meeting.id })).code, {
          timeout: 2000,
        })
        .toBe(777);
    } finally {
      await second.close();
    }
  });
});
