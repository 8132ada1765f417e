import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi, readSmsCode, uniqueMobile } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * Signing in with WeChat through the sandbox WeChat: a first sign-in binds a mobile and makes the
 * account; the account page shows the WeChat, unbinds and binds it again; the next sign-in with
 * the same WeChat needs nothing more.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** From /login through the sandbox's QR page, confirming as `nickname`. */
const signInWithWechat = async (page: Page, nickname: string) => {
  await gotoHydrated(page, '/login');
  await shot(page, 'wechat-login');
  await page.getByRole('button', { name: /微信登录$/ }).click();
  await page.waitForURL(/\/wechat\/sandbox\/connect\/qrconnect\?appid=wx/);
  await page.getByLabel('沙箱微信昵称').fill(nickname);
  await shot(page, 'wechat-sandbox');
  await page.getByRole('button', { name: '确认登录' }).click();
};

test('a first WeChat sign-in binds a mobile, then WeChat alone signs the person in', async () => {
  const nickname = `沙箱微信${Math.floor(Math.random() * 1e6)}`;
  const mobile = uniqueMobile();
  const context = await newVisitor(browser);
  const page = await context.newPage();

  await signInWithWechat(page, nickname);
  await page.waitForURL(/\/bind$/);
  await seeText(page, '首次使用微信登录，请验证手机号完成登录');
  await page.getByTestId('wechat-identity').getByText(nickname).waitFor();
  await shot(page, 'wechat-bind-mobile');
  await page.getByPlaceholder('请输入手机号码').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(mobile));
  await page.getByRole('button', { name: '验证并登录' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // Signed in: the account page shows the mobile and the WeChat it was made with.
  await gotoHydrated(page, '/account/bind');
  expect(await page.getByTestId('bound-mobile').textContent()).toBe(
    `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
  );
  const panel = page.getByTestId('wechat-panel');
  await panel.getByText(nickname).waitFor();
  await shot(page, 'wechat-account-bind');

  // Unbinding leaves the mobile; binding again goes through WeChat and comes back here.
  await panel.getByRole('button', { name: /解除绑定$/ }).click();
  await page.getByRole('button', { name: /^(OK|确\s?定)$/ }).click();
  await seeToast(page, '已解除微信绑定');
  await panel.getByText('未绑定').waitFor();
  await panel.getByRole('button', { name: /绑定微信$/ }).click();
  await page.waitForURL(/\/wechat\/sandbox\/connect\/qrconnect/);
  await page.getByLabel('沙箱微信昵称').fill(nickname);
  await page.getByRole('button', { name: '确认登录' }).click();
  await page.waitForURL(/\/account\/bind\?social=bound$/);
  await seeText(page, '微信绑定成功');
  await page.getByTestId('wechat-panel').getByText(nickname).waitFor();

  // A new browser: WeChat alone signs the same account in, to the page that asked for a login.
  const again = await (await newVisitor(browser)).newPage();
  await gotoHydrated(again, '/account/info');
  await again.waitForURL(/\/login/);
  await again.getByRole('button', { name: /微信登录$/ }).click();
  await again.getByLabel('沙箱微信昵称').fill(nickname);
  await again.getByRole('button', { name: '确认登录' }).click();
  // Three server round trips before the page's load event: the callback exchanges WeChat's code, the
  // sign-in ends the other browser's session and waits until every process has dropped it, then
  // the account page renders. 9 s alone; once over 30 s in CI's journeys phase at full load.
  await again.waitForURL(/\/account\/info$/, { timeout: 60_000 });
  await seeText(again, mobile.slice(7));
  await context.close();
  await again.context().close();
});

test('a refusal on WeChat comes back to /login with the reason; the console shows the WeChat apps', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/login');
  await page.getByRole('button', { name: /微信登录$/ }).click();
  await page.getByRole('button', { name: /^拒\s?绝$/ }).click();
  await page.waitForURL(/\/login\?social=cancelled$/);
  await seeText(page, '你已取消微信授权');

  const admin = await newVisitor(browser);
  await loginByApi(admin, '13800000000');
  const console = await admin.newPage();
  await gotoHydrated(console, '/admin/site?tab=wechat');
  await seeText(console, '网站应用（扫码登录）');
  await seeText(console, '本地沙箱微信已开启');
  await shot(console, 'wechat-apps-admin');
  await context.close();
  await admin.close();
});
