import { MAIL_STATES } from '@huitang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/harness.ts';
import { recipientOf, type TTestSmtp } from '../../../test/smtp-server.ts';
import { as, mailFixture, startMailApp, until } from '../../../test/fixtures/mail-fixture.ts';

/**
 * What the server's replies make of a message (a permanent refusal fails it at once, a temporary one
 * is tried again), and the record page's state filter against the campaign's counts while mail is
 * still on its way.
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

const records = async (meetingId: number, status?: (typeof MAIL_STATES)[number]) =>
  (await t.call('/meeting/auth/meeting/email/record/list', { meetingId, status }, as(organiser))).data;

describe('mail delivery', () => {
  it('fails a permanently refused mail at once and retries a temporary refusal, each with the server’s reply', async () => {
    const stamp = Date.now();
    const [good, gone, busy] = [
      `ok${stamp}@example.com`,
      `gone${stamp}@example.com`,
      `busy${stamp}@example.com`,
    ];
    smtp.replies.set(gone, '550 5.1.1 no such user');
    smtp.replies.set(busy, '451 4.3.0 try again later');
    const meetingId = await meetingWithRegistrants([good, gone, busy]);
    await send(meetingId, await template(meetingId));
    await until(async () => (await campaignOf(meetingId)).failed === 2, 40_000);

    const failed = await records(meetingId, 'failed');
    const byEmail = Object.fromEntries(failed.list.map((record) => [record.email, record]));
    expect(byEmail[gone]).toMatchObject({ attempts: 1, sentAt: null });
    expect(byEmail[gone]!.reply).toContain('550 5.1.1 no such user');
    expect(byEmail[busy]).toMatchObject({ attempts: 3 });
    expect(byEmail[busy]!.reply).toContain('451 4.3.0 try again later');
    expect(smtp.received.filter((mail) => recipientOf(mail) === good)).toHaveLength(1);
  }, 60_000);

  it('counts a mail in flight as queued, and the queued filter lists exactly the rows each count promises', async () => {
    const stamp = Date.now();
    const [quick, slow] = [`quick${stamp}@example.com`, `slow${stamp}@example.com`];
    const release = smtp.hold(slow);
    const meetingId = await meetingWithRegistrants([quick, slow]);
    await send(meetingId, await template(meetingId));
    await until(async () => (await campaignOf(meetingId)).sent === 1);

    const counts = await campaignOf(meetingId);
    expect(counts).toMatchObject({ total: 2, sent: 1, queued: 1, failed: 0, skipped: 0 });
    const shown = await records(meetingId);
    expect(Object.fromEntries(shown.list.map((record) => [record.email, record.status]))).toEqual({
      [slow]: 'queued',
      [quick]: 'sent',
    });
    for (const state of MAIL_STATES) {
      const filtered = await records(meetingId, state);
      expect(filtered.totalCount, state).toBe(counts[state]);
      expect(filtered.list.map((record) => record.email).sort(), state).toEqual(
        shown.list
          .filter((record) => record.status === state)
          .map((record) => record.email)
          .sort(),
      );
    }

    release();
    await until(async () => (await campaignOf(meetingId)).sent === 2);
    expect(await campaignOf(meetingId)).toMatchObject({ queued: 0 });
    expect((await records(meetingId, 'queued')).totalCount).toBe(0);
  });
});
