import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTo, type TLinkPath } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/** SPEC 7's public reads of one meeting: each a slice of what its page shows, visible as it is. */
let t: TTestApp;
let listedId: number;
let unlistedId: number;
let unlistedMenuId: number;
let unlistedAccessoryId: number;
/** A member of the institution running the demo meeting and the unlisted one. */
let organiser: string;
/** The owner of another institution. */
let otherOrg: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
  otherOrg = await t.login('13800000004');
  const listed = await t.call('/meeting/api/meeting/info/list', { pageCurrent: 1, pageSize: 20 });
  listedId = listed.data.list.find((m) => m.meetingName === '2026 华东心血管病学术年会')!.id;
  const draft = await t.call(
    '/meeting/auth/meeting/info/save',
    {
      meetingName: '未上架的内部研讨会',
      startTime: '2027-03-01T09:00:00+08:00',
      endTime: '2027-03-01T17:00:00+08:00',
    },
    { token: organiser },
  );
  unlistedId = draft.data.id;
  const menus = await t.call(
    '/meeting/auth/meeting/menu/save',
    { meetingId: unlistedId, name: '内部须知', content: '<p>仅限内部</p>' },
    { token: organiser },
  );
  unlistedMenuId = menus.data[0]!.id;
  // A real file, so a refused download is refused for the meeting, not for a missing file.
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const grant = await t.call(
    '/system/upload/api/get',
    { fileName: 'notes.pdf', fileType: 'document', fileSize: pdf.length },
    { token: organiser },
  );
  await t.raw({
    method: 'PUT',
    url: grant.data.uploadUrl,
    payload: pdf,
    headers: { 'content-type': 'application/octet-stream' },
  });
  const accessories = await t.call(
    '/meeting/auth/meeting/meetingAccessory/save',
    { meetingId: unlistedId, name: '内部资料', fileUrl: grant.data.fileUrl },
    { token: organiser },
  );
  unlistedAccessoryId = accessories.data[0]!.id;
});
afterAll(() => t.close());

const get = (path: TLinkPath, query: Record<string, string | number>, language: 'zh' | 'en' = 'zh') =>
  t.link(path, query, { language });

describe("a listed meeting's parts", () => {
  it('answer what its programme shows, part by part, in the caller language', async () => {
    for (const language of ['zh', 'en'] as const) {
      const whole = await t.call('/meeting/api/meeting/programme', { id: listedId }, { language });
      const { programme, meeting } = whole.data;
      expect(programme.sessions.length).toBeGreaterThan(0);
      const byMeeting = { meetingId: listedId };
      expect((await t.call('/meeting/api/meeting/guest/list', byMeeting, { language })).data).toEqual(
        programme.guests,
      );
      expect(
        (await t.call('/meeting/api/meeting/session/list/meeting', byMeeting, { language })).data,
      ).toEqual(programme.sessions);
      expect((await get('/meeting/api/meeting/date/list/meeting', byMeeting, language)).data).toEqual(
        programme.dates,
      );
      expect((await get('/meeting/api/meeting/place/list/meeting', byMeeting, language)).data).toEqual(
        programme.places,
      );
      expect((await get('/meeting/api/meeting/notice/list/meeting', byMeeting, language)).data).toEqual(
        programme.notices,
      );
      const addresses = (await get('/meeting/api/meeting/address/list/meeting', byMeeting, language)).data;
      expect(addresses).toEqual(
        [...new Set(programme.places.filter((p) => p.address).map((p) => p.address))].map((address) => ({
          address,
          places: programme.places.filter((p) => p.address === address).map((p) => p.name),
        })),
      );
      const info = await get('/meeting/api/meeting/info/meeting/:id', { id: listedId }, language);
      expect(info).toMatchObject({ code: 200, data: { id: listedId, meetingName: meeting.meetingName } });
      expect(info.data).toEqual(meeting);
    }
  });

  it('open a menu page of its own, in the caller language', async () => {
    const menus = await t.call(
      '/meeting/auth/meeting/menu/save',
      {
        meetingId: listedId,
        name: '交通指南',
        nameEn: 'Getting there',
        content: '<p>地铁 2 号线</p>',
        contentEn: '<p>Metro line 2</p>',
      },
      { token: organiser },
    );
    const id = menus.data.find((menu) => menu.name === '交通指南')!.id;
    const zh = await t.call('/meeting/api/meeting/menu/view', { id });
    expect(zh.data).toEqual({ id, name: '交通指南', content: '<p>地铁 2 号线</p>' });
    const en = await t.call('/meeting/api/meeting/menu/view', { id }, { language: 'en' });
    expect(en.data).toEqual({ id, name: 'Getting there', content: '<p>Metro line 2</p>' });
  });

  it('show the bottom text, background music and attachments the organiser set', async () => {
    await t.call(
      '/meeting/auth/meeting/settings/save',
      {
        meetingId: unlistedId,
        bottomTextIsUse: true,
        bottomTextContent: '<p>主办单位：华东医学教育中心</p>',
      },
      { token: organiser },
    );
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: unlistedId, meetingStatus: 1 },
      { token: organiser },
    );
    const byMeeting = { meetingId: unlistedId };
    expect(await get('/meeting/api/meeting/bottom/text/setting/getByMeetingId', byMeeting)).toMatchObject({
      code: 200,
      data: { isUse: true, content: '<p>主办单位：华东医学教育中心</p>' },
    });
    expect(await get('/meeting/api/meeting/background/music/mapping/meetingId', byMeeting)).toMatchObject({
      code: 200,
      data: null,
    });
    const download = await t.raw({
      method: 'GET',
      url: linkTo('/meeting/api/meeting/accessory/download', { id: unlistedAccessoryId }),
    });
    expect([download.statusCode, download.body]).toEqual([200, '%PDF-1.4\n%%EOF\n']);
    await t.call(
      '/meeting/auth/meeting/info/push',
      { id: unlistedId, meetingStatus: 0 },
      { token: organiser },
    );
  });
});

