import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../../test/bulk-users.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { openSignUpMeeting, person } from '../../../../test/fixtures/sign-up-fixture.ts';

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

describe('sign-ups of one type that arrive together (one transaction for many)', () => {
  const signUp = (typeId: number, { token, mobile }: { token: string; mobile: string }) =>
    t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId, attendees: [{ ...person(mobile), email: `p${mobile}@example.com` }] },
      as(token),
    );
  /** How many of the type's orders were written in a transaction with others (rows sharing an xmin). */
  const sharedTransactions = async (typeId: number) =>
    (
      await t.db.execute<{ orders: number; transactions: number }>(sql`
        select count(*)::int as orders, count(distinct o.xmin::text)::int as transactions
        from orders o where exists (select 1 from registrations r where r.order_id = o.id and r.type_id = ${typeId})`)
    ).rows[0]!;

  it('sells no more than the places left when a whole batch would go past them', async () => {
    const type = await saveType({ name: '团体免费', feeFen: 0, quota: 25 });
    const rush = await bulkUsers(t.db, 80);
    const codes = (await Promise.all(rush.map((one) => signUp(type.id, one)))).map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(25);
    expect(codes.filter((c) => c === 602)).toHaveLength(55);
    const held = await t.db.execute<{ n: number; counted: number }>(sql`
      select (select count(*)::int from registrations where type_id = ${type.id} and status = 'confirmed') as n,
        (select settled from registration_type_places where type_id = ${type.id}) as counted`);
    expect(held.rows[0]).toEqual({ n: 25, counted: 25 });
    expect((await sharedTransactions(type.id)).transactions).toBeLessThan(25);
  });

  it('answers each on its own: its order, notice and mail; one already signed up fails alone', async () => {
    const type = await saveType({ name: '普通免费', feeFen: 0, quota: 1000 });
    const rush = await bulkUsers(t.db, 40);
    expect((await signUp(type.id, rush[7]!)).code).toBe(200);
    const replies = await Promise.all(rush.map((one) => signUp(type.id, one)));
    expect(replies[7]!.code).toBe(602);
    expect(replies[7]!.msg).toContain(rush[7]!.mobile);
    const confirmed = replies.filter((reply) => reply.code === 200);
    expect(confirmed).toHaveLength(39);
    // The rush was written in fewer transactions than orders: it went through the shared path.
    const { orders, transactions } = await sharedTransactions(type.id);
    expect(orders).toBe(40);
    expect(transactions).toBeLessThan(40);

    const orderNos = confirmed.map((reply) => (reply.data as { orderNo: string }).orderNo);
    expect(new Set(orderNos).size).toBe(39);
    const told = await t.db.execute<{ mobile: string; notices: string[]; mails: string[] }>(sql`
      select u.mobile,
        (select array_agg(m.content) from user_messages m where m.user_id = u.id) as notices,
        (select array_agg(mm.email) from mail_messages mm join registrations r on r.id = mm.registration_id
          where r.mobile = u.mobile and r.type_id = ${type.id}) as mails
      from users u where u.mobile in ${sql.raw(`('${rush.map((one) => one.mobile).join("','")}')`)}`);
    const byMobile = new Map(told.rows.map((row) => [row.mobile, row]));
    rush.forEach(({ mobile }) => {
      const { notices, mails } = byMobile.get(mobile)!;
      // One inbox notice and one confirmation mail each.
      expect(notices).toHaveLength(1);
      expect(mails).toEqual([`p${mobile}@example.com`]);
      expect(notices[0]).toBe(`您已成功报名「2027 华东护理大会」（1人），参会凭证可在个人中心查看。`);
    });
  });
});
