import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi, registerUser } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor, waitHydrated } from '../support/browser';
import { seeText } from '../support/expect-page';
import { IPHONE_AGENT, newPhoneVisitor, phoneProblems } from '../support/phone';

/**
 * Attendees on a phone (390 × 844, an iPhone's agent, no h5 domain configured): every page they use
 * fits the screen, reads at 14 px or more and has things to tap at least 40 px tall, and the whole
 * sign-up-and-pay journey works there. With SHOTS_DIR set, each page is also saved as a screenshot.
 */

const CONGRESS = '2026 华东心血管病学术年会';

let browser: Browser;
let meetingId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const reply = await fetch(`${baseUrl()}/apis/meeting/api/meeting/info/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: CONGRESS }),
  });
  meetingId = ((await reply.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
});
afterAll(async () => {
  await browser.close();
});

/** The page is fine on a phone: the problems found are printed when it is not. */
const expectFitsPhone = async (page: Page, name: string) => {
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toBe(
    'width=device-width, initial-scale=1',
  );
  expect(await phoneProblems(page), name).toEqual([]);
  const folder = process.env.SHOTS_DIR;
  if (folder) {
    await mkdir(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `phone-${name}.png`), fullPage: true });
  }
};

const button = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) });

test('a phone visitor reads the home page, the meetings, a meeting and its speakers, and the sign-in pages', async () => {
  const context = await newPhoneVisitor(browser);
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['home', '/'],
    ['meetings', '/meeting'],
    ['meeting', `/meeting/detail/${meetingId}`],
    ['speakers', `/meeting/keynoter?id=${meetingId}`],
    ['login', '/login'],
    ['register', '/register'],
    ['reset', '/reset'],
  ];
  for (const [name, address] of pages) {
    await gotoHydrated(page, address);
    await expectFitsPhone(page, name);
  }
  // The agenda's days are tabs a thumb can switch.
  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  await page.getByRole('tab', { name: '2026-12-19' }).click();
  await seeText(page, '心力衰竭与心脏康复');
  await context.close();
});

test('on a phone a visitor registers, signs up, pays and opens the credential, then finds it in the personal centre', async () => {
  const context = await newPhoneVisitor(browser);
  await registerUser(context);
  const page = await context.newPage();

  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  await button(page, '立即报名').tap();
  await page.waitForURL(/\/meeting\/apply\?id=\d+/);
  await waitHydrated(page);
  await expectFitsPhone(page, 'sign-up');

  await page.getByRole('radio', { name: /普通代表/ }).tap();
  await page.getByPlaceholder('请输入姓名').fill('手机报名人');
  await page.getByLabel('单位', { exact: true }).fill('浙江大学医学院附属第二医院');
  await button(page, '下一步').tap();
  await seeText(page, '确认报名信息');
  await expectFitsPhone(page, 'sign-up-confirm');
  await button(page, '提交订单').tap();
  await page.waitForURL(/\/meeting\/apply\/pay\?orderNo=/);
  await waitHydrated(page);
  await expectFitsPhone(page, 'pay');
  // The same order opened inside WeChat says how to pay there.
  const weChat = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: `${IPHONE_AGENT} MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN`,
    isMobile: true,
    baseURL: baseUrl(),
  });
  await weChat.addCookies(await context.cookies());
  const inWeChat = await weChat.newPage();
  await gotoHydrated(inWeChat, page.url().replace(baseUrl(), ''));
  await seeText(inWeChat, '选择「在浏览器打开」后支付');
  await weChat.close();
  expect(await page.getByText('在浏览器打开').count()).toBe(0);

  await button(page, '立即支付').tap();
  await page.waitForURL(/\/pay\/sandbox\?orderNo=/);
  await waitHydrated(page);
  await expectFitsPhone(page, 'cashier');
  await page.getByRole('button', { name: /确认支付/ }).tap();
  await page.waitForURL(/\/meeting\/apply\/success\?orderNo=/, { timeout: 20_000 });
  await seeText(page, '报名成功');
  await expectFitsPhone(page, 'success');

  await button(page, '查看参会凭证').tap();
  await page.waitForURL(/\/account\/meetingcenter\/credentials\?id=\d+/);
  await page.getByAltText('参会凭证二维码').waitFor();
  await expectFitsPhone(page, 'credential');

  for (const [name, address] of [
    ['records', '/account/meetingcenter/record'],
    ['live-records', '/account/meetingcenter/liverecord'],
    ['orders', '/account/order'],
    ['messages', '/account/message'],
  ]) {
    await gotoHydrated(page, address!);
    await expectFitsPhone(page, name!);
  }
  // The sign-up is a card on the records page, with its credential one tap away.
  await gotoHydrated(page, '/account/meetingcenter/record');
  await seeText(page, CONGRESS);
  await page.getByRole('button', { name: '参会凭证' }).first().tap();
  await page.waitForURL(/\/account\/meetingcenter\/credentials\?id=\d+/);
  await context.close();
});

test('the organiser’s console stays the desktop page on a phone, and desktops keep the 1200 px layout', async () => {
  const phone = await newPhoneVisitor(browser);
  await loginByApi(phone, '13800000003');
  const console = await phone.newPage();
  await gotoHydrated(console, `/account/meeting/baseinfo?id=${meetingId}`);
  expect(await console.locator('meta[name="viewport"]').getAttribute('content')).toBe('width=1200');

  const desktop = await newVisitor(browser);
  const page = await desktop.newPage();
  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  // The desktop page lays the cover beside the meeting's facts, as before.
  const cover = await page.getByAltText(CONGRESS).boundingBox();
  const title = await page.getByRole('heading', { name: CONGRESS }).boundingBox();
  expect(cover!.x).toBeGreaterThan(title!.x + title!.width);
  await Promise.all([phone.close(), desktop.close()]);
});

test('a phone reader reads the blog, the questions, the news, the institutions, an institution’s site and the lecturers, each fitting the screen', async () => {
  const firstId = async (path: string, body: object) => {
    const reply = await fetch(`${baseUrl()}/apis${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await reply.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
  };
  const [blog, question, article, lecturer] = await Promise.all([
    firstId('/community/api/blog/list', { tab: 1 }),
    firstId('/community/api/question/list', { tab: 1 }),
    firstId('/community/api/article/zone/ref/list', {}),
    firstId('/user/api/lecturer/list', {}),
  ]);
  const context = await newPhoneVisitor(browser);
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['blog', '/blog'],
    ['blog-article', `/blog/article/${blog}`],
    ['questions', '/question'],
    ['question', `/question/view/${question}`],
    ['news', '/info'],
    ['news-article', `/info/detail/${article}`],
    ['institutions', '/organization'],
    ['institution', '/organization/view/1'],
    ['institution-meetings', '/organization/meeting/1'],
    ['institution-live', '/organization/live/1'],
    ['institution-courses', '/organization/vod/1'],
    ['institution-about', '/organization/aboutus/1'],
    ['lecturers', '/lecturer'],
    ['lecturer', `/lecturer/${lecturer}`],
  ];
  for (const [name, address] of pages) {
    await gotoHydrated(page, address);
    await expectFitsPhone(page, name);
  }
  await context.close();
});
