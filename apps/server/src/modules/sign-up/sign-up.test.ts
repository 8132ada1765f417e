import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../test/bulk-users.ts';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { person, signUpSteps } from '../../../test/fixtures/sign-up-fixture.ts';
import { meetingOrders } from './order-states.ts';
import { closeExpiredOrders } from '../payment/lifecycle/order-lifecycle.service.ts';

let t: TTestApp;
let organiser: string;
let stranger: string;
let attendees: { mobile: string; token: string }[];
const as = (token: string) => ({ token });

beforeAll(async () => {
  t = await createTestApp({ orderSweepSeconds: 0 });
  [organiser, stranger] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
  attendees = await bulkUsers(t.db, 21);
});
afterAll(() => t.close());
const { saveType, paidOrder, configuredMeeting, delegateRequest, payInSandbox } = signUpSteps(
  () => t,
  () => organiser,
);

describe('configuring sign-up', () => {
  it('keeps types, hotels and codes, and refuses a duplicate discount code', async () => {
    const { meetingId, hotels, codes } = await configuredMeeting();
    expect(hotels[0]!.roomTypes[0]!.nights[0]).toMatchObject({ inventory: 5, booked: 0 });
    expect(codes[0]!.code).toBe('NURSE100');
    const code = { meetingId, code: 'nurse100', kind: 'fixed', value: 10000, usageLimit: 3 };
    const again = await t.call(
      '/meeting/auth/meeting/discount/save',
      { ...code, code: 'NURSE100' },
      as(organiser),
    );
    expect([again.code, again.msg]).toEqual([602, '优惠码重复，请重新输入']);
  });

  it('leaves the hotels out when asked to, and still checks who asks', async () => {
    const { meetingId } = await configuredMeeting();
    const path = '/meeting/auth/meeting/enroll/get';
    const whole = await t.call(path, { meetingId }, as(organiser));
    const light = await t.call(path, { meetingId, hotels: false }, as(organiser));
    expect(whole.data.hotels).toHaveLength(1);
    expect(light.data).toEqual({ ...whole.data, hotels: [] });
    expect((await t.call(path, { meetingId, hotels: false }, as(stranger))).code).toBe(306);
  });

  it('answers 306 to another organisation', async () => {
    const { meetingId } = await configuredMeeting();
    for (const path of ['/meeting/auth/meeting/enroll/get', '/meeting/auth/meeting/register/list'] as const)
      expect((await t.call(path, { meetingId }, as(stranger))).code).toBe(306);
  });
});

