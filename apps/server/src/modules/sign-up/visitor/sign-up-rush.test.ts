import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../../test/bulk-users.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { openSignUpMeeting, person } from '../sign-up-fixture.ts';

let t: TTestApp;
let organiser: string;
let meetingId: number;
let attendees: { mobile: string; token: string }[];
const as = (token: string) => ({ token });
const saveType = async (values: Record<string, unknown>) =>
  (await t.call('/meeting/auth/meeting/enroll/type/save', { meetingId, ...values }, as(organiser))).data.at(
    -1,
  )!;

beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0 });
  organiser = await t.login('13800000007');
  meetingId = await openSignUpMeeting(t, organiser);
  attendees = await bulkUsers(t.db, 500);
});
afterAll(() => t.close());

describe('a rush of sign-ups', () => {
  it('sells exactly the quota: 500 at once for 100 places', async () => {
    const type = await saveType({ name: '早鸟', feeFen: 50000, quota: 100 });
    const rush = attendees;
    const results = await Promise.all(
      rush.map(({ token, mobile }) =>
        t.call(
          '/meeting/auth/enroll/submit',
          { meetingId, typeId: type.id, attendees: [person(mobile)] },
          as(token),
        ),
      ),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 602)).toHaveLength(400);
    expect(results.find((r) => r.code === 602)!.msg).toBe('该报名类型名额已满');
    const counted = await t.db.execute<{ regs: number; orders: number }>(sql`
      select (select count(*)::int from registrations where type_id = ${type.id}) as regs,
        (select count(*)::int from orders o where exists (select 1 from registrations r where r.order_id = o.id and r.type_id = ${type.id})) as orders`);
    expect(counted.rows[0]).toEqual({ regs: 100, orders: 100 });
    const form = await t.call('/meeting/api/enroll/form', { meetingId });
    expect(form.data.types.find((x) => x.id === type.id)!.remaining).toBe(0);
  });
});
