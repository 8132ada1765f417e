import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTestPdf } from '../../../apps/server/test/media';
import { loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor, waitHydrated } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { addDocumentChapter, buyInSandbox, reviewAndList, shot } from '../support/courses';
import { newPhoneVisitor, phoneProblems } from '../support/phone';

/**
 * A lecturer publishes a paid document library whose first two pages are free; a visitor reads
 * those two in the page reader and is stopped at the third, buys the library in the sandbox and
 * reads it through to the last page, which finishes it. The lecturer then refunds the order, and the
 * library is closed to the reader again.
 */

let browser: Browser;
let folder: string;
let handout: Buffer;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-library-e2e-'));
  [browser, handout] = await Promise.all([
    launchBrowser(),
    makeTestPdf(folder, 'handout.pdf', 5).then((file) => readFile(file)),
  ]);
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

/** Whether pdf.js has drawn something on the reader's canvas (a page is not all one colour). */
const drawn = (reader: Locator) =>
  reader.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!pixels || canvas.width === 0) return false;
    for (let i = 4; i < pixels.length; i += 4) if (pixels[i] !== pixels[0]) return true;
    return false;
  });

test('a PDF library opens its free pages to visitors and every page to buyers, who finish it by reading', async () => {
  // Its own name on each attempt: a retry must not meet the library a failed first attempt left.
  const courseName = `心电图图谱 ${String(Date.now()).slice(-5)}`;
  const lecturer = await newVisitor(browser);
  await loginByApi(lecturer, '13800000005');
  const own = await lecturer.newPage();
  await own.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(own, '/account/organization/vod');
  await own.getByRole('tab', { name: '文库' }).click();
  // The address changes a moment before the page shows the libraries: wait for the tab to show chosen.
  await own.getByRole('tab', { name: '文库', selected: true }).waitFor();
  await own.getByRole('button', { name: '新建课程' }).click();
  await own.waitForURL(/\/account\/library\/add$/);
  await own.getByLabel('课程名称').fill(courseName);
  await own.getByLabel('付费').check();
  await own.getByLabel('价格', { exact: true }).fill('19');
  await own.getByRole('button', { name: '保存并编辑课时' }).click();
  await own.waitForURL(/\/account\/library\/period\?id=\d+/);

  await addDocumentChapter(own, {
    chapter: '第一章 正常心电图',
    title: '窦性心律',
    pdf: handout,
    pages: 5,
    freePages: 2,
  });
  await shot(own, 'library-period');

  await reviewAndList(browser, own, '/account/organization/vod?kind=library', courseName);

  // A visitor finds it in the library and reads the two free pages; the third is behind the purchase.
  const visitor = await newVisitor(browser);
  await registerUser(visitor);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, '/library');
  await shot(page, 'library-catalog');
  await page.getByRole('link', { name: courseName }).click();
  await page.waitForURL(/\/library\/view\/\d+$/);
  await waitHydrated(page);
  const libraryUrl = new URL(page.url()).pathname;
  await seeText(page, '试读 2 / 5 页');
  await page.getByRole('button', { name: /窦性心律/ }).click();
  const reader = page.getByTestId('document-reader');
  await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe('第 1 / 5 页');
  await expect.poll(() => drawn(reader), { timeout: 20_000 }).toBe(true);
  await shot(page, 'library-reader');
  await reader.getByRole('button', { name: '下一页' }).click();
  await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe('第 2 / 5 页');
  await reader.getByRole('button', { name: '下一页' }).click();
  await expect
    .poll(() => reader.getByTestId('reader-locked').textContent())
    .toBe('免费试读 2 页已读完，购买后可阅读全部 5 页');
  await shot(page, 'library-locked');

  await buyInSandbox(page, '¥19.00');

  // Bought: every page opens, and reading through to the last finishes the library.
  await page.getByRole('button', { name: '开始学习' }).click();
  await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe('第 1 / 5 页');
  for (let number = 2; number <= 5; number++) {
    await reader.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe(`第 ${number} / 5 页`);
  }
  await expect.poll(() => drawn(reader), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(() => page.getByTestId('course-progress').textContent(), { timeout: 10_000 })
    .toBe('100%');
  await shot(page, 'library-read');

  // Back later, it opens where the reader stopped.
  await gotoHydrated(page, libraryUrl);
  await seeText(page, '已学完');
  await page.getByRole('button', { name: '继续学习' }).click();
  await expect.poll(() => reader.getByTestId('reader-page').textContent()).toBe('第 5 / 5 页');

  // The lecturer refunds the order from the course orders: the reader's access goes with it.
  await gotoHydrated(own, '/account/organization/order');
  const order = own.locator('tr', { hasText: courseName });
  expect(await order.textContent()).toMatch(/¥19\.00.*已支付/);
  await order.getByRole('button', { name: /退\s*款/ }).click();
  const refund = own.getByRole('dialog');
  await refund.getByLabel('退款原因').fill('重复购买');
  await shot(own, 'library-refund');
  await refund.getByRole('button', { name: /退\s*款/ }).click();
  await seeToast(own, '已退款，学员已移出课程');
  await expect.poll(() => order.textContent()).toMatch(/已退款.*退款原因：重复购买/);
  await shot(own, 'library-orders');
  await gotoHydrated(page, libraryUrl);
  await seeText(page, '立即购买 ¥19.00');

  const phone = await (await newPhoneVisitor(browser)).newPage();
  await gotoHydrated(phone, libraryUrl);
  await seeText(phone, '窦性心律');
  expect(await phoneProblems(phone)).toEqual([]);
  await shot(phone, 'library-phone');
});
