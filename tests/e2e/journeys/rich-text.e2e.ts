import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';

/**
 * One rich-text policy, applied once on save: what an organiser saves with allowed markup is exactly
 * what the public page shows, and nothing that runs reaches the page.
 */

const ALLOWED =
  '<h2 style="text-align:center;color:#c00">大会议程</h2>' +
  '<p>欢迎 <a href="https://example.org/" target="_blank">主办方</a></p>' +
  '<video src="/uploads/demo/intro.mp4" controls></video>';
const HOSTILE =
  '<script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2">' +
  '<a href="javascript:window.__pwned = 3">点我</a><p onclick="window.__pwned = 4">段落</p>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('a meeting introduction keeps its allowed markup on the public page and loses everything that runs', async () => {
  const context = await newVisitor(browser);
  await loginByApi(context, '13800000003');
  const post = async <T>(path: string, data: object) => {
    const response = await context.request.post(`${baseUrl()}/apis${path}`, { data });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  };
  const meeting = await post<{ id: number; introduction: string }>('/meeting/auth/meeting/info/save', {
    meetingName: '富文本往返测试会',
    startTime: '2027-06-10T09:00:00+08:00',
    endTime: '2027-06-11T17:00:00+08:00',
    city: '上海',
    introduction: ALLOWED + HOSTILE,
  });
  await post('/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus: 1 });

  // Saved: the allowed part untouched (links gain rel=noopener), the hostile part defused.
  expect(meeting.introduction).toContain('<h2 style="text-align:center;color:#c00">大会议程</h2>');
  expect(meeting.introduction).toContain('<video src="/uploads/demo/intro.mp4" controls></video>');
  expect(meeting.introduction).toContain('target="_blank" rel="noopener noreferrer"');
  expect(meeting.introduction).not.toMatch(/<script|onerror|onclick|javascript:/i);

  // Shown: exactly what was saved, in the server-rendered page.
  const html = await (await fetch(`${baseUrl()}/meeting/detail/${meeting.id}`)).text();
  expect(html).toContain(meeting.introduction);
  expect(html).not.toMatch(/__pwned/);

  const page = await context.newPage();
  await gotoHydrated(page, `/meeting/detail/${meeting.id}`);
  await page.getByRole('heading', { name: '大会议程' }).waitFor();
  expect(await page.locator('video[src="/uploads/demo/intro.mp4"]').count()).toBe(1);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await context.close();
});
