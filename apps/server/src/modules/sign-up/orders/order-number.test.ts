import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { bulkUsers } from '../../../../test/bulk-users.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { openSignUpMeeting, person } from '../../../../test/fixtures/sign-up-fixture.ts';

// Two orders drawing the same random number within one second (likely at a few hundred a second).
const drawn = ['20270101080000123456', '20270101080000123456', '20270101080000654321'];
vi.mock('../numbers.ts', async (original) => ({
  ...(await original<typeof import('../numbers.ts')>()),
  newOrderNo: () => drawn.shift() ?? '20270101080000999999',
}));

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0 });
});
afterAll(() => t.close());

it('draws another order number when two meet, instead of refusing the sign-up', async () => {
  const organiser = await t.login('13800000007');
  const meetingId = await openSignUpMeeting(t, organiser);
  const type = (
    await t.call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId, name: '代表', feeFen: 0, quota: 10 },
      { token: organiser },
    )
  ).data.at(-1)!;
  const orders = [];
  for (const { token, mobile } of await bulkUsers(t.db, 2)) {
    const order = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: type.id, attendees: [person(mobile)] },
      { token },
    );
    orders.push([order.code, order.data.orderNo]);
  }
  expect(orders).toEqual([
    [200, '20270101080000123456'],
    [200, '20270101080000654321'],
  ]);
});
