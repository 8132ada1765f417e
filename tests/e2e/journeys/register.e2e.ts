import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, readSmsCode, uniqueMobile } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor, waitHydrated } from '../support/browser';
import { seeText, TINY_PNG } from '../support/expect-page';

let browser: Browser;

/**
 * Opens the hover menu and waits until it has settled; its items are then clicked by event, as a
 * pointer travelling from the avatar to an item can outrun the menu's opening animation on a busy
 * machine.
 */
/** As a person does: the pointer arrives (the menu opens) and clicks at once; the click keeps it open. */
const openAvatarMenu = async (page: Page) => {
  await page.getByTestId('header-avatar').hover();
  await page.getByTestId('header-avatar').click();
  // The dropdown's menu, not the account pages' side menu (also a role=menu).
  await page.locator('.ant-dropdown').getByRole('menu').waitFor();
};
/**
 * Picks an item of the avatar menu and waits for where it leads; on a busy machine the menu can close
 * under the pointer before the click lands, so a person (and this) opens it again and retries.
 */
const chooseFromAvatarMenu = async (page: Page, item: string, leadsTo: string | RegExp) => {
  for (let attempt = 1; ; attempt++) {
    await openAvatarMenu(page);
    try {
      await page.locator('.ant-dropdown').getByText(item).click({ timeout: 5_000 });
      await page.waitForURL(leadsTo, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('a visitor registers with the SMS code, edits the profile and avatar, and logs out', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/register');

  const mobile = uniqueMobile();
  await page.getByPlaceholder('请输入手机号码').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await seeText(page, '秒后重新获取');
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(mobile));
  await page.getByPlaceholder('请设置 6 到 32 位密码').fill(DEMO_PASSWORD);
  await page.getByPlaceholder('请再次输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册并登录' }).click();

  await page.waitForURL(`${baseUrl()}/`);
  await waitHydrated(page);
  const avatar = page.getByTestId('header-avatar');
  await avatar.waitFor();
  expect(await page.getByRole('link', { name: '登录' }).count()).toBe(0);

  await chooseFromAvatarMenu(page, '个人管理', `${baseUrl()}/account/info`);
  await page.getByPlaceholder('请输入昵称').fill('会堂测试员');
  await page.getByLabel('女').check();
  await page.getByPlaceholder('请输入年龄').fill('30');
  await page.getByPlaceholder('介绍一下自己吧').fill('来自浏览器测试的个人简介');
  await page.getByRole('radio', { name: '女' }).check();
  // An age outside 0–150 is refused before anything is sent; a whole number in range is kept.
  await page.getByPlaceholder('请输入年龄').fill('151');
  await page.getByRole('button', { name: '保存修改' }).click();
  await seeText(page, '年龄须为 0 到 150 之间的整数');
  await page.getByPlaceholder('请输入年龄').fill('36');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.waitForFunction(() =>
    document.querySelector<HTMLImageElement>('form img')?.getAttribute('src')?.startsWith('/uploads/'),
  );
  await page.getByRole('button', { name: '保存修改' }).click();
  await seeText(page, '保存成功');
  await avatar.getByText('会堂测试员').waitFor();
  expect(await avatar.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);

  await page.reload();
  await waitHydrated(page);
  expect(await page.getByPlaceholder('请输入昵称').inputValue()).toBe('会堂测试员');
  expect(await page.getByPlaceholder('介绍一下自己吧').inputValue()).toBe('来自浏览器测试的个人简介');
  expect(await page.getByPlaceholder('请输入年龄').inputValue()).toBe('36');
  expect(await page.getByRole('radio', { name: '女' }).isChecked()).toBe(true);

  // Logging out reloads; on an account page the guard then sends the visitor to /login.
  await chooseFromAvatarMenu(page, '退出登录', /\/login/);
  await page.getByRole('link', { name: '注册', exact: true }).waitFor();
  expect(await page.getByTestId('header-avatar').count()).toBe(0);
  await context.close();
});
