import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('a visitor searches from the header, finds the congress by a word inside its name and opens it', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  const box = page.getByRole('search').getByRole('textbox');
  await box.fill('心血管');
  await box.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === `/search/${encodeURIComponent('心血管')}` && url.search === '?type=0',
  );
  await seeText(page, '找到 1 个相关会议');
  expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('会议');
  // On the results page the path holds the words: searching again from the header keeps the type,
  // even when the last words contain a section's name ('olive' has 'live' in it).
  await box.fill('olive');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search/olive' && url.search === '?type=0');
  await box.fill('心血管');
  await box.press('Enter');
  await page.waitForURL((url) => url.search === '?type=0' && url.pathname !== '/search/olive');
  await page.getByRole('link', { name: /2026 华东心血管病学术年会/ }).click();
  await page.waitForURL(/\/meeting\/detail\?id=\d+$/);
  await seeText(page, '上海国际会议中心');
  await context.close();
});

test('the search page searches again, asks for words when blank and says when nothing matches', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  // A type the page has no tab for (3, unused in SPEC) shows the meetings.
  await gotoHydrated(page, `/search/${encodeURIComponent('人工智能')}?type=3`);
  await seeText(page, '第三届医学人工智能创新峰会');
  const input = page.getByRole('searchbox', { name: '搜索会议、课程、考试、博客、问答' });
  expect(await input.inputValue()).toBe('人工智能');

  await input.fill('  ');
  await input.press('Enter');
  await seeToast(page, '请输入搜索内容');

  await input.fill('恐龙化石');
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname === `/search/${encodeURIComponent('恐龙化石')}`);
  await seeText(page, '没有找到与“恐龙化石”相关的会议');
  await page.getByRole('link', { name: '浏览全部会议' }).click();
  await page.waitForURL((url) => url.pathname === '/meeting');
  await context.close();
});

test('an English visitor reads the results in English', async () => {
  const context = await newVisitor(browser, 'en');
  const page = await context.newPage();
  await gotoHydrated(page, '/search/cardio');
  await seeText(page, '1 meeting found');
  await page.getByRole('link', { name: /2026 East China Cardiology Congress/ }).waitFor();
  await context.close();
});
