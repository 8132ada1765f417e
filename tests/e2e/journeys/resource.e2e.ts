import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTestPdf } from '../../../apps/server/test/media';
import { loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { pickOption, seeText, seeToast } from '../support/expect-page';
import { reviewAndList, shot } from '../support/courses';

/**
 * A lecturer offers courseware as a resource with a free trial file; a visitor finds it at /resource
 * and downloads the trial file under its Chinese name, while the paid one stays locked.
 */

let browser: Browser;
let folder: string;
let slides: Buffer;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-resource-e2e-'));
  [browser, slides] = await Promise.all([
    launchBrowser(),
    makeTestPdf(folder, 'slides.pdf', 2).then((file) => readFile(file)),
  ]);
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

/** On the lessons page: a file lesson of `bytes` named `name`, free to anyone when `trial`. */
const addFileLesson = async (
  own: import('playwright-core').Page,
  { title, name, trial }: { title: string; name: string; trial: boolean },
) => {
  await own.getByRole('button', { name: '添加课时' }).click();
  const dialog = own.getByRole('dialog');
  await dialog.getByLabel('课时名称').fill(title);
  if (trial) await dialog.getByLabel('试看').check();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: slides });
  await expect
    .poll(() => dialog.getByTestId('file-state').textContent(), { timeout: 20_000 })
    .toContain(name);
  await shot(own, 'resource-period-dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(own, '操作成功');
  // The toast may be the chapter's or the last lesson's still showing: the lesson is saved when its
  // dialog has closed.
  await dialog.waitFor({ state: 'hidden' });
};

test('a visitor downloads a resource’s trial file; the rest waits for buyers', async () => {
  // Its own name on each attempt: a retry must not meet the course a failed first attempt left.
  const courseName = `心电图教学课件 ${String(Date.now()).slice(-5)}`;
  const lecturer = await newVisitor(browser);
  await loginByApi(lecturer, '13800000005');
  const own = await lecturer.newPage();
  await own.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(own, '/account/organization/resource');
  await own.getByRole('button', { name: '新建课程' }).click();
  await own.waitForURL(/\/account\/resource\/add/);
  await own.getByLabel('课程名称').fill(courseName);
  await own.getByLabel('分类').click();
  await pickOption(own, '医学影像');
  await own.getByLabel('付费').check();
  await own.getByLabel('价格', { exact: true }).fill('29');
  await own.getByRole('button', { name: '保存并编辑课时' }).click();
  await own.waitForURL(/\/account\/resource\/period\?id=\d+/);
  await own.getByRole('button', { name: '添加章节' }).click();
  await own.getByLabel('章节名称').fill('课件');
  await own.getByRole('button', { name: /确\s*定/ }).click();
  await addFileLesson(own, { title: '课件目录', name: '课件目录.pdf', trial: true });
  await addFileLesson(own, { title: '全套课件', name: '全套课件.pdf', trial: false });
  await expect
    .poll(() => own.getByTestId('course-chapter').textContent())
    .toMatch(/课件目录.*资源.*课件目录\.pdf/);
  // Before it is listed, its owner previews the page students will see.
  await gotoHydrated(own, '/account/organization/resource');
  await own.locator('tr', { hasText: courseName }).getByRole('button', { name: '预览' }).click();
  await own.waitForURL(/\/preview\/resource\/\d+/);
  await seeText(own, '预览：这是课程上架后学员看到的页面');
  await reviewAndList(browser, own, '/account/organization/resource', courseName);

  const visitor = await newVisitor(browser);
  await registerUser(visitor);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, '/resource');
  await page.getByRole('button', { name: '医学影像' }).click();
  await page.waitForURL(/category=\d+/);
  await seeText(page, courseName);
  await shot(page, 'resources');
  await page.getByRole('link', { name: courseName }).click();
  await page.waitForURL(/\/resource\/detail\/\d+/);
  await seeText(page, '立即购买 ¥29.00');
  expect(await page.getByRole('button', { name: /全套课件/ }).isDisabled()).toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /课件目录/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('课件目录.pdf');
  const saved = await download.path();
  expect((await readFile(saved)).equals(slides)).toBe(true);
  await shot(page, 'resource-detail');

  // The lecturer's study statistics list the course; choosing it shows its lessons.
  await gotoHydrated(own, '/account/count/video');
  await own.locator('tr', { hasText: courseName }).click();
  await seeText(own, `「${courseName}」各课时`);
  await expect.poll(() => own.getByTestId('lesson-chart').locator('canvas').count()).toBeGreaterThan(0);
  await shot(own, 'count-video');
}, 120_000);
