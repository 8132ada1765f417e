import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';
import { addPeople } from '../../../../test/fixtures/onsite-fixture.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });
const { configuredMeeting, saveType } = signUpSteps(
  () => t,
  () => organiser,
);
const theatre = (rows: number, seatsPerRow: number) => ({
  kind: 'theatre',
  rows,
  seatsPerRow,
  aisleAfter: [],
});

/** A meeting with a theatre hall and confirmed people of its delegate type. */
const hallWith = async (rows: number, seatsPerRow: number, people: { name: string; unit?: string }[]) => {
  const meeting = await configuredMeeting();
  const map = await t.call(
    '/meeting/auth/meeting/seat/map/create',
    { meetingId: meeting.meetingId, name: '主会场', layout: theatre(rows, seatsPerRow) },
    as(organiser),
  );
  expect([map.code, map.msg]).toEqual([200, '保存成功']);
  const added = await addPeople(t, organiser, meeting.meetingId, meeting.typeId, people);
  return { ...meeting, map: map.data, people: added };
};

const seatAt = (
  map: { seatList: { id: number; row: number; number: number }[] },
  row: number,
  number: number,
) => map.seatList.find((seat) => seat.row === row && seat.number === number)!.id;

const viewMap = async (meetingId: number) =>
  (await t.call('/meeting/auth/meeting/seat/map/view', { meetingId }, as(organiser))).data;

const whoSits = async (meetingId: number) => {
  const map = await viewMap(meetingId);
  return new Map(
    map.seatList
      .filter((seat) => seat.registrationId)
      .map((seat) => [seat.registrationId!, `${seat.row}-${seat.number}`]),
  );
};

const upload = async (meetingId: number, rows: (string | number)[][], token = organiser) => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('座位').addRows([['姓名', '手机号', '排/桌', '座'], ...rows]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'seats.xlsx');
  const response = await t.raw({
    method: 'POST',
    url: `/apis/meeting/auth/meeting/user/seat/info/import?meetingId=${meetingId}`,
    headers: { token, language: 'zh' },
    payload: form,
  });
  return response.json<{
    code: number;
    msg: string;
    data: { imported: number; errors: { row: number; message: string }[] };
  }>();
};

