import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { playsPast, seeText, seeToast } from '../support/expect-page';
import { reviewAndList, shot } from '../support/courses';
import { pushTestStream } from '../support/live';

/**
 * A lecturer schedules a live course, takes its push address from the lessons page, and it is listed;
 * a student finds it at /live, enrols, waits on the lesson's curtain, watches it when the encoder
 * pushes, and after the live watches its replay on the same lesson.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Now in China time as the date picker takes it, 'YYYY-MM-DD HH:mm'. */
const chinaNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

test('a live lesson is scheduled, watched live by a student, then replayed', async () => {
  // Its own name on each attempt: a retry must not meet the course a failed first attempt left.
  const courseName = `起搏心电图直播课 ${String(Date.now()).slice(-5)}`;
  const lecturer = await newVisitor(browser);
  await loginByApi(lecturer, '13800000005');
  const own = await lecturer.newPage();
  await own.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(own, '/account/organization/live');
  await own.getByRole('button', { name: '新建课程' }).click();
  await own.waitForURL(/\/account\/live\/add/);
  await own.getByLabel('课程名称').fill(courseName);
  await own.getByRole('button', { name: '保存并编辑课时' }).click();
  await own.waitForURL(/\/account\/live\/period\?id=\d+/);
  const courseId = Number(new URL(own.url()).searchParams.get('id'));

  await own.getByRole('button', { name: '添加章节' }).click();
  await own.getByLabel('章节名称').fill('直播课表');
  await own.getByRole('button', { name: /确\s*定/ }).click();
  await own.getByRole('button', { name: '添加课时' }).click();
  const dialog = own.getByRole('dialog');
  await dialog.getByLabel('课时名称').fill('第一讲：起搏器心电图');
  expect(await dialog.getByText('直播', { exact: true }).count()).toBeGreaterThan(0);
  const start = dialog.getByLabel('开播时间');
  await start.click();
  await start.fill(chinaNow());
  await start.press('Enter');
  await dialog.getByLabel('直播时长（分钟）').fill('45');
  await shot(own, 'live-course-period-dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(own, '操作成功');
  await expect
    .poll(() => own.getByTestId('course-chapter').textContent())
    .toMatch(/第一讲：起搏器心电图.*直播.*开播 · 45 分钟/);

  // The push address and key, as OBS asks for them.
  await own.getByRole('button', { name: '推流' }).click();
  await seeText(own, '串流密钥');
  await expect.poll(() => own.getByTestId('lesson-status').textContent()).toBe('未开播');
  await shot(own, 'live-course-push');
  await own.keyboard.press('Escape');
  const outline = await apiAs(lecturer)<{ chapters: { periods: { id: number }[] }[] }>(
    '/course/auth/course/view',
    { id: courseId },
  );
  const periodId = outline.chapters[0]!.periods[0]!.id;
  const channel = await apiAs(lecturer)<{ pushUrl: string; streamKey: string }>('/course/auth/live/channel', {
    periodId,
  });
  await reviewAndList(browser, own, '/account/organization/live', courseName);

  // A student finds it among the live courses, enrols, and waits for the lecturer.
  const visitor = await newVisitor(browser);
  await registerUser(visitor);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, '/live');
  await seeText(page, '直播课程');
  await shot(page, 'live-courses');
  await page.getByRole('link', { name: courseName }).click();
  await page.waitForURL(`**/live/detail/${courseId}`);
  await page.getByRole('button', { name: '免费学习' }).click();
  await seeText(page, '学习进度');
  await page.getByRole('button', { name: /第一讲：起搏器心电图/ }).click();
  await seeText(page, '直播尚未开始，开播后自动播放');

  const encoder = pushTestStream(channel.pushUrl, channel.streamKey);
  try {
    const video = page.getByTestId('live-video');
    await playsPast(video, 1, 30_000);
    await shot(page, 'live-course-on-air');
    await gotoHydrated(page, '/live');
    await seeText(page, '直播中');
  } finally {
    encoder.kill('SIGINT');
  }

  // The recording becomes the lesson's replay.
  await expect
    .poll(
      async () => {
        await gotoHydrated(page, `/live/detail/${courseId}`);
        return page.getByRole('button', { name: /第一讲：起搏器心电图/ }).textContent();
      },
      { timeout: 90_000, interval: 3000 },
    )
    // The replay's length right after the title (m:ss), not the schedule's start time ("… 20:35 开播").
    .toMatch(/起搏器心电图\d+:\d\d$/);
  await page.getByRole('button', { name: /第一讲：起搏器心电图/ }).click();
  const replay = page.locator('video').first();
  await playsPast(replay, 0.5);
  await shot(page, 'live-course-replay');
}, 240_000);
