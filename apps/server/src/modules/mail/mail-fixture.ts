import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { TConfig } from '../../config.ts';
import { createTestApp, uniqueMobile, type TTestApp } from '../../../test/harness.ts';
import { startTestSmtp, type TTestSmtp } from '../../../test/smtp-server.ts';
import { openSignUpMeeting, person } from '../sign-up/sign-up-fixture.ts';

/**
 * A test app whose meetings send through a real SMTP server started beside it (quick retries and
 * sweeps), with the demo organiser signed in.
 */
export const startMailApp = async (more: Partial<TConfig> = {}) => {
  const smtp = await startTestSmtp();
  const t = await createTestApp({
    mail: {
      smtpUrl: undefined,
      from: 'Huitang <noreply@huitang.local>',
      retrySeconds: 0.3,
      sweepSeconds: 1,
      leaseSeconds: 120,
    },
    ...more,
  });
  return { smtp, t, organiser: await t.login('13800000007') };
};

/** The List-Unsubscribe header as sent. */
export const unsubscribeOf = (mail: ParsedMail) =>
  mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';

export const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

export const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Meeting mail's test steps for one test app, its organiser and the SMTP server the meetings send
 * through (each read when a step runs, as they are made in `beforeAll`).
 */
export const mailFixture = (context: () => { t: TTestApp; organiser: string; smtp: TTestSmtp }) => {
  /** A meeting whose mail goes to the test server, with registrants who gave these addresses. */
  const meetingWithRegistrants = async (emails: string[]) => {
    const { t, organiser, smtp } = context();
    const meetingId = await openSignUpMeeting(t, organiser);
    await t.call(
      '/meeting/auth/meeting/enroll/type/save',
      { meetingId, name: '普通代表', feeFen: 0, quota: 100 },
      as(organiser),
    );
    const form = await t.call('/meeting/api/enroll/form', { meetingId });
    const typeId = form.data.types[0]!.id;
    for (const [index, email] of emails.entries()) {
      const added = await t.call(
        '/meeting/auth/meeting/register/manual/register',
        { meetingId, typeId, attendee: { ...person(uniqueMobile()), name: `参会人${index + 1}`, email } },
        as(organiser),
      );
      expect(added.code, added.msg).toBe(200);
    }
    const settings = await t.call(
      '/meeting/auth/meeting/email/setting/edit',
      { meetingId, senderName: '华东护理大会组委会', transport: 'own', smtpUrl: smtp.url, perMinute: 6000 },
      as(organiser),
    );
    expect(settings.data).toMatchObject({ transport: 'own', hasOwnSmtp: true });
    expect(settings.data).not.toHaveProperty('smtpUrl');
    return meetingId;
  };

  const template = async (meetingId: number, more: object = {}) => {
    const { t, organiser } = context();
    const saved = await t.call(
      '/meeting/auth/meeting/email/mould/save',
      {
        meetingId,
        name: '会前通知',
        subject: '{name}，{meeting} 报到须知',
        body: '尊敬的{name}：\n您的订单号为 {order}，参会类型 {type}。参会凭证：{credential}',
        ...more,
      },
      as(organiser),
    );
    expect(saved.code, saved.msg).toBe(200);
    return saved.data.at(-1)!.id;
  };

  /** Sends the template to everyone registered; the campaign as the send call answers it. */
  const send = async (meetingId: number, templateId: number) => {
    const { t, organiser } = context();
    const sent = await t.call(
      '/meeting/auth/meeting/email/send',
      { meetingId, templateId, audience: { kind: 'all' } },
      as(organiser),
    );
    expect(sent.code, sent.msg).toBe(200);
    return sent.data;
  };

  /** The meeting's newest campaign with its counts. */
  const campaignOf = async (meetingId: number) => {
    const { t, organiser } = context();
    return (await t.call('/meeting/auth/meeting/email/campaign/list', { meetingId }, as(organiser))).data[0]!;
  };

  return { meetingWithRegistrants, template, send, campaignOf };
};
