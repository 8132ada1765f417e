import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeTestVideo } from '../../../apps/server/test/media';
import { loginByApi } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeToast } from '../support/expect-page';

/**
 * A lecturer builds an on-demand course: the course, a chapter, a video lesson uploaded from the
 * lesson dialog, transcoded on the server while the page shows how far, then played in the preview.
 */

let browser: Browser;
let folder: string;
let clip: Buffer;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-course-e2e-'));
  [browser, clip] = await Promise.all([
    launchBrowser(),
    makeTestVideo(folder, 'lesson.mp4', { seconds: 4, size: '1280x720', sound: true }).then((file) =>
      readFile(file),
    ),
  ]);
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

test('a lecturer makes a paid course, uploads a video lesson, watches it transcode and previews it', async () => {
  const context = await newVisitor(browser);
  await loginByApi(context, '13800000005');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });

  await gotoHydrated(page, '/account/organization/vod');
  await page.getByRole('button', { name: '新建课程' }).click();
  await page.waitForURL(/\/account\/vod\/add$/);
  await page.getByLabel('课程名称').fill('心电图判读入门');
  await page.getByLabel('付费').check();
  await page.getByLabel('价格', { exact: true }).fill('99');
  await shot(page, 'course-add');
  await page.getByRole('button', { name: '保存并编辑课时' }).click();
  await page.waitForURL(/\/account\/vod\/period\?id=\d+/);

  await page.getByRole('button', { name: '添加章节' }).click();
  await page.getByLabel('章节名称').fill('第一章 基础');
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect.poll(() => page.getByTestId('course-chapter').textContent()).toContain('第一章 基础');

  await page.getByRole('button', { name: '添加课时' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('课时名称').fill('导联与波形');
  await dialog.getByLabel('试看').check();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '导联与波形.mp4', mimeType: 'video/mp4', buffer: clip });
  // Uploaded: the dialog names the file and its place in the transcoding queue.
  await expect
    .poll(() => dialog.getByTestId('video-state').textContent(), { timeout: 20_000 })
    .toContain('导联与波形.mp4');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(page, '操作成功');

  // The page follows the transcoding until the video plays, with its length and qualities.
  const state = page.getByTestId('course-chapter').getByTestId('video-state');
  await expect
    .poll(() => state.textContent(), { timeout: 60_000 })
    .toMatch(/可播放.*时长 0:04.*360p \/ 720p/);
  expect(await page.getByTestId('course-chapter').textContent()).toContain('试看');
  await shot(page, 'course-period');

  await page.getByRole('button', { name: '预览' }).click();
  const player = page.getByTestId('course-video-player');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  await shot(page, 'course-preview');

  await gotoHydrated(page, '/account/organization/vod');
  expect(await page.locator('table').textContent()).toMatch(/心电图判读入门.*¥99\.00.*草稿/);
  await shot(page, 'course-list');
});
