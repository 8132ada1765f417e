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

  it('sells exactly the quota of a free type, counted at commit, and gives a deleted place back', async () => {
    const type = await saveType({ name: '免费代表', feeFen: 0, quota: 60 });
    const signUp = ({ token, mobile }: { token: string; mobile: string }) =>
      t.call(
        '/meeting/auth/enroll/submit',
        { meetingId, typeId: type.id, attendees: [person(mobile)] },
        as(token),
      );
    const [first, ...rush] = await bulkUsers(t.db, 302);
    // One place taken before the rush, so the rush's counts start from a committed counter.
    expect((await signUp(first!)).code).toBe(200);
    const late = rush.pop()!;
    const codes = (await Promise.all(rush.map(signUp))).map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(59);
    expect(codes.filter((c) => c === 602)).toHaveLength(241);
    const places = async () =>
      (
        await t.db.execute<{ rows: number; counted: number }>(sql`
          select (select count(*)::int from registrations where type_id = ${type.id}
              and deleted_at is null and status = 'confirmed') as rows,
            (select settled from registration_type_places where type_id = ${type.id}) as counted`)
      ).rows[0];
    expect(await places()).toEqual({ rows: 60, counted: 60 });

    const [taken] = (
      await t.db.execute<{ id: number }>(
        sql`select id from registrations where type_id = ${type.id} order by id limit 1`,
      )
    ).rows;
    const gone = await t.call('/meeting/auth/meeting/register/delete', { id: taken!.id }, as(organiser));
    expect(gone.code, gone.msg).toBe(200);
    expect(await places()).toEqual({ rows: 59, counted: 59 });
    expect((await signUp(late)).code).toBe(200);
    expect((await signUp(rush.find((one, i) => codes[i] === 602)!)).code).toBe(602);
    expect(await places()).toEqual({ rows: 60, counted: 60 });
  });
});
