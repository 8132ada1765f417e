import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';
import { killAndClear, spawnServer } from '../../../test/server-process.ts';
import { recipientOf, startTestSmtp, type TTestSmtp } from '../../../test/smtp-server.ts';
import { openSignUpMeeting, person } from '../../../test/fixtures/sign-up-fixture.ts';
import { SENDERS } from './mail-delivery.service.ts';

/**
 * A campaign whose server process is killed (SIGKILL, no goodbye) in the middle of sending, then
 * started again on the same database: every mail arrives, and a mail sent twice can only be one in
 * flight at the kill (a run has SENDERS of them), carrying the same Message-ID both times. The
 * second server takes the dead one's claims back at once (its instance lock is gone), not after
 * the two-minute lease — and never one of its own claims, however slow a mail of it is.
 */

const PEOPLE = 240;
let t: TTestApp;
let smtp: TTestSmtp;
const children: ChildProcess[] = [];
let dataDir: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: {
      smtpUrl: smtp.url,
      from: 'Huitang <noreply@huitang.local>',
      retrySeconds: 0.3,
      sweepSeconds: 1,
      leaseSeconds: 3,
    },
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'huitang-mail-restart-'));
});
afterAll(async () => {
  await smtp.close();
  await killAndClear(children, dataDir);
});

/** `npm start`'s server process on the test's database, sending through the test's SMTP server. */
const startServer = async () => {
  const child = spawnServer({
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SMTP_URL: smtp.url,
    MAIL_SWEEP_SECONDS: '1',
  });
  children.push(child);
  return child;
};

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a campaign across a killed server', () => {
  it('loses no mail and sends none twice but those in flight, under the same Message-ID', async () => {
    const organiser = await t.login('13800000007');
    const as = { token: organiser };
    const meetingId = await openSignUpMeeting(t, organiser);
    await t.call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId, name: '普通代表', feeFen: 0, quota: 1000 },
      as,
    );
    const typeId = (await t.call('/meeting/api/enroll/form', { meetingId })).data.types[0]!.id;
    for (let start = 0; start < PEOPLE; start += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, PEOPLE - start) }, (_, i) =>
          t.call(
            '/meeting/auth/meeting/register/manual/register',
            {
              meetingId,
              typeId,
              attendee: {
                ...person(uniqueMobile()),
                name: `参会人${start + i}`,
                email: `p${start + i}@restart.test`,
              },
            },
            as,
          ),
        ),
      );
    // 100 mails a second: the kill lands while most are still queued.
    await t.call('/meeting/auth/meeting/email/setting/edit', { meetingId, perMinute: 6000 }, as);
    const saved = await t.call(
      '/meeting/auth/meeting/email/mould/save',
      {
        meetingId,
        name: '通知',
        subject: '{name}：报到须知',
        body: '请携带凭证 {credential}',
        promotional: false,
      },
      as,
    );
    // Queued for later, so this process's own worker leaves it; it stops before the mail is due.
    const sent = await t.call(
      '/meeting/auth/meeting/email/send',
      {
        meetingId,
        templateId: saved.data[0]!.id,
        audience: { kind: 'all' },
        sendAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      as,
    );
    expect(sent.data.total).toBe(PEOPLE);
    const databaseUrl = t.databaseUrl;
    await t.close();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query('update mail_messages set next_attempt_at = now()');

      const first = await startServer();
      await until(() => smtp.received.length >= PEOPLE / 3, 90_000);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      const atKill = smtp.received.length;
      expect(atKill).toBeLessThan(PEOPLE);

      await startServer();
      const states = async () =>
        (
          await db.query<{ status: string; n: number }>(
            'select status, count(*)::int as n from mail_messages group by status',
          )
        ).rows;
      await until(async () => (await states()).every((row) => row.status === 'sent'), 90_000);
      expect(await states()).toEqual([{ status: 'sent', n: PEOPLE }]);

      const ids = (await db.query<{ id: string }>('select id from mail_messages')).rows.map((row) => row.id);
      const messageIds = new Set(smtp.received.map((mail) => mail.messageId));
      expect([...messageIds].sort()).toEqual(ids.map((id) => `<mail-${id}@huitang.local>`).sort());
      expect(new Set(smtp.received.map(recipientOf)).size).toBe(PEOPLE);
      // At most the mails in flight when the process died come again (they carry the same Message-ID).
      expect(smtp.received.length - PEOPLE).toBeLessThanOrEqual(SENDERS);
    } finally {
      await db.end();
    }
  }, 240_000);
});
