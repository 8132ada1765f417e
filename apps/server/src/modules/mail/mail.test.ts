import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../test/bulk-users.ts';
import type { TTestApp } from '../../../test/harness.ts';
import { recipientOf, type TTestSmtp } from '../../../test/smtp-server.ts';
import { sessionAt } from '../../../test/fixtures/session-fixture.ts';
import { openSignUpMeeting, person } from '../../../test/fixtures/sign-up-fixture.ts';
import { as, mailFixture, startMailApp, unsubscribeOf, until } from '../../../test/fixtures/mail-fixture.ts';

/**
 * Meeting mail against a real SMTP server (smtp-server from npm) listening on this machine: what
 * arrives, with which values and headers, and the notices other modules send (a refusing server and
 * unsubscribing: mail-delivery.test.ts, unsubscribe.test.ts).
 */

let t: TTestApp;
let organiser: string;
let stranger: string;
let smtp: TTestSmtp;

beforeAll(async () => {
  ({ t, organiser, smtp } = await startMailApp({ reminderSweepSeconds: 1 }));
  stranger = await t.login('13800000004');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { meetingWithRegistrants, template, campaignOf } = mailFixture(() => ({ t, organiser, smtp }));

describe('meeting mail', () => {
  it('refuses a template with an unknown variable, naming it, and keeps the meeting’s mail to itself', async () => {
    const meetingId = await openSignUpMeeting(t, organiser);
    const wrong = await t.call(
      '/meeting/auth/meeting/email/mould/save',
      { meetingId, name: '错', subject: '你好 {name}', body: '您的座位 {seat2}' },
      as(organiser),
    );
    expect(wrong.code).toBe(601);
    expect(wrong.msg).toContain('{seat2}');
    for (const [path, body] of [
      ['/meeting/auth/meeting/email/setting/view', { meetingId }],
      ['/meeting/auth/meeting/email/mould/list', { meetingId }],
      ['/meeting/auth/meeting/email/record/list', { meetingId }],
    ] as const)
      expect((await t.call(path, body as never, as(stranger))).code, path).toBe(306);
  });

  it('sends a campaign over SMTP with each registrant’s values and an unsubscribe header', async () => {
    const emails = [`a${Date.now()}@example.com`, `b${Date.now()}@example.com`];
    const meetingId = await meetingWithRegistrants(emails);
    const templateId = await template(meetingId);
    const preview = await t.call(
      '/meeting/auth/meeting/email/mould/preview',
      { meetingId, id: templateId },
      as(organiser),
    );
    expect(preview.data.subject).toBe('参会人2，2027 华东护理大会 报到须知');

    const sent = await t.call(
      '/meeting/auth/meeting/email/send',
      { meetingId, templateId, audience: { kind: 'all' } },
      as(organiser),
    );
    expect(sent.data.total).toBe(2);
    await until(async () => (await campaignOf(meetingId)).sent === 2);
    const mine = smtp.received.filter((mail) => emails.includes(recipientOf(mail)));
    expect(mine.map((mail) => mail.subject).sort()).toEqual([
      '参会人1，2027 华东护理大会 报到须知',
      '参会人2，2027 华东护理大会 报到须知',
    ]);
    expect(mine[0]!.from?.text).toContain('华东护理大会组委会');
    expect(mine[0]!.text).toMatch(/您的订单号为 \w+，参会类型 普通代表。参会凭证：http.*credentials\?id=\d+/);
    expect(unsubscribeOf(mine[0]!)).toMatch(/unsubscribe\?token=/);
    const records = await t.call('/meeting/auth/meeting/email/record/list', { meetingId }, as(organiser));
    expect(records.data.list.map((record) => record.status)).toEqual(['sent', 'sent']);
    expect(records.data.list[0]!.reply).toMatch(/^250/);
  });

  it('tells a registrant by mail that the payment arrived with the credential link, then of the refund', async () => {
    const meetingId = await meetingWithRegistrants([]);
    const types = await t.call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId, name: '付费代表', feeFen: 50000, quota: 10 },
      as(organiser),
    );
    const typeId = types.data.at(-1)!.id;
    const { mobile, token } = await t.registerUser();
    const email = `paid${Date.now()}@example.com`;
    const order = await t.call(
      '/meeting/auth/enroll/submit',
      { meetingId, typeId, attendees: [{ ...person(mobile), name: '王付款', email }] },
      as(token),
    );
    expect(order.code, order.msg).toBe(200);
    const pay = await t.call(
      '/meeting/auth/order/pay',
      { orderNo: order.data.orderNo, provider: 'sandbox' },
      as(token),
    );
    if (pay.data.kind !== 'redirect') throw new Error('the sandbox redirects to its cashier');
    const signature = new URL(pay.data.url, 'http://localhost').searchParams.get('signature')!;
    await t.call('/pay/api/sandbox/pay', { orderNo: order.data.orderNo, signature });

    const mailsTo = () => smtp.received.filter((mail) => recipientOf(mail) === email);
    await until(async () => mailsTo().length === 1);
    const [paid] = mailsTo();
    expect(paid!.subject).toBe('已收到付款：2027 华东护理大会 / Payment received: 2027 华东护理大会');
    expect(paid!.text).toContain(`我们已收到订单 ${order.data.orderNo} 的付款 ¥500.00`);
    expect(paid!.text).toMatch(
      /参会凭证（入场时出示二维码）：http\S+\/account\/meetingcenter\/credentials\?id=\d+/,
    );
    expect(paid!.text).toContain('Your credential');
    expect(unsubscribeOf(paid!)).toBe('');

    const refunded = await t.call(
      '/meeting/auth/meeting/order/refund',
      { orderNo: order.data.orderNo, reason: '行程变更' },
      as(organiser),
    );
    expect(refunded.code, refunded.msg).toBe(200);
    await until(async () => mailsTo().length === 2);
    expect(mailsTo()[1]!.subject).toBe('已退款：2027 华东护理大会 / Refunded: 2027 华东护理大会');
    expect(mailsTo()[1]!.text).toContain('已退款 ¥500.00，报名随之取消');
    const campaigns = await t.call('/meeting/auth/meeting/email/campaign/list', { meetingId }, as(organiser));
    expect(campaigns.data.map((one) => [one.kind, one.sent]).sort()).toEqual([
      ['paid', 1],
      ['refunded', 1],
    ]);
  });

  it('confirms each free sign-up of a rush by mail once, all in the meeting’s one confirmation campaign', async () => {
    // The campaign exists before the rush (one earlier sign-up), as it does for a popular meeting.
    const meetingId = await meetingWithRegistrants([]);
    const typeId = (await t.call('/meeting/api/enroll/form', { meetingId })).data.types[0]!.id;
    const people = await bulkUsers(t.db, 13);
    const signUp = ({ mobile, token }: { mobile: string; token: string }, index: number) =>
      t.call(
        '/meeting/auth/enroll/submit',
        {
          meetingId,
          typeId,
          attendees: [{ ...person(mobile), name: `急${index}`, email: `rush${index}.${mobile}@example.com` }],
        },
        as(token),
      );
    const first = await signUp(people[0]!, 0);
    expect(first.code, first.msg).toBe(200);
    const rush = await Promise.all(people.slice(1).map((one, index) => signUp(one, index + 1)));
    expect(rush.map((r) => r.code)).toEqual(rush.map(() => 200));

    const mailsTo = (email: string) => smtp.received.filter((mail) => recipientOf(mail) === email);
    const addresses = people.map(({ mobile }, index) => `rush${index}.${mobile}@example.com`);
    await until(async () => addresses.every((email) => mailsTo(email).length > 0));
    for (const [index, email] of addresses.entries()) {
      const [mail, ...again] = mailsTo(email);
      expect(again).toEqual([]);
      expect(mail!.subject).toMatch(/^报名成功：2027 华东护理大会 \/ /);
      expect(mail!.text).toContain(`急${index}`);
      expect(mail!.text).toMatch(/http\S+\/account\/meetingcenter\/credentials\?id=\d+/);
    }
    const campaigns = await t.call('/meeting/auth/meeting/email/campaign/list', { meetingId }, as(organiser));
    expect(campaigns.data.map((one) => [one.kind, one.total])).toEqual([['confirmed', 13]]);
  });

  it('reminds every attendee with an address of a session about to start, once, with or without an account', async () => {
    const stamp = Date.now();
    const emails = [`remind-a${stamp}@example.com`, `remind-b${stamp}@example.com`];
    const meetingId = await meetingWithRegistrants(emails);
    const places = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场', address: '3 楼' },
      as(organiser),
    );
    await sessionAt(t, organiser, meetingId, { minutes: 20, title: '开幕式', placeId: places.data[0]!.id });
    await sessionAt(t, organiser, meetingId, {
      minutes: 180,
      title: '专题报告',
      placeId: places.data[0]!.id,
    });
    const saved = await t.call(
      '/meeting/auth/meeting/session/save/reminder',
      { meetingId, enabled: true, leadMinutes: 30, allSessions: true },
      as(organiser),
    );
    expect(saved.code, saved.msg).toBe(200);

    const reminders = () => smtp.received.filter((mail) => emails.includes(recipientOf(mail)));
    await until(async () => reminders().length === 2);
    const [first] = reminders();
    expect(first!.subject).toBe('会议提醒：开幕式 / Reminder: 开幕式');
    expect(first!.text).toMatch(/「2027 华东护理大会」日程「开幕式」将于 \S+ \S+ 开始，地点：主会场/);
    expect(first!.text).toContain('The session "开幕式" of');
    // Later rounds see the session still due and write nothing new; 3 hours ahead is not due yet.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(reminders()).toHaveLength(2);
    const campaigns = await t.call('/meeting/auth/meeting/email/campaign/list', { meetingId }, as(organiser));
    expect(campaigns.data.map((one) => [one.kind, one.total, one.sent])).toEqual([['reminder', 2, 2]]);
  });
});
