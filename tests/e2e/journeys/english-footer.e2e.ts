import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { ON_PURPOSE, chineseText } from '../support/chinese-text';
import { seeText } from '../support/expect-page';

/**
 * An English reader (cookie locale=en) of the demo site: the full footer of the home page and the
 * minimal one of the course list show the English twins of the footer settings (service lines,
 * groups, articles, links, licence notes, copyright); only the ICP and police record numbers stay
 * Chinese, filed so and marked lang="zh-CN". The certificate check page is titled in the reader's
 * language, and a refused request names its field by its label. SHOTS_DIR keeps screenshots.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const shot = async (page: Page, name: string, selector?: string) => {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  await (selector ? page.locator(selector).screenshot({ path }) : page.screenshot({ path, fullPage: true }));
};

const expectFooterEnglish = async (page: Page) => {
  const { offending, marked } = await chineseText(page.locator('footer'));
  expect(offending, `Chinese in the footer:\n  ${offending.join('\n  ')}`).toEqual([]);
  expect(marked.filter((text) => !ON_PURPOSE.test(text))).toEqual([]);
};

test('the full and the minimal footer read English on an English page', async () => {
  const context = await newVisitor(browser, 'en');
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await footer.getByText('Hotline: 400-810-2026').waitFor();
  await footer.getByText('Value-added telecom business licence: Jing B2-20260123').waitFor();
  await footer.getByText('Chinese Medical Association').waitFor();
  await footer.getByText('All rights reserved').waitFor();
  await expectFooterEnglish(page);
  await shot(page, 'footer-full-en', 'footer');

  await gotoHydrated(page, '/list');
  await page.locator('footer').getByText('All rights reserved').waitFor();
  await expectFooterEnglish(page);
  await shot(page, 'footer-minimal-en', 'footer');
  await context.close();

  const chinese = await newVisitor(browser, 'zh');
  const zhPage = await chinese.newPage();
  await gotoHydrated(zhPage, '/');
  await zhPage.locator('footer').getByText('客服热线：400-810-2026').waitFor();
  await shot(zhPage, 'footer-full-zh', 'footer');
  await chinese.close();
});

test('the certificate check is titled in the reader language', async () => {
  for (const [locale, title] of [
    ['en', 'Check a certificate'],
    ['zh', '证书查询与验证'],
  ] as const) {
    const context = await newVisitor(browser, locale);
    const page = await context.newPage();
    await gotoHydrated(page, '/meeting/certificate');
    await seeText(page, title);
    expect(await page.title()).toMatch(new RegExp(`^${title} - `));
    await shot(page, `certificate-${locale}`);
    await context.close();
  }
});

test('a refused request names the field by its label in English', async () => {
  const context = await newVisitor(browser, 'en');
  await loginByApi(context, '13800000000');
  const reply = await context.request.post(`${baseUrl()}/apis/admin/auth/site/save`, {
    data: { collection: 'navBar', item: { navTitle: 'N'.repeat(33), navUrl: '/meeting' } },
  });
  expect(await reply.json()).toMatchObject({
    code: 601,
    msg: 'Navigation title must be at most 32 characters',
  });
  await context.close();
});
