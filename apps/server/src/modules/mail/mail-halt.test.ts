import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/harness.ts';
import type { TTestSmtp } from '../../../test/smtp-server.ts';
import { as, mailFixture, startMailApp, until } from '../../../test/fixtures/mail-fixture.ts';

/**
 * A server stopped while a campaign is going out at the meeting's pace: the run ends after the mail
 * it is sending, so the server closes within seconds and sends nothing after, and the rest wait
 * unclaimed for the next run (here or on another instance). Before, a run went on sending for up to
 * two minutes after its server had closed.
 */

let t: TTestApp;
let organiser: string;
let smtp: TTestSmtp;
let db: pg.Client;

beforeAll(async () => {
  ({ t, organiser, smtp } = await startMailApp());
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await smtp.close();
});

const { meetingWithRegistrants, template, send } = mailFixture(() => ({ t, organiser, smtp }));

describe('a campaign when its server stops', () => {
  it('ends its run after the mail in flight, and leaves the rest queued and unclaimed', async () => {
    const stamp = Date.now();
    const emails = Array.from({ length: 12 }, (_, i) => `halt${i}-${stamp}@example.com`);
    const meetingId = await meetingWithRegistrants(emails);
    // One mail a second: the run would take twelve.
    const paced = await t.call(
      '/meeting/auth/meeting/email/setting/edit',
      { meetingId, senderName: '华东护理大会组委会', transport: 'own', smtpUrl: smtp.url, perMinute: 60 },
      as(organiser),
    );
    expect(paced.code, paced.msg).toBe(200);
    const campaign = await send(meetingId, await template(meetingId));
    await until(async () => smtp.received.length >= 2, 30_000);

    const stopping = Date.now();
    await t.close();
    expect(Date.now() - stopping).toBeLessThan(8_000);
    const atStop = smtp.received.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received.length).toBe(atStop);

    const { rows } = await db.query<{ status: string; claimed: boolean; n: number }>(
      `select status, claimed_by is not null as claimed, count(*)::int as n from mail_messages
       where campaign_id = $1 group by 1, 2 order by 1, 2`,
      [campaign.id],
    );
    expect(rows).toEqual([
      { status: 'queued', claimed: false, n: 12 - atStop },
      { status: 'sent', claimed: true, n: atStop },
    ]);
  }, 90_000);
});
