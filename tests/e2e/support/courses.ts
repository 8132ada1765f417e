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

/**
 * On the course's lessons page: a chapter, and in it a document lesson of `pdf` whose first
 * `freePages` pages visitors may read.
 */
export const addDocumentChapter = async (
  own: Page,
  {
    chapter,
    title,
    pdf,
    pages,
    freePages,
  }: { chapter: string; title: string; pdf: Buffer; pages: number; freePages: number },
) => {
  await own.getByRole('button', { name: '添加章节' }).click();
  await own.getByLabel('章节名称').fill(chapter);
  await own.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => own.getByTestId('course-chapter').textContent()).toContain(chapter);
  await own.getByRole('button', { name: '添加课时' }).click();
  const dialog = own.getByRole('dialog');
  await dialog.getByLabel('课时名称').fill(title);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect
    .poll(() => dialog.getByTestId('document-state').textContent(), { timeout: 20_000 })
    .toContain(`${title}.pdf`);
  expect(await dialog.getByTestId('document-state').textContent()).toContain(`${pages} 页`);
  await dialog.getByLabel('免费试读页数').fill(String(freePages));
  await shot(own, 'library-period-dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(own, '操作成功');
  await expect
    .poll(() => own.getByTestId('course-chapter').textContent())
    .toMatch(new RegExp(`${title}.*文档.*${pages} 页 · 免费试读 ${freePages} 页`));
};
