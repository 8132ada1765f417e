import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * The directory of organisations (/organization): a visitor filters by kind, searches by name and
 * opens an institution's own site from its card.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a visitor browses the institutions by kind and name and enters one’s site', async () => {
  const page = await (await newVisitor(browser)).newPage();
  await gotoHydrated(page, '/organization');
  const cards = page.getByTestId('org-directory');
  await expect.poll(() => cards.textContent()).toContain('华东医学教育中心');
  await expect.poll(() => cards.textContent()).toContain('未来科技研究院');
  await shot(page, 'organization-directory');

  await page.getByRole('tab', { name: '高校科研' }).click();
  await page.waitForURL(/category=university/);
  await expect.poll(() => cards.textContent()).not.toContain('华东医学教育中心');
  await expect.poll(() => cards.textContent()).toContain('未来科技研究院');

  // Each filter is a navigation: the next one starts from the address the first one committed.
  await page.getByRole('tab', { name: '全部' }).click();
  await page.waitForURL((url) => !url.searchParams.has('category'));
  const search = page.getByRole('searchbox', { name: '搜索机构名称' });
  await search.fill('华东');
  await search.press('Enter');
  await page.waitForURL(/keyword=/);
  await expect.poll(() => cards.textContent()).not.toContain('未来科技研究院');
  await search.fill('不存在的机构名');
  await search.press('Enter');
  await seeText(page, '没有找到机构');

  await search.fill('华东');
  await search.press('Enter');
  await expect.poll(() => cards.textContent()).toContain('华东医学教育中心');
  await cards.getByRole('link').first().click();
  await page.waitForURL(/\/organization\/view\/\d+$/);
  await seeText(page, '华东医学教育中心');
});