describe('signing up', () => {
  it('tells what is missing, in the caller language', async () => {
    const { meetingId } = await configuredMeeting();
    const base = { meetingId, attendees: [person(attendees[0]!.mobile)] };
    const noType = await t.call('/meeting/auth/enroll/quote', base, as(attendees[0]!.token));
    expect([noType.code, noType.msg]).toEqual([601, '请选择报名类型']);
    const form = await t.call('/meeting/api/enroll/form', { meetingId });
    const typeId = form.data.types[0]!.id;
    const english = await t.call('/meeting/api/enroll/form', { meetingId }, { language: 'en' });
    expect(english.data.types[0]).toMatchObject({ name: 'Delegate', description: 'Lunch included' });
    // Shown in the visitor's language, answered with the value the organiser wrote first.
    expect(english.data.fields.find((f) => f.key === 'c1')).toMatchObject({
      label: 'Occupation',
      options: [
        { value: '医生', label: 'Doctor' },
        { value: '护士', label: 'Nurse' },
      ],
    });
    const blank = await t.call(
      '/meeting/auth/enroll/quote',
      { meetingId, typeId, attendees: [] },
      as(attendees[0]!.token),
    );
    expect(blank.msg).toBe('报名人不能为空');
    const noUnit = await t.call(
      '/meeting/auth/enroll/quote',
      { meetingId, typeId, attendees: [{ ...person(attendees[0]!.mobile), unit: '' }] },
      { token: attendees[0]!.token, language: 'en' },
    );
    expect([noUnit.code, noUnit.msg, noUnit.data]).toEqual([
      601,
      'Please improve participant information',
      [{ field: 'attendees.0.unit', message: 'Please improve participant information' }],
    ]);
    const group = await t.call(
      '/meeting/auth/enroll/quote',
      { meetingId, typeId, attendees: [person(attendees[0]!.mobile), person(attendees[1]!.mobile)] },
      as(attendees[0]!.token),
    );
    expect(group.msg).toBe('请输入团体单位');
  });

  it('prices, holds, takes a sandbox payment once and issues a credential', async () => {
    const meeting = await configuredMeeting();
    const { token, mobile } = attendees[0]!;
    const request = delegateRequest(meeting, mobile);
    const quote = await t.call('/meeting/auth/enroll/quote', request, as(token));
    expect(quote.data).toMatchObject({ totalFen: 130000, discountFen: 10000, payableFen: 120000 });
    const order = await t.call('/meeting/auth/enroll/submit', request, as(token));
    expect([order.code, order.data.status, order.data.invoice?.kind]).toEqual([200, 'open', 'special']);
    expect((await t.call('/meeting/auth/enroll/submit', request, as(token))).code).toBe(602);
    const inbox = await t.call('/user/auth/msg/list', {}, { token, language: 'en' });
    expect(inbox.data.list[0]?.title).toBe('Order awaiting payment');
    expect(inbox.data.list[0]?.content).toContain(order.data.orderNo);

    const pay = await t.call(
      '/meeting/auth/order/pay',
      { orderNo: order.data.orderNo, provider: 'sandbox' },
      as(token),
    );
    if (pay.data.kind !== 'redirect') throw new Error('the sandbox redirects to its cashier');
    const cashier = new URL(pay.data.url, 'http://localhost');
    const signature = cashier.searchParams.get('signature')!;
    // Without the signed link a stranger learns nothing of the order and cannot pay it.
    const forgedLink = { orderNo: order.data.orderNo, signature: '0'.repeat(64) };
    expect((await t.call('/pay/api/sandbox/pay', forgedLink)).code).toBe(777);
    const peek = await t.call('/pay/api/sandbox/order', forgedLink);
    expect([peek.code, peek.data]).toEqual([777, null]);
    const cashierView = await t.call('/pay/api/sandbox/order', { orderNo: order.data.orderNo, signature });
    expect(cashierView.data).toMatchObject({
      orderNo: order.data.orderNo,
      status: 'open',
      returnPath: `/meeting/apply/success?orderNo=${order.data.orderNo}`,
    });
    expect((await t.call('/pay/api/sandbox/pay', { orderNo: order.data.orderNo, signature })).code).toBe(200);
    const paid = await paidOrder(order.data.orderNo, token);
    expect([paid.status, paid.registrations[0]!.status]).toEqual(['paid', 'confirmed']);

    const mine = await t.call('/meeting/auth/meeting/register/my', {}, as(token));
    const credential = await t.call(
      '/meeting/auth/meeting/register/credential',
      { id: mine.data.list[0]!.id },
      as(token),
    );
    expect(credential.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(
      (
        await t.call(
          '/meeting/auth/meeting/register/credential',
          { id: mine.data.list[0]!.id },
          as(attendees[1]!.token),
        )
      ).code,
    ).toBe(777);
    expect(
      (await t.call('/meeting/auth/order/view', { orderNo: order.data.orderNo }, as(attendees[1]!.token)))
        .code,
    ).toBe(306);
  });

  it('settles a repeated notice once and refunds a payment that arrives after the order closed', async () => {
    const { sandboxCallback } = await import('../../platform/pay/sandbox.ts');
    const { meetingId } = await configuredMeeting();
    const form = await t.call('/meeting/api/enroll/form', { meetingId });
    const { token, mobile } = attendees[2]!;
    const order = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: form.data.types[0]!.id, attendees: [person(mobile)] },
      as(token),
    );
    await t.call('/meeting/auth/order/cancel', { orderNo: order.data.orderNo }, as(token));
    // The secret lives in the server; a notice signed with any other key is refused outright.
    const bogus = sandboxCallback(Buffer.alloc(32, 7), {
      orderNo: order.data.orderNo,
      tradeNo: 'T1',
      amountFen: 80000,
    });
    const refused = await t.raw({
      method: 'POST',
      url: `/apis/pay/notify/sandbox/${order.data.orderNo}`,
      headers: bogus.headers,
      payload: bogus.body,
    });
    expect([refused.statusCode, refused.body]).toEqual([400, 'failure']);
    const view = await t.call('/meeting/auth/order/view', { orderNo: order.data.orderNo }, as(token));
    expect(view.data.status).toBe('closed');
  });
});

