import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/harness.ts';
import { recipientOf, type TTestSmtp } from '../../../test/smtp-server.ts';
import { as, mailFixture, startMailApp, unsubscribeOf, until } from '../../../test/fixtures/mail-fixture.ts';

/**
 * Unsubscribing as people and mail clients do it: the mail's link opens a page (opening it changes
 * nothing, as link scanners open every link), the page's click or a client's RFC 8058 one-click POST
 * unsubscribes, the next promotional campaign skips the person while notices still reach them, and
 * subscribing again brings the campaigns back.
 */

let t: TTestApp;
let organiser: string;
let smtp: TTestSmtp;

beforeAll(async () => {
  ({ t, organiser, smtp } = await startMailApp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { meetingWithRegistrants, template, send, campaignOf } = mailFixture(() => ({ t, organiser, smtp }));

const mailsTo = (email: string) =>
  smtp.received.filter((mail) => recipientOf(mail).toLowerCase() === email.toLowerCase());

/** The address of List-Unsubscribe, as a mail client reads it. */
const headerUrl = (mail: ParsedMail) => new URL(/<([^>]+)>/.exec(unsubscribeOf(mail))![1]!);

/** What a mail client sends to unsubscribe in one click (RFC 8058), form-encoded. */
const oneClick = (url: URL, body = 'List-Unsubscribe=One-Click') =>
  t.raw({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

/** The same as multipart/form-data, which RFC 8058 prefers. */
const oneClickMultipart = (url: URL) =>
  t.raw({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { 'content-type': 'multipart/form-data; boundary=one-click' },
    payload:
      '--one-click\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--one-click--\r\n',
  });

/** Sends a promotional campaign to the meeting's registrants and waits until it is all out. */
const campaign = async (meetingId: number, templateId: number) => {
  const sent = await send(meetingId, templateId);
  await until(async () => {
    const now = await campaignOf(meetingId);
    return now.id === sent.id && now.sent + now.skipped + now.failed === now.total;
  });
  return campaignOf(meetingId);
};

describe('unsubscribing', () => {
  it('links a promotional mail to the page; opening its links changes nothing; the page shows whom', async () => {
    const email = `page${Date.now()}@example.com`;
    const meetingId = await meetingWithRegistrants([email]);
    await campaign(meetingId, await template(meetingId));
    const [mail] = mailsTo(email);
    const token = headerUrl(mail!).searchParams.get('token')!;
    expect(mail!.text).toContain(`/mail/unsubscribe?token=${token}`);
    expect(mail!.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    // The header's address, and the one in mails sent before the page existed, lead to the page.
    const opened = await t.raw({ method: 'GET', url: headerUrl(mail!).pathname + headerUrl(mail!).search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/mail/unsubscribe?token=${token}`);
    const page = await t.call('/meeting/api/email/subscription', { token }, as(organiser, 'en'));
    expect(page.data).toEqual({ email: `pa***@example.com`, unsubscribed: false });

    const forged = await t.call('/meeting/api/email/subscription', { token: `${token}x` }, as(organiser));
    expect([forged.code, forged.msg]).toEqual([601, '退订链接无效']);
    const unsigned = await t.call('/meeting/api/email/unsubscribe', {
      token: `${Buffer.from('someone@example.com').toString('base64url')}.${token.split('.')[1]}`,
    });
    expect(unsigned.code).toBe(601);
    expect((await t.raw({ method: 'GET', url: '/apis/meeting/api/email/unsubscribe' })).statusCode).toBe(422);
  });

  it('a one-click POST unsubscribes: the next campaign skips them, notices still come, subscribing again brings campaigns back', async () => {
    const stamp = Date.now();
    const [email, other] = [`Click${stamp}@Example.com`, `stays${stamp}@example.com`];
    const meetingId = await meetingWithRegistrants([email, other]);
    const promotional = await template(meetingId);
    expect(await campaign(meetingId, promotional)).toMatchObject({ sent: 2, skipped: 0 });
    const url = headerUrl(mailsTo(email)[0]!);
    const token = url.searchParams.get('token')!;

    // A form that is not the one-click request is refused, and unsubscribes nobody.
    expect((await oneClick(url, 'List-Unsubscribe=Maybe')).json()).toMatchObject({ code: 601 });
    const clicked = await oneClick(url);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toMatchObject({ code: 200, data: { unsubscribed: true } });

    expect(await campaign(meetingId, promotional)).toMatchObject({ sent: 1, skipped: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(other)).toHaveLength(2);
    // Another meeting that has the address spelled otherwise skips it too: it is one mailbox.
    const elsewhere = await meetingWithRegistrants([email.toLowerCase()]);
    expect(await campaign(elsewhere, await template(elsewhere))).toMatchObject({ sent: 0, skipped: 1 });

    const notice = await template(meetingId, { name: '变更通知', subject: '会场变更', promotional: false });
    expect(await campaign(meetingId, notice)).toMatchObject({ sent: 2, skipped: 0 });
    expect(mailsTo(email).map((mail) => mail.subject)).toEqual([
      `参会人1，2027 华东护理大会 报到须知`,
      '会场变更',
    ]);
    expect(unsubscribeOf(mailsTo(email)[1]!)).toBe('');

    const again = await t.call('/meeting/api/email/resubscribe', { token }, as(organiser, 'en'));
    expect([again.msg, again.data]).toEqual([
      'Subscribed again: you will get promotional mail',
      { email: 'Cl***@Example.com', unsubscribed: false },
    ]);
    expect(await campaign(meetingId, promotional)).toMatchObject({ sent: 2, skipped: 0 });
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('a campaign set for later skips whoever unsubscribed after it was written', async () => {
    const email = `later${Date.now()}@example.com`;
    const meetingId = await meetingWithRegistrants([email]);
    const promotional = await template(meetingId);
    await campaign(meetingId, promotional);
    const url = headerUrl(mailsTo(email)[0]!);

    const sent = await t.call(
      '/meeting/auth/meeting/email/send',
      {
        meetingId,
        templateId: promotional,
        audience: { kind: 'all' },
        sendAt: new Date(Date.now() + 2000).toISOString(),
      },
      as(organiser),
    );
    expect(sent.data).toMatchObject({ total: 1, skipped: 0, queued: 1 });
    expect((await oneClickMultipart(url)).json()).toMatchObject({ code: 200, data: { unsubscribed: true } });
    await until(async () => (await campaignOf(meetingId)).skipped === 1);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
