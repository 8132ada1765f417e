import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCallPath } from '@huitang/contracts';
import { createTestApp, type TTestApp } from '../../test/harness.ts';
import { openSignUpMeeting, person } from '../../test/fixtures/sign-up-fixture.ts';

/**
 * Organisation B, running its own meeting, names organisation A's rows by id in every write that takes
 * a child id inside a parent. Each attempt is refused and A's meeting reads back exactly as before.
 */

let t: TTestApp;
let ownerA: string;
let ownerB: string;
let meetingA: number;
let meetingB: number;
const ids: Record<string, number> = {};

const ok = async <T>(result: Promise<{ code: number; msg: string; data: T }>): Promise<T> => {
  const settled = await result;
  expect(settled.code, settled.msg).toBe(200);
  return settled.data;
};
const lastId = (rows: { id: number }[]) => rows.at(-1)!.id;

/** Everything of A's meeting an attack could change, as A's console reads it. */
const snapshotOfA = async () => {
  const as = { token: ownerA };
  const byMeeting = { meetingId: meetingA };
  const reads: TCallPath[] = [
    '/meeting/auth/meeting/enroll/get',
    '/meeting/auth/meeting/discount/list',
    '/meeting/auth/meeting/invite/code/list',
    '/meeting/auth/meeting/date/list',
    '/meeting/auth/meeting/place/list',
    '/meeting/auth/meeting/guest/list',
    '/meeting/auth/meeting/notice/list',
    '/meeting/auth/meeting/meetingAccessory/list',
    '/meeting/auth/meeting/session/list/meeting',
    '/meeting/auth/meeting/adv/list',
    '/meeting/auth/meeting/menu/list',
    '/meeting/auth/meeting/music/list',
    '/meeting/auth/meeting/settings/get',
    '/meeting/auth/meeting/register/list',
  ];
  const members = await t.call('/user/auth/org/member/list', { orgId: ids.orgA! }, as);
  return [
    ...(await Promise.all(reads.map(async (path) => (await t.call(path, byMeeting, as)).data))),
    members.data,
  ];
};

beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0 });
  [ownerA, ownerB] = await Promise.all([t.login('13800000003'), t.login('13800000004')]);
  [meetingA, meetingB] = await Promise.all([openSignUpMeeting(t, ownerA), openSignUpMeeting(t, ownerB)]);
  const a = { token: ownerA };
  const m = { meetingId: meetingA };
  ids.type = lastId(
    await ok(
      t.call('/meeting/auth/meeting/enroll/type/save', { ...m, name: '代表', feeFen: 0, quota: 10 }, a),
    ),
  );
  const hotels = await ok(
    t.call(
      '/meeting/auth/meeting/enroll/hotel/save',
      {
        ...m,
        name: '金陵饭店',
        roomTypes: [
          {
            name: '标准间',
            priceFen: 50000,
            nights: [
              { night: '2027-06-01', inventory: 5 },
              { night: '2027-06-02', inventory: 5 },
            ],
          },
        ],
      },
      a,
    ),
  );
  ids.hotel = hotels[0]!.id;
  ids.roomType = hotels[0]!.roomTypes[0]!.id;
  ids.discount = lastId(
    await ok(
      t.call(
        '/meeting/auth/meeting/discount/save',
        { ...m, code: 'AONLY', kind: 'fixed', value: 100, usageLimit: 3 },
        a,
      ),
    ),
  );
  ids.invite = lastId(await ok(t.call('/meeting/auth/meeting/invite/code/save', { ...m, count: 1 }, a)));
  ids.date = lastId(await ok(t.call('/meeting/auth/meeting/date/save', { ...m, day: '2027-06-01' }, a)));
  ids.place = lastId(await ok(t.call('/meeting/auth/meeting/place/save', { ...m, name: '主会场' }, a)));
  ids.guest = lastId(await ok(t.call('/meeting/auth/meeting/guest/save', { ...m, name: '张教授' }, a)));
  ids.notice = lastId(
    await ok(t.call('/meeting/auth/meeting/notice/save', { ...m, title: '通知', content: '<p>内容</p>' }, a)),
  );
  ids.accessory = lastId(
    await ok(
      t.call(
        '/meeting/auth/meeting/meetingAccessory/save',
        { ...m, name: '日程', fileUrl: '/uploads/a.pdf' },
        a,
      ),
    ),
  );
  const sessions = await ok(
    t.call(
      '/meeting/auth/meeting/session/save',
      { ...m, dateId: ids.date, placeId: ids.place, startTime: '09:00', endTime: '12:00', title: '开幕式' },
      a,
    ),
  );
  ids.session = lastId(sessions);
  const withItem = await ok(
    t.call(
      '/meeting/auth/meeting/session/schedule/save',
      {
        ...m,
        sessionId: ids.session,
        startTime: '09:00',
        endTime: '09:30',
        title: '致辞',
        guestIds: [ids.guest],
      },
      a,
    ),
  );
  ids.item = withItem.at(-1)!.items.at(-1)!.id;
  ids.banner = lastId(
    await ok(t.call('/meeting/auth/meeting/adv/save', { ...m, image: '/uploads/b.png' }, a)),
  );
  ids.menu = lastId(
    await ok(t.call('/meeting/auth/meeting/menu/save', { ...m, name: '须知', content: '<p>x</p>' }, a)),
  );
  ids.music = lastId(
    await ok(t.call('/meeting/auth/meeting/music/save', { ...m, name: '曲', fileUrl: '/uploads/m.mp3' }, a)),
  );
  const attendee = await t.registerUser();
  const order = await ok(
    t.call(
      '/meeting/auth/enroll/submit',
      { meetingId: meetingA, typeId: ids.type, attendees: [person(attendee.mobile)] },
      { token: attendee.token },
    ),
  );
  ids.registration = order.registrations[0]!.id;
  const [orgsA, orgsB] = await Promise.all([
    t.call('/user/auth/org/mine', {}, a),
    t.call('/user/auth/org/mine', {}, { token: ownerB }),
  ]);
  ids.orgA = orgsA.data[0]!.id;
  ids.orgB = orgsB.data[0]!.id;
  const members = await ok(t.call('/user/auth/org/member/list', { orgId: ids.orgA }, a));
  ids.memberOfA = members.find((member) => member.role !== 'owner')!.userId;
});
afterAll(() => t.close());

