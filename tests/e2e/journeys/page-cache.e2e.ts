import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';

/**
 * Anonymous visitors share rendered pages (docs/decisions/016-page-cache.md): what they see is what a
 * fresh render would show, an organiser's edit shows on the next request, the kept page's scripts
 * run under its hash policy, and no signed-in visitor's page is ever handed to anyone else.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const watchPolicy = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

test('an organiser’s edit shows to the next anonymous visitor of a kept meeting page', async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000003');
  const post = apiAs(organiser);
  const fields = {
    meetingName: '页面缓存测试会',
    startTime: '2027-06-10T09:00:00+08:00',
    endTime: '2027-06-11T17:00:00+08:00',
    city: '上海',
  };
  const meeting = await post<{ id: number }>('/meeting/auth/meeting/info/save', fields);
  await post('/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus: 1 });
  const path = `/meeting/detail/${meeting.id}`;

  const visitor = await newVisitor(browser);
  const page = await visitor.newPage();
  const violations = watchPolicy(page);
  await gotoHydrated(page, path);
  await page.getByRole('heading', { name: '页面缓存测试会' }).waitFor();
  // The second visit is the kept page: allowed by its scripts' hashes, and it still hydrates.
  const kept = await gotoHydrated(page, path);
  expect(kept?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(await kept?.text()).not.toContain('nonce=');

  await post('/meeting/auth/meeting/info/update', {
    ...fields,
    id: meeting.id,
    meetingName: '页面缓存测试会（改期）',
  });
  await gotoHydrated(page, path);
  await page.getByRole('heading', { name: '页面缓存测试会（改期）' }).waitFor();
  expect(violations).toEqual([]);
  await Promise.all([visitor.close(), organiser.close()]);
});

test('a signed-in visitor gets their own header, and anonymous visitors never get it', async () => {
  const anonymous = await newVisitor(browser);
  const stranger = await anonymous.newPage();
  await gotoHydrated(stranger, '/');
  await gotoHydrated(stranger, '/');
  expect(await stranger.getByRole('link', { name: '登录' }).count()).toBeGreaterThan(0);

  const member = await newVisitor(browser);
  // The demo ordinary user has three unread messages.
  await loginByApi(member, '13800000001');
  const own = await member.newPage();
  const violations = watchPolicy(own);
  const response = await gotoHydrated(own, '/');
  // The page everybody gets with this visitor's header spliced in (shared-pages.e2e.ts), never kept.
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  expect(await own.getByTestId('unread-count').textContent()).toBe('3');
  expect(violations).toEqual([]);

  await gotoHydrated(stranger, '/');
  expect(await stranger.getByTestId('unread-count').count()).toBe(0);
  expect(await stranger.getByRole('link', { name: '登录' }).count()).toBeGreaterThan(0);
  await Promise.all([anonymous.close(), member.close()]);
});
