import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uniqueMobile } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { shot } from '../support/courses';
import { seeText } from '../support/expect-page';
import { asCongressOrganiser } from '../support/live';
import { serverDataDir } from '../support/server';

/**
 * A registrant opens the unsubscribe link of a promotional mail (the journey server has no SMTP_URL:
 * each mail is an .eml file in its data folder), sees their address, unsubscribes with one click and
 * reads that it is done, in Chinese and in English; the page also subscribes them again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The mail the server wrote for `email`, once it is there. */
const mailTo = async (email: string): Promise<ParsedMail> => {
  const folder = path.join(serverDataDir(), 'mail');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of await readdir(folder).catch(() => [])) {
          const mail = await simpleParser(await readFile(path.join(folder, file)));
          if ((mail.to as { text: string } | undefined)?.text === email) found = mail;
        }
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
};

/** A promotional campaign of the seeded congress to one new registrant; the mail they get. */
const promotionalMailTo = async (email: string) => {
  const { call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  const registrant = await call<{ id: number }>('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId: form.types[0]!.id,
    attendee: { name: '退订测试人', mobile: uniqueMobile(), unit: '复旦大学', email, extra: {} },
  });
  const templates = await call<{ id: number }[]>('/meeting/auth/meeting/email/mould/save', {
    meetingId,
    name: '会议推广',
    subject: '{meeting} 早鸟报名',
    body: '{name}，早鸟报名本周截止。',
    promotional: true,
  });
  await call('/meeting/auth/meeting/email/send', {
    meetingId,
    templateId: templates.at(-1)!.id,
    audience: { kind: 'chosen', ids: [registrant.id] },
  });
  return mailTo(email);
};

test('the mail’s link opens a page in Chinese that unsubscribes with one click and subscribes again', async () => {
  const email = `zhang${Date.now()}@example.com`;
  const mail = await promotionalMailTo(email);
  const link = /不想再收到此类邮件？退订：(\S+)/.exec(mail.text ?? '')![1]!;
  expect(new URL(link).pathname).toBe('/mail/unsubscribe');

  const page = await (await newVisitor(browser, 'zh')).newPage();
  await gotoHydrated(page, link);
  await seeText(page, '退订推广邮件');
  await seeText(page, `邮箱：zh***@example.com`);
  await shot(page, 'unsubscribe-zh');
  await page.getByRole('button', { name: '退 订' }).click();
  await seeText(page, '已退订');
  await seeText(page, 'zh***@example.com 将不再收到推广邮件');
  await shot(page, 'unsubscribed-zh');
  // A second visit (the person opens the mail again) still knows.
  await gotoHydrated(page, link);
  await seeText(page, '已退订');

  await page.getByRole('button', { name: '重新订阅' }).click();
  await seeText(page, '已重新订阅，您将继续收到推广邮件。');
  expect(await page.getByRole('button', { name: '退 订' }).isVisible()).toBe(true);
});

test('the List-Unsubscribe address opened in an English browser leads to the page in English', async () => {
  const email = `li${Date.now()}@example.com`;
  const mail = await promotionalMailTo(email);
  const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
  const address = /<([^>]+)>/.exec(header)![1]!;
  expect(new URL(address).pathname).toBe('/apis/meeting/api/email/unsubscribe');

  const page = await (await newVisitor(browser, 'en')).newPage();
  await gotoHydrated(page, address);
  expect(new URL(page.url()).pathname).toBe('/mail/unsubscribe');
  await seeText(page, 'Unsubscribe from promotional mail');
  await seeText(page, 'Address: li***@example.com');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await seeText(page, 'li***@example.com will get no more promotional mail');
  expect(await page.getByRole('button', { name: 'Subscribe again' }).isVisible()).toBe(true);
  await shot(page, 'unsubscribed-en');

  await gotoHydrated(page, '/mail/unsubscribe?token=forged.token');
  await seeText(page, 'This unsubscribe link is not valid');
  // A link cut short or mangled on its way says so too, never a server error.
  for (const token of ['', 'x'.repeat(3000), '%00', '%ED%A0%80']) {
    const answer = await page.request.get(`/mail/unsubscribe?token=${token}`);
    expect([answer.status(), await answer.text()], token.slice(0, 9)).toEqual([
      200,
      expect.stringContaining('This unsubscribe link is not valid'),
    ]);
  }
});