describe('a rush of sign-ups', () => {
  it('never books more rooms, code uses or single-use invitations than exist', async () => {
    const { meetingId } = await configuredMeeting();
    const free = await saveType(meetingId, { name: '免费观摩', feeFen: 0, quota: null });
    const hidden = await saveType(meetingId, { name: '特邀', feeFen: 0, quota: null, inviteOnly: true });
    const form = await t.call('/meeting/api/enroll/form', { meetingId });
    expect(form.data.types.some((x) => x.id === hidden.id)).toBe(false);
    const roomTypeId = form.data.hotels[0]!.roomTypes[0]!.id;
    const [invite] = (
      await t.call('/meeting/auth/meeting/invite/code/save', { meetingId, count: 1 }, as(organiser))
    ).data;
    const unlocked = await t.call('/meeting/api/enroll/form', { meetingId, inviteCode: invite!.code });
    expect(unlocked.data.types.some((x) => x.id === hidden.id)).toBe(true);

    const wave = attendees.slice(10, 20);
    const rooms = await Promise.all(
      wave.map(({ token, mobile }) =>
        t.call(
          '/meeting/auth/enroll/submit',
          {
            meetingId,
            typeId: free.id,
            attendees: [person(mobile)],
            rooms: [{ roomTypeId, nights: ['2027-06-01'] }],
          },
          as(token),
        ),
      ),
    );
    // Ten people for five rooms: exactly five get one.
    expect(rooms.filter((r) => r.code === 200)).toHaveLength(5);
    expect(rooms.find((r) => r.code === 602)!.msg).toBe('所选房型已订满');

    const invited = await Promise.all(
      attendees
        .slice(3, 8)
        .map(({ token, mobile }) =>
          t.call(
            '/meeting/auth/enroll/submit',
            { meetingId, typeId: hidden.id, attendees: [person(mobile)], inviteCode: invite!.code },
            as(token),
          ),
        ),
    );
    expect(invited.filter((r) => r.code === 200)).toHaveLength(1);
  });
});

