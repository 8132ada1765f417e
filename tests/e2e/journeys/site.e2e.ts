import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerUser } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText } from '../support/expect-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('the home page is rendered on the server with its styles', async () => {
  const response = await fetch(`${baseUrl()}/`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('<html lang="zh-CN"');
  expect(html).toContain('免费发布会议');
  // antd's CSS is in the document, not added after hydration.
  expect(html).toMatch(/<style[^>]*data-css-hash/);
});

test('an unknown page answers 404 with the 404 page', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await seeText(page, '啊呀，不小心飞出地球了！此页面已无法找到，可能已经被删除或地址错误');
  await page.getByRole('button', { name: '返回首页' }).waitFor();
  // A meeting's own pages draw no site header; when the meeting is not there, the 404 brings it back.
  const noMeeting = await page.goto('/meeting/detail/99999');
  expect(noMeeting?.status()).toBe(404);
  await seeText(page, '此页面已无法找到');
  await page.getByRole('button', { name: '免费发布会议' }).waitFor();
  await context.close();
});

test('switching to English shows the English header', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Publish for free' }).waitFor();
  await page.getByRole('link', { name: 'Log in' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('en');
  await context.close();
});

test('an empty search asks for something to search', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await page.getByRole('search').getByRole('button').click();
  await seeText(page, '请输入搜索内容');
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('an ordinary user chooses a settlement before publishing a meeting', async () => {
  const context = await newVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: '免费发布会议' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('选择入驻方式').waitFor();
  // The computed width, not the box: the dialog zooms in from a fifth of its size.
  expect(await page.locator('.ant-modal').evaluate((modal) => getComputedStyle(modal).width)).toBe('660px');
  expect(await dialog.getByRole('radio', { name: /机构入驻/ }).getAttribute('aria-checked')).toBe('true');
  await dialog.getByRole('radio', { name: /个人入驻/ }).click();
  await dialog.getByRole('button', { name: '下一步' }).click();
  await page.waitForURL(`${baseUrl()}/recruit`);
  await context.close();
});

test("an organisation's site shows its name and courses, and about-us only when it has one", async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/organization/view/1');
  await page.getByRole('heading', { name: '华东医学教育中心' }).waitFor();
  // Its courses of every kind: the demo institution runs a live series.
  await seeText(page, '胸痛中心建设系列直播');
  await page
    .locator('section', { hasText: '胸痛中心建设系列直播' })
    .getByRole('link', { name: '查看全部' })
    .click();
  await page.waitForURL(`${baseUrl()}/organization/vod/1?kind=live`);
  await seeText(page, '胸痛中心建设系列直播');
  await page.getByRole('link', { name: '关于我们' }).click();
  await page.waitForURL(`${baseUrl()}/organization/aboutus/1`);
  await seeText(page, '上海市徐汇区枫林路');
  const withoutAbout = await page.goto('/organization/aboutus/2');
  expect(withoutAbout?.status()).toBe(404);
  await context.close();
});

test('a browser that prefers English gets English until its visitor chooses Chinese', async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await gotoHydrated(page, `${baseUrl()}/`);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await page.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
  // An institution's site names it in English, down to the tab's title.
  await gotoHydrated(page, `${baseUrl()}/organization/view/1`);
  expect(await page.title()).toBe('East China Medical Education Centre');
  await context.addCookies([{ name: 'locale', value: 'zh', url: baseUrl() }]);
  await gotoHydrated(page, `${baseUrl()}/`);
  expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
  await context.close();
});

test("every entry of the demo site's nav leads to a page", async () => {
  const reply = await fetch(`${baseUrl()}/apis/system/api/nav/bar/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platShow: 1 }),
  });
  const entries = ((await reply.json()) as { data: { navTitle: string; navUrl: string }[] }).data;
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect((await fetch(`${baseUrl()}${entry.navUrl}`)).status, `${entry.navTitle} ${entry.navUrl}`).toBe(
      200,
    );
  }
});
