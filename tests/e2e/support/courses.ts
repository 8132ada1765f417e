import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginByApi } from './accounts';
import { gotoHydrated, newVisitor, waitHydrated } from './browser';
import { seeToast } from './expect-page';

/** A full-page screenshot into SHOTS_DIR, when one is set (to look at the pages a journey built). */
export const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

/**
 * The owner sends the course named `name` for review from the list at `listPath`, and the platform's
 * administrator approves it at /admin/courses: it is listed.
 */
export const reviewAndList = async (browser: Browser, own: Page, listPath: string, name: string) => {
  await gotoHydrated(own, listPath);
  const row = own.locator('tr', { hasText: name });
  await row.getByRole('button', { name: '提交审核' }).click();
  await own.locator('.ant-popconfirm').getByRole('button', { name: '提交审核' }).click();
  await seeToast(own, '已提交审核');
  await expect.poll(() => row.textContent()).toContain('审核中');

  const admin = await newVisitor(browser);
  await loginByApi(admin, '13800000000');
  const review = await admin.newPage();
  await gotoHydrated(review, '/admin/courses');
  await shot(review, 'course-audit');
  const waiting = review.locator('tr', { hasText: name });
  await waiting.getByRole('button', { name: /^通\s*过$/ }).click();
  await review
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /^通\s*过$/ })
    .click();
  await seeToast(review, '操作成功');
};

/** Buys the course on its page in the sandbox cashier, which returns to the course when paid. */
export const buyInSandbox = async (page: Page, price: string) => {
  const courseUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: `立即购买 ${price}` }).click();
  await page.waitForURL(/\/pay\/sandbox\?/);
  await waitHydrated(page);
  await page.getByRole('button', { name: `确认支付 ${price}` }).click();
  // The sandbox's notice reaches the server; the cashier then returns to the course.
  await page.waitForURL((url) => url.pathname === courseUrl, { timeout: 20_000 });
  await waitHydrated(page);
};
