import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TOKEN_COOKIE } from '@huitang/contracts';
import { firstLoadJavaScript } from '../../../bench/page-weight';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';

/**
 * Issue 45: a console page's first load leaves out what only a click needs. Each mark is a text
 * only that part's code holds (its component code: antd's CSS is a stylesheet now, not script):
 * rc-menu's (the side menu was a Menu), the confirm dialog of listing a meeting, the date picker's
 * time panel.
 */
const MENU = 'data-menu-list';
const CONFIRM = '-body-wrapper';
const PICKER = '-time-panel-cell';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const codeOf = async (scripts: string[]) =>
  Promise.all(scripts.map(async (script) => (await fetch(new URL(script, baseUrl()))).text()));

test('console pages load the side menu, the list confirm and date pickers only when they are used', async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000007');
  const token = (await organiser.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)!.value;

  for (const [path, absent] of [
    ['/account/meeting/baseinfo/publish?id=1', [MENU, CONFIRM, PICKER]],
    ['/account/meeting/baseinfo?id=1', [MENU, CONFIRM, PICKER]],
    ['/account/meeting/baseinfo/enroll?id=1', [PICKER, CONFIRM]],
    ['/account/meeting/email/send?id=1', [PICKER]],
    // The schedule's day, session and talk dialogs; the paper settings' and an exam's time window.
    ['/account/meeting/schedule?id=1', [PICKER]],
    ['/account/meeting/article/setting?id=1', [PICKER]],
    ['/account/meeting/exams/add?id=1', [PICKER]],
  ] as const) {
    const { scripts } = await firstLoadJavaScript(baseUrl(), path, token);
    expect(scripts.length, path).toBeGreaterThan(10);
    const code = await codeOf(scripts);
    for (const mark of absent)
      expect(
        code.some((text) => text.includes(mark)),
        `${path}: ${mark}`,
      ).toBe(false);
  }

  // The marks are real: focusing a date field loads the picker, which opens on its value.
  const page = await organiser.newPage();
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) loaded.push(response.url());
  });
  await gotoHydrated(page, '/account/meeting/baseinfo/enroll?id=1');
  const field = page.getByPlaceholder('开始时间', { exact: true });
  const shown = await field.inputValue();
  await field.click();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor();
  expect(await page.getByPlaceholder('开始时间', { exact: true }).inputValue()).toBe(shown);
  expect((await codeOf(loaded)).some((text) => text.includes(PICKER))).toBe(true);
  await organiser.close();
  // Seven pages' scripts fetched and read: over a minute when the machine is loaded.
}, 180_000);

/** The address of antd's stylesheet (vite/antd-static-css.ts) in a page's document, if it links it. */
const ANTD_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/antd-[^"]+\.css)">/;

test("a console page's document leaves antd's theme variables to the browser, which draws the page in the theme", async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000007');
  const token = (await organiser.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)!.value;
  const html = await (
    await fetch(`${baseUrl()}/account/meeting/attendsignup?id=1`, {
      headers: { cookie: `${TOKEN_COOKIE}=${token}` },
    })
  ).text();
  // The server draws the console's frame and a spinner, none of antd: 12 KB of variables for nothing.
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('data-token-hash');
  // antd's stylesheet heads the document, before the site's own, which win where both style an
  // element; the browser fetches it beside the page's scripts.
  expect(html.indexOf('<link rel="stylesheet"')).toBe(html.indexOf('<head>') + '<head>'.length);
  expect(html).toMatch(ANTD_STYLESHEET);
  // A page the server draws antd on keeps them, so it paints styled before its scripts run.
  expect(await (await fetch(`${baseUrl()}/meeting/detail/1`)).text()).toContain('data-token-hash');

  const page = await organiser.newPage();
  await gotoHydrated(page, '/account/meeting/attendsignup?id=1');
  const add = page.getByRole('button', { name: '手动添加报名' });
  await add.waitFor();
  // The theme's primary colour (styles/theme.ts), not antd's default blue or an unstyled button.
  expect(await add.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(31, 90, 246)');
  // antd wrote none of its components' CSS in the page, only the theme's variables: the stylesheet
  // has the rules.
  const written = await page.evaluate(() =>
    [...document.querySelectorAll('style')].some((style) =>
      /\.ant-btn[^{]*\{[^}]+\}/.test((style.textContent ?? '').replace(/--[\w-]+:[^;}]*;?/g, '')),
    ),
  );
  expect(written).toBe(false);

  // A popup, a dialog and a form's checks, drawn and styled as before: the dialog asks for the type
  // (its rule checker loads when first needed), whose list of options opens styled.
  await add.click();
  const dialog = page.locator('.ant-modal-container');
  await dialog.waitFor();
  expect(await dialog.evaluate((box) => getComputedStyle(box).borderTopLeftRadius)).not.toBe('0px');
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.locator('.ant-form-item-explain-error', { hasText: '请选择报名类型' }).waitFor();
  await page.locator('.ant-modal .ant-select').first().click();
  const option = page.locator('.ant-select-dropdown .ant-select-item-option').first();
  await option.waitFor();
  const popup = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  expect(await popup.evaluate((list) => getComputedStyle(list).boxShadow)).not.toBe('none');
  await option.click();
  await page
    .locator('.ant-form-item-explain-error', { hasText: '请选择报名类型' })
    .waitFor({ state: 'detached' });
  await organiser.close();
});

test('a page without antd links its stylesheet when a part of antd first draws', async () => {
  expect(await (await fetch(`${baseUrl()}/no-such-page`)).text()).not.toMatch(ANTD_STYLESHEET);
  const visitor = await newVisitor(browser);
  const page = await visitor.newPage();
  await gotoHydrated(page, '/no-such-page');
  // The header's "more" menu is antd's Dropdown, loaded once the page is idle or at the first
  // hover: its stylesheet comes with it, first in the head.
  await page.getByText('更多', { exact: true }).hover();
  const menu = page.locator('.ant-dropdown-menu');
  await menu.waitFor();
  const first = await page.evaluate(
    () => document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '',
  );
  expect(first).toMatch(/^\/assets\/antd-.+\.css$/);
  expect(await menu.evaluate((list) => getComputedStyle(list).boxShadow)).not.toBe('none');
  await visitor.close();
});
