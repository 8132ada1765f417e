import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { chooseUntilShown, seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * Information articles end to end: the platform admin adds a category to a zone, writes an article
 * in the drawer's editor, publishes and recommends it; a visitor finds it under its zone and
 * category, reads it with its related and recommended articles (the read is counted), and finds it
 * again from the header's search on /info, which searches news.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const STAMP = Date.now() % 100000;
const CATEGORY = `专家共识${STAMP % 1000}`;
const TITLE = `胸痛中心质控新指标发布 ${STAMP}`;

test('the admin writes, files and recommends an article; a visitor finds, reads and searches it', async () => {
  const adminContext = await newVisitor(browser);
  await loginByApi(adminContext, '13800000000');
  const admin = await adminContext.newPage();

  await gotoHydrated(admin, '/admin/info?tab=categories');
  await admin.getByRole('button', { name: '添加分类' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('分类名称').fill(CATEGORY);
  await dialog.getByLabel('英文名称').fill('Consensus');
  await dialog.getByRole('button', { name: /^(OK|确\s?定)$/ }).click();
  await seeToast(admin, '保存成功');
  await seeText(admin, CATEGORY);

  await gotoHydrated(admin, '/admin/info');
  await admin.getByRole('button', { name: '写资讯' }).click();
  const drawer = admin.getByRole('dialog');
  await drawer.getByLabel('标题').fill(TITLE);
  await chooseUntilShown(
    drawer.getByRole('combobox', { name: '分类' }),
    CATEGORY,
    drawer.getByTitle(CATEGORY, { exact: true }),
  );
  await drawer.getByLabel('来源').fill('会堂医学编辑部');
  const text = drawer.getByRole('textbox', { name: '正文' });
  await text.click();
  await text.pressSequentially('新版质控指标把首次医疗接触到球囊扩张的时间列为核心指标。');
  await expect.poll(() => text.textContent()).toContain('列为核心指标。');
  await shot(admin, 'admin-info-editor');
  await drawer.getByRole('button', { name: /^发\s?布$/ }).click();
  await seeToast(admin, '资讯已发布');
  const row = admin.locator('tr', { hasText: TITLE });
  await expect.poll(() => row.textContent()).toContain('已发布');
  await row.getByRole('button', { name: /^推\s?荐$/ }).click();
  await seeToast(admin, '保存成功');
  await gotoHydrated(admin, '/admin/info?tab=recommended');
  await seeText(admin, TITLE);
  await shot(admin, 'admin-info-recommended');

  const visitor = await (await newVisitor(browser)).newPage();
  await gotoHydrated(visitor, '/info');
  await visitor.getByRole('tab', { name: '医学会议' }).click();
  await visitor.getByTestId('info-categories').getByText(CATEGORY).click();
  await visitor.waitForURL(/zone=\d+&category=\d+/);
  await expect.poll(() => visitor.getByTestId('info-cards').textContent()).toContain(TITLE);
  await expect.poll(() => visitor.getByTestId('info-recommended').textContent()).toContain(TITLE);
  await shot(visitor, 'info-list');
  await visitor.getByTestId('info-cards').getByRole('link', { name: TITLE }).click();
  await visitor.waitForURL(/\/info\/detail\/\d+$/);
  const id = Number(visitor.url().split('/').pop());
  await seeText(visitor, '来源：会堂医学编辑部');
  await seeText(visitor, '新版质控指标把首次医疗接触到球囊扩张的时间列为核心指标。');
  expect(await visitor.locator('.ant-breadcrumb').textContent()).toContain(`资讯/医学会议/${CATEGORY}`);
  await shot(visitor, 'info-detail');
  // The page reports its read once it shows.
  const call = apiAs(adminContext);
  await expect
    .poll(async () => (await call<{ viewCount: number }>('/community/api/article/view', { id })).viewCount)
    .toBe(1);

  // The header's search on /info looks for news (type 8) and finds the article by a word in it.
  await gotoHydrated(visitor, '/info');
  const box = visitor.getByRole('search').getByRole('textbox');
  await box.fill('质控');
  await box.press('Enter');
  await visitor.waitForURL((url) => url.search === '?type=8');
  await expect.poll(() => visitor.getByTestId('search-hits').textContent()).toContain(TITLE);
});
