import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { expire, notifyPaid, statusOf, sweepAndNotify } from '../../../../test/order-race.ts';
import { openSignUpMeeting, person, signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';
import { meetingOrders } from '../../sign-up/order-states.ts';

/**
 * Meeting orders in the one lifecycle when their time ran out: the expiry sweep and a late payment
 * meeting on one order, and a late payment taken or given back by what is still free.
 */

let t: TTestApp;
let organiser: string;
const steps = signUpSteps(
  () => t,
  () => organiser,
);

beforeAll(async () => {
  // No sweeper of its own: each test sweeps at the moment it chooses.
  t = await createTestApp({ orderSweepSeconds: 0 });
  organiser = await t.login('13800000007');
});
afterAll(() => t.close());

/** A meeting of one paid type and one hotel night, each with as many places as given. */
const scarceMeeting = async (places: { type: number | null; rooms: number }) => {
  const meetingId = await openSignUpMeeting(t, organiser);
  const typeId = (await steps.saveType(meetingId, { name: '付费代表', feeFen: 50000, quota: places.type }))
    .id;
  const hotel = {
    meetingId,
    name: '金陵饭店',
    roomTypes: [
      { name: '标准间', priceFen: 30000, nights: [{ night: '2027-06-01', inventory: places.rooms }] },
    ],
  };
  await t.call('/meeting/auth/meeting/enroll/hotel/save', hotel, { token: organiser });
  const form = await t.call('/meeting/api/enroll/form', { meetingId });
  return { meetingId, typeId, roomTypeId: form.data.hotels[0]!.roomTypes[0]!.id };
};

/** A new buyer's open order of one attendee with a room that night. */
const orderWithRoom = async (meeting: Awaited<ReturnType<typeof scarceMeeting>>) => {
  const { mobile, token } = await t.registerUser();
  const order = await t.call(
    '/meeting/auth/enroll/submit',
    {
      meetingId: meeting.meetingId,
      typeId: meeting.typeId,
      attendees: [person(mobile)],
      rooms: [{ roomTypeId: meeting.roomTypeId, nights: ['2027-06-01'] }],
    },
    { token },
  );
  expect(order.code, order.msg).toBe(200);
  return { orderNo: order.data.orderNo, amountFen: order.data.payableFen, token };
};

/** What the order holds and its payments: attendee states, room states, payment outcomes. */
const holdsOf = async (orderNo: string) => {
  const of = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<{ s: string }>(query)).rows.map((row) => row.s).sort();
  const id = sql`(select id from orders where order_no = ${orderNo})`;
  return {
    attendees: await of(sql`select status as s from registrations where order_id = ${id}`),
    rooms: await of(sql`select status as s from room_bookings where order_id = ${id}`),
    payments: await of(sql`select outcome as s from payments where order_id = ${id}`),
  };
};

describe('an expired meeting order', () => {
  it('closes once when the sweep and its late payment meet, the payment given back', async () => {
    for (let round = 0; round < 4; round++) {
      // One place and one room: once the order ran out, the next buyer takes both.
      const meeting = await scarceMeeting({ type: 1, rooms: 1 });
      const late = await orderWithRoom(meeting);
      await expire(t, 'orders', late.orderNo);
      const next = await orderWithRoom(meeting);

      const { closed, answer } = await sweepAndNotify(t, meetingOrders, late, `RACE${round}${late.orderNo}`);
      expect(answer).toEqual([200, 'success']);
      expect(closed).toBeLessThanOrEqual(1);
      expect(await statusOf(t, 'orders', late.orderNo)).toBe('closed');
      expect(await holdsOf(late.orderNo)).toEqual({
        attendees: ['cancelled'],
        rooms: ['released'],
        payments: ['late'],
      });
      // The next buyer keeps what they took; the sweep finds nothing more to close.
      expect(await holdsOf(next.orderNo)).toEqual({ attendees: ['unpaid'], rooms: ['held'], payments: [] });
      expect(await sweepAndNotify(t, meetingOrders, late, `RACE${round}${late.orderNo}`)).toEqual({
        closed: 0,
        answer: [200, 'success'],
      });
      expect((await holdsOf(late.orderNo)).payments).toEqual(['late']);
    }
  });

  it('paid late gets its room back while the night has one, and is refunded once it is gone', async () => {
    const meeting = await scarceMeeting({ type: null, rooms: 1 });
    const free = await orderWithRoom(meeting);
    await expire(t, 'orders', free.orderNo);
    expect(await notifyPaid(t, free.orderNo, free.amountFen, `ROOM${free.orderNo}`)).toEqual([
      200,
      'success',
    ]);
    expect(await statusOf(t, 'orders', free.orderNo)).toBe('paid');
    expect(await holdsOf(free.orderNo)).toEqual({
      attendees: ['confirmed'],
      rooms: ['booked'],
      payments: ['paid'],
    });

    const other = await scarceMeeting({ type: null, rooms: 1 });
    const gone = await orderWithRoom(other);
    await expire(t, 'orders', gone.orderNo);
    // The room ran out with the hold: another buyer booked the night's only room meanwhile.
    const taker = await orderWithRoom(other);
    expect(await notifyPaid(t, gone.orderNo, gone.amountFen, `ROOM${gone.orderNo}`)).toEqual([
      200,
      'success',
    ]);
    expect(await statusOf(t, 'orders', gone.orderNo)).toBe('closed');
    expect(await holdsOf(gone.orderNo)).toEqual({
      attendees: ['cancelled'],
      rooms: ['released'],
      payments: ['late'],
    });
    expect((await holdsOf(taker.orderNo)).rooms).toEqual(['held']);
  });
});
