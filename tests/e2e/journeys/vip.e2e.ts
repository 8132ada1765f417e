import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTestPdf } from '../../../apps/server/test/media';
import { loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor, waitHydrated } from '../support/browser';
import { seeText } from '../support/expect-page';
import { addDocumentChapter, reviewAndList, shot } from '../support/courses';
import { newPhoneVisitor, phoneProblems } from '../support/phone';

/**
 * A lecturer puts a library on sale below its list price and in the VIP plan; a visitor finds it at
 * /sale, becomes a member at /vip through the sandbox cashier, and reads past the free pages
 * without buying it; they keep it among their favourites, find the lesson in their study records and
 * follow its lecturer. The administrator sees the plans in the site settings.
 */

let browser: Browser;
let folder: string;
let handout: Buffer;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-vip-e2e-'));
  [browser, handout] = await Promise.all([
    launchBrowser(),
    makeTestPdf(folder, 'atlas.pdf', 3).then((file) => readFile(file)),
  ]);
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

test('a member studies a course of the VIP plan without buying it, keeps it, and follows its lecturer', async () => {
  // Its own name on each attempt: a retry must not meet the course a failed first attempt left.
  const courseName = `超声图谱 ${String(Date.now()).slice(-5)}`;
  const lecturer = await newVisitor(browser);
  await loginByApi(lecturer, '13800000005');
  const own = await lecturer.newPage();
  await own.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(own, '/account/library/add');
  await own.getByLabel('课程名称').fill(courseName);
  await own.getByLabel('付费').check();
  await own.getByLabel('价格', { exact: true }).fill('19');
  await own.getByLabel('原价', { exact: true }).fill('39');
  await own.getByRole('switch', { name: '会员免费' }).click();
  await shot(own, 'vip-course-form');
  await own.getByRole('button', { name: '保存并编辑课时' }).click();
  await own.waitForURL(/\/account\/library\/period\?id=\d+/);
  await addDocumentChapter(own, {
    chapter: '第一章 腹部',
    title: '肝脏',
    pdf: handout,
    pages: 3,
    freePages: 1,
  });
  await reviewAndList(browser, own, '/account/organization/vod?kind=library', courseName);

  const visitor = await newVisitor(browser);
  await registerUser(visitor);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, '/sale/library');
  const card = page.getByRole('link', { name: courseName });
  expect(await card.textContent()).toMatch(/会员免费.*¥19\.00¥39\.00/);
  await shot(page, 'sale');
  await card.click();
  await page.waitForURL(/\/library\/view\/\d+$/);
  await waitHydrated(page);
  const libraryUrl = new URL(page.url()).pathname;
  await seeText(page, '立即购买 ¥19.00');
  await page.getByRole('link', { name: '开通会员，免费学习本课程 →' }).click();

  await page.waitForURL(/\/vip$/);
  await waitHydrated(page);
  await seeText(page, '您还不是会员');
  await page.getByRole('button', { name: /^月度会员/ }).click();
  await shot(page, 'vip-plans');
  await page.getByRole('button', { name: '开通月度会员 ¥30.00' }).click();
  await page.waitForURL(/\/pay\/sandbox\?/);
  await waitHydrated(page);
  await page.getByRole('button', { name: '确认支付 ¥30.00' }).click();
  await page.waitForURL((url) => url.pathname === '/vip', { timeout: 20_000 });
  await waitHydrated(page);
  await expect
    .poll(() => page.getByTestId('vip-state').textContent())
    .toMatch(/^会员有效期至 \d{4}-\d{2}-\d{2}$/);
  await seeText(page, '续费月度会员 ¥30.00');
  await seeText(page, courseName);
  await shot(page, 'vip-member');

  // A member adds the library without an order and reads past the free page.
  await gotoHydrated(page, libraryUrl);
  await page.getByRole('button', { name: '会员免费学习' }).click();
  await page.getByRole('button', { name: '开始学习' }).click();
  const reader = page.getByTestId('document-reader');
  await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe('第 1 / 3 页');
  await reader.getByRole('button', { name: '下一页' }).click();
  await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe('第 2 / 3 页');
  await shot(page, 'vip-reading');

  // The student keeps it among their favourites, finds the lesson in their study records, and
  // follows its lecturer from the lecturer's page, where the library is listed too.
  await page.getByRole('button', { name: '收藏' }).click();
  await expect.poll(() => page.getByRole('button', { name: '已收藏' }).count()).toBe(1);
  await gotoHydrated(page, '/account/collection');
  await seeText(page, courseName);
  await shot(page, 'collection');
  await gotoHydrated(page, '/account/study');
  const record = page.locator('tr', { hasText: '肝脏' });
  expect(await record.textContent()).toMatch(new RegExp(`肝脏.*文档.*${courseName}.*读到第 2 / 3 页`));
  await shot(page, 'study-records');
  await gotoHydrated(page, '/lecturer');
  await page
    .getByRole('link', { name: /周晓雯/ })
    .first()
    .click();
  await page.waitForURL(/\/lecturer\/\d+$/);
  await waitHydrated(page);
  await seeText(page, 'TA 的课程');
  await seeText(page, courseName);
  await expect.poll(() => page.getByTestId('follower-count').textContent()).toMatch(/^\d+ 人关注$/);
  const before = Number((await page.getByTestId('follower-count').textContent())!.split(' ')[0]);
  await page.getByRole('button', { name: '关注' }).click();
  await expect.poll(() => page.getByTestId('follower-count').textContent()).toBe(`${before + 1} 人关注`);
  await shot(page, 'lecturer-followed');
  await gotoHydrated(page, '/account/attention');
  const followed = page.locator('li', { hasText: '周晓雯' });
  await followed.getByRole('button', { name: '取消关注' }).click();
  await seeText(page, '还没有关注');

  const admin = await newVisitor(browser);
  await loginByApi(admin, '13800000000');
  const console = await admin.newPage();
  await gotoHydrated(console, '/admin/site?tab=vipSet');
  expect(await console.locator('tr', { hasText: '月度会员' }).textContent()).toMatch(/30\.00.*30/);
  await shot(console, 'vip-admin');

  const phone = await (await newPhoneVisitor(browser)).newPage();
  await gotoHydrated(phone, '/vip');
  await seeText(phone, '季度会员');
  expect(await phoneProblems(phone)).toEqual([]);
  await shot(phone, 'vip-phone');
});