describe('the meeting lists', () => {
  it('the bar shows listed meetings not yet over, soonest first', async () => {
    const bar = await t.call('/meeting/api/meeting/info/bar/list', { pageSize: 3 });
    expect(bar.code).toBe(200);
    expect(bar.data.length).toBeLessThanOrEqual(3);
    const starts = bar.data.map((card) => card.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(bar.data.every((card) => card.timeState !== 'ended')).toBe(true);
    expect(bar.data.some((card) => card.id === unlistedId)).toBe(false);
  });

  it('subjects count the listed meetings of each category', async () => {
    const subjects = await t.call('/meeting/api/meeting/category/subject/list', {});
    const names = await t.call('/meeting/api/meeting/category/category/name/list', {});
    expect(subjects.data.map(({ id, name }) => ({ id, name }))).toEqual(names.data);
    const counted = subjects.data.reduce((sum, subject) => sum + subject.meetingCount, 0);
    expect(counted).toBeGreaterThan(0);
  });
});

describe('what strangers and bad input get', () => {
  /** Every public read of the unlisted meeting, each answering with its code and HTTP status. */
  const readsOfUnlisted = (token?: string) => {
    const as = token ? { token } : {};
    const byMeeting = { meetingId: unlistedId };
    const download = (url: string) =>
      t
        .raw({ method: 'GET', url, headers: as })
        .then((r) => ({ status: r.statusCode, ...r.json<{ code: number }>() }));
    return [
      t.call('/meeting/api/meeting/guest/list', byMeeting, as),
      t.call('/meeting/api/meeting/session/list/meeting', byMeeting, as),
      t.call('/meeting/api/meeting/info/view', { id: unlistedId, preview: true }, as),
      t.call('/meeting/api/meeting/page/decor', { id: unlistedId, preview: true }, as),
      t.call('/meeting/api/meeting/menu/view', { id: unlistedMenuId }, as),
      ...(
        [
          '/meeting/api/meeting/date/list/meeting',
          '/meeting/api/meeting/place/list/meeting',
          '/meeting/api/meeting/address/list/meeting',
          '/meeting/api/meeting/notice/list/meeting',
          '/meeting/api/meeting/bottom/text/setting/getByMeetingId',
          '/meeting/api/meeting/background/music/mapping/meetingId',
        ] as const
      ).map((path) => t.link(path, byMeeting, as)),
      t.link('/meeting/api/meeting/info/meeting/:id', { id: unlistedId }, as),
      download(linkTo('/meeting/api/meeting/session/export', byMeeting)),
      download(linkTo('/meeting/api/meeting/accessory/download', { id: unlistedAccessoryId })),
    ];
  };

  it('an unlisted meeting answers 777 on every part, to strangers and other institutions', async () => {
    for (const token of [undefined, otherOrg]) {
      const answers = await Promise.all(readsOfUnlisted(token));
      expect(answers.map(({ status, code }) => [status, code])).toEqual(answers.map(() => [404, 777]));
    }
    const own = await t.call(
      '/meeting/api/meeting/info/view',
      { id: unlistedId, preview: true },
      { token: organiser },
    );
    expect(own.data).toMatchObject({ id: unlistedId, isPreview: true });
  });

  it("a disabled institution's meeting answers 777 and leaves the lists", async () => {
    const admin = await t.login('13800000000');
    const listed = await t.call('/meeting/api/meeting/info/list', { pageCurrent: 1, pageSize: 20 });
    const summit = listed.data.list.find((m) => m.meetingName === '第三届医学人工智能创新峰会')!;
    // Read first, so the public view is cached: disabling the institution drops it at once.
    expect((await t.call('/meeting/api/meeting/info/view', { id: summit.id })).code).toBe(200);
    const orgs = await t.call('/admin/auth/org/list', { keyword: '未来科技研究院' }, { token: admin });
    const orgId = orgs.data.list[0]!.id;
    const before = await t.call('/meeting/api/meeting/category/subject/list', {});
    await t.call('/admin/auth/org/disable', { id: orgId, value: true }, { token: admin });
    try {
      const byMeeting = { meetingId: summit.id };
      expect((await t.call('/meeting/api/meeting/info/view', { id: summit.id })).code).toBe(777);
      expect((await t.call('/meeting/api/meeting/guest/list', byMeeting)).code).toBe(777);
      expect((await get('/meeting/api/meeting/date/list/meeting', byMeeting)).code).toBe(777);
      expect((await get('/meeting/api/meeting/info/meeting/:id', { id: summit.id })).code).toBe(777);
      const bar = await t.call('/meeting/api/meeting/info/bar/list', { pageSize: 20 });
      expect(bar.data.map((card) => card.id)).not.toContain(summit.id);
      const after = await t.call('/meeting/api/meeting/category/subject/list', {});
      const total = (page: typeof after) => page.data.reduce((sum, s) => sum + s.meetingCount, 0);
      expect(total(after)).toBe(total(before) - 1);
    } finally {
      await t.call('/admin/auth/org/disable', { id: orgId, value: false }, { token: admin });
    }
  });

  it('a malformed id answers 601 with the field named, never 500', async () => {
    for (const meetingId of ['abc', 0, -1, 2 ** 31, '1;drop']) {
      for (const path of [
        '/meeting/api/meeting/guest/list',
        '/meeting/api/meeting/session/list/meeting',
      ] as const)
        expect(await t.call(path, { meetingId })).toMatchObject({
          status: 422,
          code: 601,
          data: [{ field: 'meetingId' }],
        });
      for (const path of [
        '/meeting/api/meeting/date/list/meeting',
        '/meeting/api/meeting/place/list/meeting',
        '/meeting/api/meeting/address/list/meeting',
        '/meeting/api/meeting/notice/list/meeting',
        '/meeting/api/meeting/bottom/text/setting/getByMeetingId',
        '/meeting/api/meeting/background/music/mapping/meetingId',
        '/meeting/api/meeting/session/export',
      ] as const)
        expect(await get(path, { meetingId })).toMatchObject({
          status: 422,
          code: 601,
          data: [{ field: 'meetingId' }],
        });
      for (const path of [
        '/meeting/api/meeting/info/meeting/:id',
        '/meeting/api/meeting/accessory/download',
      ] as const)
        expect(await get(path, { id: meetingId })).toMatchObject({
          status: 422,
          code: 601,
          data: [{ field: 'id' }],
        });
      // In the caller's language.
      const english = await get('/meeting/api/meeting/accessory/download', { id: meetingId }, 'en');
      expect(english).toMatchObject({
        code: 601,
        msg: expect.stringMatching(/^[^\u4e00-\u9fff]+$/) as string,
      });
      expect(await t.call('/meeting/api/meeting/menu/view', { id: meetingId })).toMatchObject({
        code: 601,
        data: [{ field: 'id' }],
      });
    }
    for (const pageSize of [0, 21, 'many'])
      expect(await t.call('/meeting/api/meeting/info/bar/list', { pageSize })).toMatchObject({
        code: 601,
        data: [{ field: 'pageSize' }],
      });
  });
});

describe('looking a person up by mobile', () => {
  const lookup = (token: string | undefined, mobile: string, remoteAddress?: string) =>
    t.link(
      '/user/auth/user/ext/by/mobile',
      { mobile },
      { ...(token ? { token } : {}), ...(remoteAddress ? { remoteAddress } : {}) },
    );

  it('answers people who run meetings with the public card only', async () => {
    // An institution member, the owner of another institution, a lecturer.
    const askers = [organiser, otherOrg, await t.login('13800000002')];
    for (const asker of askers) {
      const found = await lookup(asker, '13800000001');
      expect(found.code).toBe(200);
      expect(found.data).toEqual({
        userNo: expect.any(String) as string,
        userType: 1,
        nickname: '张明',
        headImgUrl: '',
      });
    }
  });

  it('refuses everyone else (306, 301), answers 777 for nobody and 601 for a malformed number', async () => {
    const ordinary = await t.login('13800000001');
    expect((await lookup(ordinary, '13800000007')).code).toBe(306);
    expect((await lookup(undefined, '13800000001')).code).toBe(301);
    expect((await lookup(organiser, '13912345670')).code).toBe(777);
    for (const mobile of ['1380000000', '23800000001', 'abc'])
      expect(await lookup(organiser, mobile)).toMatchObject({ code: 601, data: [{ field: 'mobile' }] });
  });

  it('allows one address 60 lookups a minute, so it cannot walk the number space', async () => {
    const codes = [];
    for (let i = 0; i < 61; i++)
      codes.push((await lookup(organiser, `1391234${String(i).padStart(4, '0')}`, '198.51.100.7')).code);
    expect(codes.slice(0, 60).every((code) => code === 777)).toBe(true);
    expect(codes[60]).toBe(602);
    expect((await lookup(organiser, '13800000001', '198.51.100.8')).code).toBe(200);
  });
});