describe("another organisation's ids", () => {
  it('are refused in every nested write, and nothing of the first organisation changes', async () => {
    const before = await snapshotOfA();
    const b = { meetingId: meetingB };
    const night = [{ night: '2027-01-01', inventory: 0 }];
    const attacks: [TCallPath, Record<string, unknown>][] = [
      [
        '/meeting/auth/meeting/enroll/hotel/save',
        { ...b, name: 'B 酒店', roomTypes: [{ id: ids.roomType, name: 'x', priceFen: 1, nights: night }] },
      ],
      [
        '/meeting/auth/meeting/enroll/hotel/save',
        { ...b, id: ids.hotel, name: 'B 酒店', roomTypes: [{ name: 'x', priceFen: 1, nights: night }] },
      ],
      ['/meeting/auth/meeting/enroll/hotel/delete', { id: ids.hotel }],
      ['/meeting/auth/meeting/enroll/type/save', { ...b, id: ids.type, name: '改', feeFen: 1, quota: 1 }],
      ['/meeting/auth/meeting/enroll/type/sort', { ...b, ids: [ids.type] }],
      ['/meeting/auth/meeting/enroll/type/delete', { id: ids.type }],
      [
        '/meeting/auth/meeting/discount/save',
        { ...b, id: ids.discount, code: 'BTAKE', kind: 'fixed', value: 1, usageLimit: 1 },
      ],
      [
        '/meeting/auth/meeting/discount/save',
        { ...b, code: 'BTYPE', kind: 'fixed', value: 1, usageLimit: 1, typeIds: [ids.type] },
      ],
      ['/meeting/auth/meeting/discount/delete', { id: ids.discount }],
      ['/meeting/auth/meeting/invite/code/save', { ...b, count: 1, typeIds: [ids.type] }],
      ['/meeting/auth/meeting/invite/code/delete', { id: ids.invite }],
      ['/meeting/auth/meeting/date/save', { ...b, id: ids.date, day: '2027-01-01' }],
      ['/meeting/auth/meeting/date/delete', { id: ids.date }],
      ['/meeting/auth/meeting/place/save', { ...b, id: ids.place, name: '改' }],
      ['/meeting/auth/meeting/place/sort', { ...b, ids: [ids.place] }],
      ['/meeting/auth/meeting/place/delete', { id: ids.place }],
      ['/meeting/auth/meeting/guest/save', { ...b, id: ids.guest, name: '改' }],
      ['/meeting/auth/meeting/guest/sort', { ...b, ids: [ids.guest] }],
      ['/meeting/auth/meeting/guest/delete', { id: ids.guest }],
      ['/meeting/auth/meeting/notice/save', { ...b, id: ids.notice, title: '改', content: '改' }],
      ['/meeting/auth/meeting/notice/delete', { id: ids.notice }],
      [
        '/meeting/auth/meeting/meetingAccessory/save',
        { ...b, id: ids.accessory, name: '改', fileUrl: '/uploads/x.pdf' },
      ],
      ['/meeting/auth/meeting/meetingAccessory/sort', { ...b, ids: [ids.accessory] }],
      ['/meeting/auth/meeting/meetingAccessory/delete', { id: ids.accessory }],
      [
        '/meeting/auth/meeting/session/save',
        { ...b, dateId: ids.date, startTime: '09:00', endTime: '10:00', title: '借' },
      ],
      [
        '/meeting/auth/meeting/session/save',
        { ...b, id: ids.session, dateId: ids.date, startTime: '09:00', endTime: '10:00', title: '改' },
      ],
      ['/meeting/auth/meeting/session/delete', { id: ids.session }],
      [
        '/meeting/auth/meeting/session/schedule/save',
        { ...b, sessionId: ids.session, startTime: '09:00', endTime: '10:00', title: '借' },
      ],
      [
        '/meeting/auth/meeting/session/schedule/save',
        { ...b, id: ids.item, sessionId: ids.session, startTime: '09:00', endTime: '10:00', title: '改' },
      ],
      ['/meeting/auth/meeting/session/schedule/delete', { id: ids.item }],
      [
        '/meeting/auth/meeting/session/save/reminder',
        { ...b, enabled: true, leadMinutes: 30, allSessions: false, sessionIds: [ids.session] },
      ],
      ['/meeting/auth/meeting/adv/save', { ...b, id: ids.banner, image: '/uploads/x.png' }],
      ['/meeting/auth/meeting/adv/sort', { ...b, ids: [ids.banner] }],
      ['/meeting/auth/meeting/adv/delete', { id: ids.banner }],
      ['/meeting/auth/meeting/menu/save', { ...b, id: ids.menu, name: '改' }],
      ['/meeting/auth/meeting/menu/sort', { ...b, ids: [ids.menu] }],
      ['/meeting/auth/meeting/menu/delete', { id: ids.menu }],
      ['/meeting/auth/meeting/music/save', { ...b, id: ids.music, name: '改', fileUrl: '/uploads/x.mp3' }],
      ['/meeting/auth/meeting/music/delete', { id: ids.music }],
      ['/meeting/auth/meeting/register/view', { id: ids.registration }],
      ['/meeting/auth/meeting/register/audit', { id: ids.registration, approve: false, reason: '拒' }],
      ['/meeting/auth/meeting/register/update/userInfo', { id: ids.registration, ...person('13900000000') }],
      ['/meeting/auth/meeting/register/delete', { id: ids.registration }],
      [
        '/meeting/auth/meeting/register/manual/register',
        { ...b, typeId: ids.type, attendee: person('13900000001') },
      ],
      ['/meeting/auth/meeting/register/lock/userList', { ...b, typeId: ids.type }],
      ['/user/auth/org/member/role', { orgId: ids.orgB, userId: ids.memberOfA, role: 'admin' }],
      ['/user/auth/org/member/remove', { orgId: ids.orgB, userId: ids.memberOfA }],
      ['/user/auth/org/member/remove', { orgId: ids.orgA, userId: ids.memberOfA }],
      ['/user/auth/org/member/add', { orgId: ids.orgA, mobile: '13800000001', role: 'member' }],
      ['/user/auth/org/pay/save', { orgId: ids.orgA }],
    ];
    const answers = await Promise.all(
      attacks.map(async ([path, body]) => {
        const result = await t.call(path, body, { token: ownerB });
        return `${path} ${result.code}`;
      }),
    );
    const wrote = answers.filter((answer) => !/ (306|601|777)$/.test(answer));
    expect(wrote).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("leaves A's room nights alone when B names A's room type inside B's hotel", async () => {
    const result = await t.call(
      '/meeting/auth/meeting/enroll/hotel/save',
      {
        meetingId: meetingB,
        name: 'B 酒店',
        roomTypes: [
          { id: ids.roomType, name: '偷', priceFen: 1, nights: [{ night: '2027-01-01', inventory: 0 }] },
        ],
      },
      { token: ownerB },
    );
    expect(result.code).toBe(777);
    const settings = await t.call(
      '/meeting/auth/meeting/enroll/get',
      { meetingId: meetingA },
      { token: ownerA },
    );
    const room = settings.data.hotels[0]!.roomTypes[0]!;
    expect(room.name).toBe('标准间');
    expect(room.nights.map((n) => [n.night, n.inventory])).toEqual([
      ['2027-06-01', 5],
      ['2027-06-02', 5],
    ]);
    const hotelsOfB = await t.call(
      '/meeting/auth/meeting/enroll/get',
      { meetingId: meetingB },
      { token: ownerB },
    );
    expect(hotelsOfB.data.hotels).toEqual([]);
  });
});
