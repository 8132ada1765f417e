import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * The template gallery (/tpl): the owner of 未来科技研究院 (org 2, demo layout academy) previews the
 * conference layout with the institution's own content, applies it, and the site's home page has it.
 * Anyone who does not run a site is sent to the directory.
 */

const ORG_B = 2;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('visitors and people who run no site are sent to the directory', async () => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/tpl`);
  await page.waitForURL(`${baseUrl()}/organization`);
  await registerUser(context).then((mobile) => loginByApi(context, mobile));
  await page.goto(`${baseUrl()}/tpl`);
  await page.waitForURL(`${baseUrl()}/organization`);
  await context.close();
});

test('an owner previews a layout with their own content, applies it, and the site shows it', async () => {
  const context = await newVisitor(browser);
  await loginByApi(context, '13800000004');
  const page = await context.newPage();
  await gotoHydrated(page, '/tpl');
  await seeText(page, '为「未来科技研究院」的官网首页选一种版式');
  const card = (template: string) => page.locator(`article[data-template="${template}"]`);
  await expect.poll(() => card('academy').textContent()).toContain('当前使用');
  // Each card is the institution's real home page in that layout, shrunk.
  await card('conference').locator('iframe').contentFrame().getByText('近期会议').waitFor();
  await shot(page, 'template-gallery');

  await card('conference')
    .getByRole('button', { name: /预\s?览$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('预览：会议门户').waitFor();
  await dialog.locator('iframe').contentFrame().getByRole('link', { name: '查看详情并报名' }).waitFor();
  await dialog.getByRole('button', { name: '应用此模板' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /^(确\s?定|OK)$/ })
    .click();
  await seeToast(page, '保存成功');
  await expect.poll(() => card('conference').textContent()).toContain('当前使用');
  await expect.poll(() => card('academy').textContent()).not.toContain('当前使用');

  // Every visitor now gets the conference layout: the next meeting leads, the introduction follows.
  const visitor = await (await newVisitor(browser)).newPage();
  await gotoHydrated(visitor, `/organization/view/${ORG_B}`);
  await visitor.getByRole('link', { name: '查看详情并报名' }).waitFor();
  await seeText(visitor, '机构简介');
  await shot(visitor, 'org-home-conference');

  // Back to the demo's layout for the journeys that follow.
  await apiAs(context)('/user/auth/org/page/template', { orgId: ORG_B, template: 'academy' });
  await context.close();
});