describe('seat maps', () => {
  it('makes halls from templates, keeps earlier arrangements as history and brings one back', async () => {
    const { meetingId } = await configuredMeeting();
    const create = (layout: object, name = '主会场') =>
      t.call('/meeting/auth/meeting/seat/map/create', { meetingId, name, layout }, as(organiser, 'en'));

    const hall = await create({ kind: 'theatre', rows: 3, seatsPerRow: 10, aisleAfter: [5] });
    expect(hall.data.seatList).toHaveLength(30);
    // The aisle after seat 5 leaves a gap of one seat width.
    const row1 = hall.data.seatList.filter((seat) => seat.row === 1).map((seat) => seat.x);
    expect(row1[5]! - row1[4]!).toBe(2);
    expect(
      (await create({ kind: 'roundTables', tables: 4, seatsPerTable: 10, tablesPerRow: 2 })).data.seatList,
    ).toHaveLength(40);
    expect(
      (await create({ kind: 'classroom', rows: 2, desksPerRow: 3, seatsPerDesk: 2 })).data.seatList,
    ).toHaveLength(12);

    const tooBig = await create({ kind: 'classroom', rows: 60, desksPerRow: 20, seatsPerDesk: 5 });
    expect([tooBig.code, tooBig.msg]).toEqual([601, 'A seat map holds at most 5000 seats']);
    expect((await create({ kind: 'stadium', rows: 3 })).code).toBe(601);
    expect(
      (await create({ kind: 'grid', rows: 0, columns: 3, aisleAfterRows: [], aisleAfterColumns: [] })).code,
    ).toBe(601);

    const history = await t.call('/meeting/auth/meeting/seat/map/history', { meetingId }, as(organiser));
    expect(history.data.map((map) => [map.kind, map.archivedAt === null])).toEqual([
      ['classroom', true],
      ['roundTables', false],
      ['theatre', false],
    ]);
    const restored = await t.call(
      '/meeting/auth/meeting/seat/map/restore',
      { meetingId, mapId: history.data[2]!.id },
      as(organiser),
    );
    expect(restored.data).toMatchObject({ kind: 'theatre', seats: 30, archivedAt: null });
    expect((await viewMap(meetingId)).id).toBe(restored.data.id);
  });

  it('seats people automatically by type and unit, front to back, honouring zones and blocked seats', async () => {
    const { meetingId, map, people } = await hallWith(3, 4, [
      { name: '甲', unit: '协和医院' },
      { name: '乙', unit: '华西医院' },
      { name: '丙', unit: '协和医院' },
      { name: '丁', unit: '华西医院' },
    ]);
    const types = await saveType(meetingId, { name: '嘉宾', nameEn: 'Guest', feeFen: 0, quota: 10 });
    const [guest] = await addPeople(t, organiser, meetingId, types.id, [{ name: '贵宾', unit: '卫健委' }]);
    // Row 1 is kept for guests; seat 2 of row 2 is broken.
    const edits = [
      ...[1, 2, 3, 4].map((n) => ({ id: seatAt(map, 1, n), blocked: false, typeId: types.id })),
      { id: seatAt(map, 2, 2), blocked: true, typeId: null },
    ];
    const edited = await t.call(
      '/meeting/auth/meeting/seat/map/edit',
      { meetingId, seats: edits },
      as(organiser),
    );
    expect(edited.code).toBe(200);

    const auto = await t.call(
      '/meeting/auth/meeting/user/seat/info/auto',
      { meetingId, byType: true, unitTogether: true, fill: 'frontToBack' },
      as(organiser),
    );
    expect(auto.data).toEqual({ seated: 5, unseated: 0 });
    const seated = await whoSits(meetingId);
    expect(seated.get(guest!.id)).toBe('1-1');
    // Colleagues side by side, the broken seat skipped.
    const [jia, yi, bing, ding] = people.map((p) => seated.get(p.id));
    expect([jia, bing, yi, ding]).toEqual(['2-1', '2-3', '2-4', '3-1']);

    // A zone for another meeting's type is refused, and nothing is written.
    const foreign = await t.call(
      '/meeting/auth/meeting/seat/map/edit',
      { meetingId, seats: [{ id: seatAt(map, 3, 4), blocked: true, typeId: 999999 }] },
      as(organiser),
    );
    expect(foreign.code).toBe(601);
    expect((await viewMap(meetingId)).seatList.find((s) => s.id === seatAt(map, 3, 4))!.blocked).toBe(false);
  });

  it('moves people by hand: a taken seat swaps, a blocked one refuses, null unseats', async () => {
    const { meetingId, map, people } = await hallWith(2, 3, [{ name: '赵' }, { name: '钱' }]);
    const [zhao, qian] = people;
    const save = (registrationId: number, seatId: number | null) =>
      t.call(
        '/meeting/auth/meeting/user/seat/info/save',
        { meetingId, registrationId, seatId },
        as(organiser, 'en'),
      );
    await save(zhao!.id, seatAt(map, 1, 1));
    await save(qian!.id, seatAt(map, 1, 2));
    expect((await save(zhao!.id, seatAt(map, 1, 2))).code).toBe(200);
    expect(await whoSits(meetingId)).toEqual(
      new Map([
        [zhao!.id, '1-2'],
        [qian!.id, '1-1'],
      ]),
    );

    await t.call(
      '/meeting/auth/meeting/seat/map/edit',
      { meetingId, seats: [{ id: seatAt(map, 2, 3), blocked: true, typeId: null }] },
      as(organiser),
    );
    const blocked = await save(qian!.id, seatAt(map, 2, 3));
    expect([blocked.code, blocked.msg]).toEqual([602, 'This seat is not available']);
    await save(qian!.id, null);
    expect(await whoSits(meetingId)).toEqual(new Map([[zhao!.id, '1-2']]));

    const unseated = await t.call(
      '/meeting/auth/meeting/user/seat/info/get-not-userInfo',
      { meetingId },
      as(organiser),
    );
    expect(unseated.data.map((p) => p.name)).toEqual(['钱']);
    const found = await t.call(
      '/meeting/auth/meeting/user/seat/info/find',
      { meetingId, keyword: zhao!.mobile },
      as(organiser),
    );
    expect(found.data).toMatchObject([{ name: '赵', row: 1, number: 2 }]);
  });

  it('lets attendees choose when allowed: one seat each, never the same seat, zones kept', async () => {
    const { meetingId, map, people } = await hallWith(1, 3, [{ name: '孙' }, { name: '李' }]);
    const [sun, li] = people;
    const choose = (who: typeof sun, seatId: number) =>
      t.call(
        '/meeting/auth/meeting/user/seat/info/choose',
        { meetingId, registrationId: who!.id, seatId },
        as(who!.token, 'en'),
      );
    const closed = await choose(sun, seatAt(map, 1, 1));
    expect([closed.code, closed.msg]).toEqual([602, 'The organiser has not opened seat choice']);
    await t.call('/meeting/auth/meeting/seat/map/edit', { meetingId, selfChoice: true }, as(organiser));

    expect((await choose(sun, seatAt(map, 1, 1))).data).toMatchObject({
      row: 1,
      number: 1,
      selfChoice: true,
    });
    const taken = await choose(li, seatAt(map, 1, 1));
    expect([taken.code, taken.msg]).toEqual([602, 'Someone has taken this seat; please choose another']);
    // Changing one's mind frees the first seat.
    await choose(sun, seatAt(map, 1, 2));
    expect((await choose(li, seatAt(map, 1, 1))).code).toBe(200);

    // The hall as an attendee sees it: their own seat, others only as taken.
    const hall = await t.call('/meeting/auth/meeting/user/seat/info/hall', { meetingId }, as(li!.token));
    expect(hall.data.occupants).toEqual([]);
    expect(hall.data.seatList.map((seat) => seat.registrationId)).toEqual([li!.id, 0, null]);
    const mine = await t.call('/meeting/auth/meeting/user/seat/info/get-self', {}, as(li!.token));
    expect(mine.data).toMatchObject([{ meetingId, row: 1, number: 1 }]);

    // Someone removed from the meeting leaves their seat free.
    await t.call('/meeting/auth/meeting/register/delete', { id: sun!.id }, as(organiser));
    expect((await choose(li, seatAt(map, 1, 2))).data).toMatchObject({ row: 1, number: 2 });
    await choose(li, seatAt(map, 1, 1));

    // Someone else's registration, a stranger, a seat of another map.
    expect((await choose({ ...li!, id: sun!.id }, seatAt(map, 1, 3))).code).toBe(602);
    const outsider = await t.call(
      '/meeting/auth/meeting/user/seat/info/hall',
      { meetingId },
      as(stranger, 'en'),
    );
    expect(outsider.msg).toBe('Only confirmed attendees can choose a seat');
    expect((await choose(li, 999999999)).code).toBe(601);
  });

  it('imports a sheet whole or not at all, with each bad row named, and exports it back', async () => {
    const { meetingId, people } = await hallWith(2, 2, [{ name: '周' }, { name: '吴' }, { name: '郑' }]);
    const [zhou, wu, zheng] = people;
    const bad = await upload(meetingId, [
      ['周', zhou!.mobile, 1, 1],
      ['吴', wu!.mobile, 1, 1],
      ['某', '13912345678', 1, 2],
      ['郑', zheng!.mobile, 9, 9],
      ['周', zhou!.mobile, 2, 2],
      ['郑', zheng!.mobile, '前排', 1],
    ]);
    expect(bad.data.imported).toBe(0);
    expect(bad.data.errors).toEqual([
      { row: 3, message: '与第 2 行重复' },
      { row: 4, message: '未找到该手机号的报名成功记录' },
      { row: 5, message: '座位不存在' },
      { row: 6, message: '与第 2 行重复' },
      { row: 7, message: '缺少“排”或“座”' },
    ]);
    expect((await whoSits(meetingId)).size).toBe(0);

    const good = await upload(meetingId, [
      ['周', zhou!.mobile, 1, 1],
      ['吴', wu!.mobile, 1, 2],
    ]);
    expect([good.code, good.msg, good.data.imported]).toEqual([200, '已导入 2 个座位', 2]);
    const occupied = await upload(meetingId, [['郑', zheng!.mobile, 1, 1]]);
    expect(occupied.data.errors).toEqual([{ row: 2, message: '该座位已有 周' }]);

    const exported = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/user/seat/info/export?meetingId=${meetingId}`,
      headers: { token: organiser },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['姓名', '手机号', '单位', '报名类型', '排/桌', '座'],
      ['周', zhou!.mobile, '南京鼓楼医院', '普通代表', 1, 1],
      ['吴', wu!.mobile, '南京鼓楼医院', '普通代表', 1, 2],
      ['郑', zheng!.mobile, '南京鼓楼医院', '普通代表'],
    ]);
    const notXlsx = await t.raw({
      method: 'POST',
      url: `/apis/meeting/auth/meeting/user/seat/info/import?meetingId=${meetingId}`,
      headers: { token: organiser },
      payload: (() => {
        const form = new FormData();
        form.append('file', new Blob(['name,seat']), 'seats.csv');
        return form;
      })(),
    });
    expect(notXlsx.json<{ code: number }>().code).toBe(601);
  });

  it('shows the seat at the desk and on the badge', async () => {
    const { meetingId, map, people } = await hallWith(2, 5, [{ name: '王' }]);
    await t.call(
      '/meeting/auth/meeting/user/seat/info/save',
      { meetingId, registrationId: people[0]!.id, seatId: seatAt(map, 2, 5) },
      as(organiser),
    );
    const scan = await t.call(
      '/meeting/auth/meeting/register/sign',
      { meetingId, desk: 'A', id: people[0]!.id },
      as(organiser, 'en'),
    );
    expect(scan.data.person?.seat).toBe('Row 2, seat 5');
    const roster = await t.call('/meeting/auth/meeting/register/sign/roster', { meetingId }, as(organiser));
    expect(roster.data.people[0]!.seat).toBe('2排5座');
  });

  it('keeps another institution out of every seat call', async () => {
    const { meetingId, map, people } = await hallWith(1, 2, [{ name: '冯' }]);
    const calls = [
      t.call('/meeting/auth/meeting/seat/map/view', { meetingId }, as(stranger)),
      t.call(
        '/meeting/auth/meeting/seat/map/create',
        { meetingId, name: 'x', layout: theatre(1, 1) },
        as(stranger),
      ),
      t.call('/meeting/auth/meeting/seat/map/edit', { meetingId, selfChoice: true }, as(stranger)),
      t.call('/meeting/auth/meeting/seat/map/history', { meetingId }, as(stranger)),
      t.call(
        '/meeting/auth/meeting/user/seat/info/save',
        { meetingId, registrationId: people[0]!.id, seatId: map.seatList[0]!.id },
        as(stranger),
      ),
      t.call('/meeting/auth/meeting/user/seat/info/auto', { meetingId }, as(stranger)),
      t.call('/meeting/auth/meeting/user/seat/info/get-not-userInfo', { meetingId }, as(stranger)),
      t.call('/meeting/auth/meeting/user/seat/info/find', { meetingId, keyword: '冯' }, as(stranger)),
    ];
    for (const result of await Promise.all(calls)) expect(result.code).toBe(306);
    const exported = await t.raw({
      method: 'GET',
      url: `/apis/meeting/auth/meeting/user/seat/info/export?meetingId=${meetingId}`,
      headers: { token: stranger },
    });
    expect(exported.json<{ code: number }>().code).toBe(306);
    expect((await upload(meetingId, [['冯', people[0]!.mobile, 1, 1]], stranger)).code).toBe(306);
    expect((await whoSits(meetingId)).size).toBe(0);
  });
});
