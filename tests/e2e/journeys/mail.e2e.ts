import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uniqueMobile } from '../support/accounts';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { pickOption, seeToast } from '../support/expect-page';
import { asCongressOrganiser } from '../support/live';

/**
 * An organiser writes a mail template with variables, previews it with a registrant's data, sends it
 * to everyone registered and watches the campaign go out on the record page (the demo server has no
 * SMTP_URL: each mail becomes an .eml file).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

test('a template is previewed, sent to every registrant, and every message is on record', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  await call('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId: form.types[0]!.id,
    attendee: {
      name: '邮件测试人',
      mobile: uniqueMobile(),
      unit: '复旦大学',
      email: 'mailtest@example.com',
      extra: {},
    },
  });
  const page = await organiser.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });

  await gotoHydrated(page, `/account/meeting/email/mould?id=${meetingId}`);
  await page.getByRole('button', { name: '新建模板' }).click();
  // Its own name on each attempt: a retry must not meet the template a failed first attempt saved.
  const mouldName = `报到须知 ${Date.now() % 100000}`;
  await page.getByLabel('模板名称').fill(mouldName);
  await page.getByLabel('主题').fill('{name}，{meeting} 报到须知');
  await page.getByLabel('正文').fill('尊敬的{name}：请凭参会凭证报到：{credential}');
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await seeToast(page, '保存成功');
  await page
    .getByRole('row', { name: new RegExp(mouldName) })
    .getByRole('button', { name: '预览' })
    .click();
  await expect
    .poll(() => page.getByTestId('mail-preview').textContent())
    .toMatch(/^尊敬的\S+：请凭参会凭证报到：http/);
  await shot(page, 'mail-mould');

  await gotoHydrated(page, `/account/meeting/email/send?id=${meetingId}`);
  await page.getByRole('button', { name: '立即发送' }).click();
  await seeToast(page, '操作成功');
  await page.waitForURL(/\/account\/meeting\/email\/record/);
  const campaign = page.getByTestId('mail-campaigns').locator('tbody tr').first();
  // Columns: subject, time, total, sent, failed, skipped, progress.
  await expect.poll(() => campaign.locator('td').nth(3).textContent(), { timeout: 20_000 }).toBe('1');
  expect(await campaign.locator('td').nth(2).textContent()).toBe('1');
  await expect.poll(() => page.getByTestId('mail-records').textContent()).toContain('mailtest@example.com');
  expect(await page.getByTestId('mail-records').textContent()).toContain('已发送');
  await shot(page, 'mail-record');
});

test('an SMS template is written with its vendor code, sent to everyone, and each text is in the log', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  await call('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId: form.types[0]!.id,
    attendee: { name: '短信测试人', mobile: uniqueMobile(), unit: '复旦大学', extra: {} },
  });
  const page = await organiser.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });

  await gotoHydrated(page, `/account/meeting/sms/template?id=${meetingId}`);
  await page.getByRole('button', { name: '新建模板' }).click();
  await page.getByLabel('模板名称').fill('报到提醒');
  await page.getByLabel('短信平台模板代码').fill('SMS_300001');
  await page.getByLabel('短信内容').fill('{name}您好，{meeting}明日 8:00 开始报到，请携带身份证。');
  await expect.poll(() => page.getByText(/共 \d+ 字，计 1 条/).count()).toBe(1);
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await seeToast(page, '保存成功');
  await shot(page, 'sms-template');

  await gotoHydrated(page, `/account/meeting/sms/send?id=${meetingId}`);
  // First to one chosen person, found by name; then to everyone.
  await page.getByLabel('指定人员', { exact: true }).check();
  await page.getByRole('combobox', { name: '指定人员' }).fill('短信测试');
  await pickOption(page, '短信测试人');
  await page.getByRole('button', { name: '立即发送' }).click();
  await seeToast(page, '操作成功');
  await expect
    .poll(() => page.getByTestId('sms-count').textContent(), { timeout: 20_000 })
    .toMatch(/^总数1排队中0已发送1/);
  await page.getByLabel('全部报名者', { exact: true }).check();
  await page.getByRole('button', { name: '立即发送' }).click();
  await seeToast(page, '操作成功');
  await expect
    .poll(() => page.getByTestId('sms-log').textContent(), { timeout: 20_000 })
    .toMatch(/短信测试人您好，.+明日 8:00 开始报到，请携带身份证。.*已发送.*written to sms\.log/);
  // Everyone's texts all out: the count is past the chosen one's and nothing waits.
  await expect
    .poll(() => page.getByTestId('sms-count').textContent(), { timeout: 20_000 })
    .toMatch(/^总数([2-9]|\d{2,})排队中0/);
  await shot(page, 'sms-send');

  // The organisation's cost page: each text billed at the platform's ¥0.05.
  const texts = (await page.getByTestId('sms-count').textContent())!.match(/^总数(\d+)/)![1]!;
  await gotoHydrated(page, '/account/count/cost');
  expect(await page.getByTestId('sms-cost').textContent()).toBe(
    `计费条数${texts}费用¥${(Number(texts) * 0.05).toFixed(2)}单价（每条）¥0.05`,
  );
  await expect.poll(() => page.getByRole('link', { name: '短信费用' }).count()).toBeGreaterThan(0);
  await shot(page, 'sms-cost');
});
