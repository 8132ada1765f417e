import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText } from '../support/expect-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** antd writes two-character Chinese button labels with a space between them. */
const button = (page: Page | Locator, name: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

const dialog = (page: Page) => page.getByRole('dialog').last();

/** Types into an antd picker and commits the value. */
const pick = async (page: Page, placeholder: string, value: string) => {
  const input = dialog(page).getByPlaceholder(placeholder, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Tab');
};

/**
 * Presses the open dialog's button (confirm, or cancel) and waits for it to close. On a loaded machine a click during the
 * dialog's opening animation can be lost, so a dialog still open after a while is confirmed again.
 */
const confirmDialog = async (page: Page, name = '确定') => {
  for (let attempt = 1; ; attempt++) {
    try {
      await button(dialog(page), name).click({ timeout: 10_000 });
      await dialog(page).waitFor({ state: 'hidden', timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

// Some forty console steps: about 45 s when both workers are busy, too near the default minute.
test('an institution member publishes a meeting; visitors read it until it is delisted', async () => {
  const name = `华东医学继续教育周 ${Date.now() % 100000}`;
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000007');
  const page = await organiser.newPage();

  await gotoHydrated(page, '/account/organization/meetingmanagement');
  await button(page, '创建会议').click();
  await dialog(page).getByPlaceholder('请输入会议名称').fill(name);
  await pick(page, '开始时间', '2027-06-01 09:00');
  await pick(page, '结束时间', '2027-06-02 18:00');
  await button(page, '创建并进入控制台').click();
  await page.waitForURL(/\/account\/meeting\/baseinfo\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  await page.getByPlaceholder('请输入主办单位').fill('华东医学教育中心');
  await button(page, '保存').click();
  await seeText(page, '保存成功');

  await gotoHydrated(page, `/account/meeting/baseinfo/position?id=${id}`);
  await button(page, '添加地点').click();
  await dialog(page).getByPlaceholder('请输入地点名称').fill('主会场');
  await confirmDialog(page);
  await seeText(page, '主会场');

  await gotoHydrated(page, `/account/meeting/guest?id=${id}`);
  await button(page, '添加嘉宾').click();
  await dialog(page).getByPlaceholder('请输入姓名').fill('周立新');
  await confirmDialog(page);
  await seeText(page, '周立新');

  await gotoHydrated(page, `/account/meeting/schedule?id=${id}`);
  await button(page, '添加日期').click();
  await pick(page, '会议日期', '2027-06-01');
  await confirmDialog(page);
  await button(page, '添加日程').click();
  await pick(page, '开始时间', '09:00');
  await pick(page, '结束时间', '10:00');
  await dialog(page).getByPlaceholder('请输入日程名称').fill('开幕式');
  await confirmDialog(page);
  await button(page, '添加议题').click();
  await dialog(page).getByPlaceholder('请输入议题').fill('大会致辞');
  await dialog(page).getByRole('combobox').last().click();
  await page.locator('.ant-select-item-option[title="周立新"]').click();
  await confirmDialog(page);
  await seeText(page, '大会致辞');

  await button(page, '提醒设置').click();
  await dialog(page).getByRole('switch').click();
  await dialog(page).getByText('指定日程').click();
  await dialog(page).getByRole('combobox').last().click();
  await page.locator('.ant-select-item-option[title="2027-06-01 09:00 开幕式"]').click();
  await confirmDialog(page, '保存');
  await seeText(page, '保存成功');
  await button(page, '提醒设置').click();
  await expect.poll(() => dialog(page).getByRole('switch').getAttribute('aria-checked')).toBe('true');
  await dialog(page).getByText('2027-06-01 09:00 开幕式').first().waitFor();
  await confirmDialog(page, '取消');
  const reminders = await organiser.request.get(
    `${baseUrl()}/apis/meeting/auth/meeting/session/export/reminder?meetingId=${id}`,
  );
  expect(reminders.headers()['content-type']).toContain('spreadsheetml');

  await gotoHydrated(page, `/account/meeting/notice?id=${id}`);
  await button(page, '发布通知').click();
  await dialog(page).getByPlaceholder('请输入通知标题').fill('报到须知');
  await dialog(page)
    .getByRole('textbox', { name: '通知内容', exact: true })
    .fill('6 月 1 日 8:00 起在一楼大厅报到。');
  await confirmDialog(page);
  await seeText(page, '报到须知');

  const preview = await organiser.newPage();
  await gotoHydrated(preview, `/meeting/detail?id=${id}&preview=true`);
  await seeText(preview, '预览会议，无法操作');
  await preview.close();

  await button(page, '上架').click();
  await button(dialog(page), '确定').click();
  await seeText(page, '上架成功');

  const visitor = await newVisitor(browser);
  const reader = await visitor.newPage();
  await gotoHydrated(reader, `/meeting?keyword=${encodeURIComponent(name)}`);
  await reader.getByRole('link', { name }).first().click();
  await reader.waitForURL(/\/meeting\/detail\?id=/);
  await seeText(reader, '开幕式');
  await seeText(reader, '周立新');
  await seeText(reader, '6 月 1 日 8:00 起在一楼大厅报到。');
  const ics = await visitor.request.get(
    `${baseUrl()}/apis/meeting/api/meeting/session/export?meetingId=${id}`,
  );
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');

  await button(page, '下架').click();
  await button(dialog(page), '确定').click();
  await seeText(page, '下架成功');
  const gone = await reader.goto(`/meeting/detail?id=${id}`);
  expect(gone?.status()).toBe(404);
  await seeText(reader, '此页面已无法找到');

  const stranger = await newVisitor(browser);
  await loginByApi(stranger, '13800000004');
  const other = await stranger.newPage();
  const refused = await other.goto(`/account/meeting/baseinfo?id=${id}`);
  expect(refused?.status()).toBe(403);
  await seeText(other, '抱歉，您没有权限访问此页面');

  await Promise.all([organiser.close(), visitor.close(), stranger.close()]);
}, 120_000);