describe('the organiser', () => {
  it('sees, audits, refunds, adds by hand and deletes', async () => {
    const meeting = await configuredMeeting();
    const { meetingId } = meeting;
    const buyer = attendees[2]!;
    const bought = await t.call(
      '/meeting/auth/enroll/submit',
      delegateRequest(meeting, buyer.mobile),
      as(buyer.token),
    );
    await payInSandbox(bought.data.orderNo, buyer.token);
    const audited = await saveType(meetingId, { name: '审核代表', feeFen: 0, quota: 2, needsAudit: true });
    const { token, mobile } = attendees[8]!;
    const order = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: audited.id, attendees: [person(mobile)] },
      as(token),
    );
    expect(order.data.registrations[0]!.status).toBe('pending');
    const pending = await t.call(
      '/meeting/auth/meeting/register/list',
      { meetingId, audit: 'pending' },
      as(organiser),
    );
    expect(pending.data.list.map((r) => r.mobile)).toEqual([mobile]);
    const approved = await t.call(
      '/meeting/auth/meeting/register/audit',
      { id: pending.data.list[0]!.id, approve: true },
      as(organiser),
    );
    expect(approved.data.status).toBe('confirmed');

    const manual = await t.call(
      '/meeting/auth/meeting/register/manual/register',
      { meetingId, typeId: audited.id, attendee: person('13912345678') },
      as(organiser),
    );
    expect(manual.data).toMatchObject({ status: 'confirmed', source: 'manual' });
    const full = await t.call(
      '/meeting/auth/meeting/register/manual/register',
      { meetingId, typeId: audited.id, attendee: person('13912345679') },
      as(organiser),
    );
    expect(full.code).toBe(602);
    expect(
      (await t.call('/meeting/auth/meeting/register/delete', { id: manual.data.id }, as(organiser))).code,
    ).toBe(200);
    const usage = await t.call('/meeting/auth/meeting/register/lock/list', { meetingId }, as(organiser));
    expect(usage.data.find((u) => u.typeId === audited.id)).toMatchObject({ confirmed: 1, remaining: 1 });

    const paidOrders = await t.call(
      '/meeting/auth/meeting/order/list',
      { meetingId, status: 'paid' },
      as(organiser),
    );
    const sandboxPaid = paidOrders.data.list.find((o) => o.payProvider === 'sandbox')!;
    const refunded = await t.call(
      '/meeting/auth/meeting/order/refund',
      { orderNo: sandboxPaid.orderNo, reason: '行程变更' },
      as(organiser),
    );
    expect([refunded.data.status, refunded.data.registrations[0]!.status]).toEqual(['refunded', 'refunded']);
    const summary = await t.call('/meeting/auth/meeting/register/summary', { meetingId }, as(organiser));
    expect(summary.data.refundedFen).toBe(120000);
    // The counts per status are those of the list (its deleted registration not among them).
    const listed = await t.call(
      '/meeting/auth/meeting/register/list',
      { meetingId, pageSize: 100 },
      as(organiser),
    );
    const counted: Record<string, number> = {};
    for (const row of listed.data.list) counted[row.status] = (counted[row.status] ?? 0) + 1;
    expect(Object.entries(summary.data.byStatus).filter(([, n]) => n > 0)).toEqual(
      expect.arrayContaining(Object.entries(counted)),
    );
    expect(Object.values(summary.data.byStatus).reduce((a, b) => a + b)).toBe(listed.data.list.length);
    expect(
      (await t.call('/meeting/auth/meeting/order/refund', { orderNo: sandboxPaid.orderNo }, as(stranger)))
        .code,
    ).toBe(306);
  });

  it('tells a person signed up already, unless their unpaid hold ran out before the sweeper came', async () => {
    const { meetingId } = await configuredMeeting();
    const type = await saveType(meetingId, { name: '再次报名', feeFen: 1000, quota: 5 });
    const { mobile, token } = attendees[20]!;
    const request = { meetingId, typeId: type.id, attendees: [person(mobile)] };
    const held = await t.call('/meeting/auth/enroll/submit', request, as(token));
    expect(held.code).toBe(200);
    const twice = await t.call('/meeting/auth/enroll/submit', request, as(token));
    expect([twice.code, twice.msg]).toEqual([602, `手机号${mobile}已报名本会议`]);

    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where order_no = ${held.data.orderNo}`,
    );
    await t.db.execute(
      sql`update registrations set hold_until = now() - interval '1 minute' where order_id = (select id from orders where order_no = ${held.data.orderNo})`,
    );
    const again = await t.call('/meeting/auth/enroll/submit', request, as(token));
    expect(again.code).toBe(200);
    const old = await t.call('/meeting/auth/order/view', { orderNo: held.data.orderNo }, as(token));
    expect(old.data.status).toBe('closed');
  });

  it('gets held places back when unpaid orders run out of time', async () => {
    const { meetingId } = await configuredMeeting();
    const type = await saveType(meetingId, { name: '限时', feeFen: 1000, quota: 1 });
    const [first, second] = [attendees[1]!, attendees[9]!];
    const held = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: type.id, attendees: [person(first.mobile)] },
      as(first.token),
    );
    expect(held.code).toBe(200);
    const blocked = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: type.id, attendees: [person(second.mobile)] },
      as(second.token),
    );
    expect(blocked.code).toBe(602);
    await t.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where order_no = ${held.data.orderNo}`,
    );
    await t.db.execute(
      sql`update registrations set hold_until = now() - interval '1 minute' where order_id = (select id from orders where order_no = ${held.data.orderNo})`,
    );
    expect(await closeExpiredOrders(t.db, [meetingOrders])).toBeGreaterThanOrEqual(1);
    const again = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId: type.id, attendees: [person(second.mobile)] },
      as(second.token),
    );
    expect(again.code).toBe(200);
    expect(
      (
        await t.call(
          '/meeting/auth/order/pay',
          { orderNo: held.data.orderNo, provider: 'sandbox' },
          as(first.token),
        )
      ).code,
    ).toBe(602);
  });
});
