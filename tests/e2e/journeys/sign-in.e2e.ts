import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, loginByApi, registerUser } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText } from '../support/expect-page';

let browser: Browser;
let mobile: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newVisitor(browser);
  mobile = await registerUser(context);
  await context.close();
});
afterAll(async () => {
  await browser.close();
});

test('a wrong password says so', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/login');
  await page.getByPlaceholder('请输入手机号码').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill('not-the-password');
  await page.getByRole('button', { name: '登 录' }).click();
  await seeText(page, '账号或者密码不正确');
  expect(new URL(page.url()).pathname).toBe('/login');
  await context.close();
});

test('an account page sends a visitor to log in and back again', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/account/info');
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.getByPlaceholder('请输入手机号码').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(`${baseUrl()}/account/info`);
  await page.getByRole('heading', { name: '个人信息' }).waitFor();
  await context.close();
});

test('logging in elsewhere signs the first browser out with a notice', async () => {
  const first = await newVisitor(browser);
  await loginByApi(first, mobile);
  const page = await first.newPage();
  await gotoHydrated(page, '/account/info');
  await page.getByRole('heading', { name: '个人信息' }).waitFor();

  const second = await newVisitor(browser);
  await loginByApi(second, mobile);

  // The next page the first browser asks for finds its session replaced.
  await page.getByRole('link', { name: '我的消息' }).click();
  await page.waitForURL(`${baseUrl()}/login?t=login`);
  await seeText(page, '你的账户已在其他地方登录！');
  await page.getByRole('link', { name: '登录' }).waitFor();
  await first.close();
  await second.close();
});

test('a call refused as logged in elsewhere also signs the browser out with the notice', async () => {
  const first = await newVisitor(browser);
  await loginByApi(first, mobile);
  const page = await first.newPage();
  await gotoHydrated(page, '/account/info');
  const second = await newVisitor(browser);
  await loginByApi(second, mobile);

  // Saving the profile is a browser-side call; its 304 takes the same way out.
  await page.getByRole('button', { name: '保存修改' }).click();
  await page.waitForURL(`${baseUrl()}/login?t=login`);
  await seeText(page, '你的账户已在其他地方登录！');
  await first.close();
  await second.close();
});
