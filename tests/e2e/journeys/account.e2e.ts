import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, loginByApi, readSmsCode, registerUser, uniqueMobile } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('reading messages lowers the unread count in the header', async () => {
  const context = await newVisitor(browser);
  // The demo ordinary user starts with three unread messages; no other journey signs in as them.
  await loginByApi(context, '13800000001');
  const page = await context.newPage();
  await gotoHydrated(page, '/account/message');
  const count = page.getByTestId('unread-count');
  expect(await count.textContent()).toBe('3');

  await page.getByRole('button', { name: '标为已读' }).first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid=unread-count]')?.textContent === '2');
  await page.getByRole('button', { name: '全部已读' }).click();
  await seeText(page, '全部已读成功');
  await count.waitFor({ state: 'detached' });
  expect(await page.getByRole('button', { name: '标为已读' }).count()).toBe(0);
  await context.close();
});

test('changing the password by SMS code logs the user out', async () => {
  const context = await newVisitor(browser);
  // The demo lecturer: a user registered just now could not get a second code within a minute.
  const mobile = '13800000002';
  await loginByApi(context, mobile);
  const page = await context.newPage();
  await gotoHydrated(page, '/account/reset');
  expect(await page.getByPlaceholder('请输入手机号码').inputValue()).toBe(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(mobile));
  await page.getByPlaceholder('请设置 6 到 32 位新密码').fill('NewSecret456');
  await page.getByPlaceholder('请再次输入新密码').fill('NewSecret456');
  await page.getByRole('button', { name: '确认修改' }).click();
  await page.waitForURL(`${baseUrl()}/login?t=login`);
  await page.getByRole('link', { name: '登录', exact: true }).waitFor();

  await page.getByPlaceholder('请输入手机号码').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill('NewSecret456');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.getByTestId('header-avatar').waitFor();
  await context.close();
});

test('the bound mobile moves to a new number proved by its code and the password', async () => {
  const context = await newVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/account/bind');
  await page.getByRole('button', { name: '更换手机号' }).click();
  const newMobile = uniqueMobile();
  await page.getByPlaceholder('请输入新的手机号码').fill(newMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(newMobile));
  await page.getByPlaceholder('请输入当前登录密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '确认更换' }).click();
  await seeToast(page, '手机号修改成功');
  const masked = `${newMobile.slice(0, 3)}****${newMobile.slice(7)}`;
  await page.getByTestId('bound-mobile').getByText(masked).waitFor();
  await context.close();
});
