import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../test/bulk-users.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { oneHotel, openSignUpMeeting, person } from '../../../test/fixtures/sign-up-fixture.ts';

/**
 * The calls of sign-up no other test answers with a success: the harness checks every reply against
 * the contract, so each call needs one good reply somewhere for its presenter to be held to it.
 */
let t: TTestApp;
let organiser: string;
let meetingId: number;
let attendee: { mobile: string; token: string };
let holder: { mobile: string; token: string };
const as = (token: string) => ({ token });

const saveType = async (name: string, feeFen: number) => {
  const types = await t.call(
    '/meeting/auth/meeting/enroll/type/save',
    { meetingId, name, feeFen, quota: 5 },
    as(organiser),
  );
  return types.data.at(-1)!.id;
};

beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
  meetingId = await openSignUpMeeting(t, organiser);
  [attendee, holder] = (await bulkUsers(t.db, 2)) as [typeof attendee, typeof holder];
});
afterAll(() => t.close());

describe('replies of sign-up the other tests do not reach', () => {
  it('follows a meeting and lists what the visitor follows', async () => {
    const followed = await t.call(
      '/meeting/auth/meeting/follow',
      { meetingId, follow: true },
      as(attendee.token),
    );
    expect(followed.data).toEqual({ followed: true, registered: false });
    const state = await t.call('/meeting/auth/meeting/follow/state', { meetingId }, as(attendee.token));
    expect(state.data.followed).toBe(true);
    const list = await t.call('/meeting/auth/meeting/follow/list', {}, as(attendee.token));
    expect(list.data.list.map((m) => m.id)).toEqual([meetingId]);
  });

  it('shows orders, participants and invoices to the visitor and the organiser', async () => {
    const typeId = await saveType('免费代表', 0);
    const order = await t.call(
      '/meeting/auth/enroll/submit',
      {
        meetingId,
        typeId,
        attendees: [person(attendee.mobile)],
        invoice: { kind: 'ordinary', title: '南京鼓楼医院' },
      },
      as(attendee.token),
    );
    expect(order.code).toBe(200);
    const { orderNo } = order.data;
    const mine = await t.call('/meeting/auth/order/my', {}, as(attendee.token));
    expect(mine.data.list.map((o) => o.orderNo)).toEqual([orderNo]);
    expect((await t.call('/meeting/auth/meeting/order/view', { orderNo }, as(organiser))).code).toBe(200);

    const id = order.data.registrations[0]!.id;
    expect((await t.call('/meeting/auth/meeting/register/view', { id }, as(organiser))).data.id).toBe(id);
    const updated = await t.call(
      '/meeting/auth/meeting/register/update/userInfo',
      { id, ...person(attendee.mobile), position: '主任医师' },
      as(organiser),
    );
    expect(updated.data.position).toBe('主任医师');
    // An unpaid order holds its place: the organiser sees who holds the paid type's places.
    const paidTypeId = await saveType('正式代表', 50000);
    const held = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: paidTypeId, attendees: [person(holder.mobile)] },
      as(holder.token),
    );
    const holders = await t.call(
      '/meeting/auth/meeting/register/lock/userList',
      { typeId: paidTypeId },
      as(organiser),
    );
    expect(holders.data.map((a) => a.id)).toEqual([held.data.registrations[0]!.id]);

    const invoices = await t.call('/meeting/auth/meeting/invoice/list', { meetingId }, as(organiser));
    const invoice = invoices.data.list[0]!;
    const issued = await t.call('/meeting/auth/meeting/invoice/issue', { id: invoice.id }, as(organiser));
    expect(issued.data.status).toBe('issued');
  });

  it('sorts and deletes types, and deletes hotels, discount codes and invitations', async () => {
    const first = await saveType('早鸟代表', 30000);
    const second = await saveType('学生代表', 10000);
    const sorted = await t.call(
      '/meeting/auth/meeting/enroll/type/sort',
      { meetingId, ids: [second, first] },
      as(organiser),
    );
    const order = sorted.data.map((type) => type.id);
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));
    const types = await t.call('/meeting/auth/meeting/enroll/type/delete', { id: second }, as(organiser));
    expect(types.data.map((type) => type.id)).not.toContain(second);

    const hotel = await t.call('/meeting/auth/meeting/enroll/hotel/save', oneHotel(meetingId), as(organiser));
    const discount = { meetingId, code: 'early', kind: 'fixed', value: 1000, usageLimit: 3 } as const;
    const code = await t.call('/meeting/auth/meeting/discount/save', discount, as(organiser));
    const invite = await t.call(
      '/meeting/auth/meeting/invite/code/save',
      { meetingId, count: 1 },
      as(organiser),
    );
    const removed = await Promise.all([
      t.call('/meeting/auth/meeting/enroll/hotel/delete', { id: hotel.data[0]!.id }, as(organiser)),
      t.call('/meeting/auth/meeting/discount/delete', { id: code.data[0]!.id }, as(organiser)),
      t.call('/meeting/auth/meeting/invite/code/delete', { id: invite.data[0]!.id }, as(organiser)),
    ]);
    expect(removed.map((reply) => reply.code)).toEqual([200, 200, 200]);
  });
});
