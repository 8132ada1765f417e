import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';

/**
 * Signed-in visitors of the public pages get the page everybody gets with their own header spliced
 * in (docs/decisions/017-shared-shell.md): the markup is the one a whole render for them has, the
 * browser hydrates it without a mismatch, and from there the site behaves as signed in.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** React's hydration complaints and any uncaught error, which a mismatched splice would cause. */
const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};

const tokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'RC_WEB_TOKEN')!.value;

/** A page's markup without its scripts: the loader data and the spliced visitor ride in scripts. */
const markupOf = (html: string) =>
  html
    .slice(html.indexOf('<body'), html.indexOf('</body>'))
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/ nonce="[^"]*"/g, '');

test('a signed-in visitor’s spliced page is the page a whole render gives them', async () => {
  const member = await newVisitor(browser);
  await loginByApi(member, '13800000001');
  const token = await tokenOf(member);
  const get = async (cookie: string) => {
    const response = await fetch(`${baseUrl()}/meeting`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return { policy: response.headers.get('content-security-policy') ?? '', html: await response.text() };
  };
  const spliced = await get(`locale=zh; RC_WEB_TOKEN=${token}`);
  // Any cookie the page cache does not know makes the page render whole for its visitor.
  const whole = await get(`locale=zh; RC_WEB_TOKEN=${token}; unknown=1`);
  expect(spliced.policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(whole.policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
  expect(markupOf(spliced.html)).toContain('data-testid="header-avatar"');
  expect(markupOf(spliced.html)).toBe(markupOf(whole.html));
  await member.close();
});

test('the spliced page hydrates as signed in, keeps the visitor across navigation and logs out', async () => {
  const member = await newVisitor(browser);
  await loginByApi(member, '13800000001');
  const page = await member.newPage();
  const errors = watchErrors(page);
  const response = await gotoHydrated(page, '/');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  // The demo ordinary user has three unread messages.
  expect(await page.getByTestId('unread-count').textContent()).toBe('3');

  // A client navigation runs the root loader again; the visitor stays.
  await page.getByRole('navigation').getByRole('link', { name: '会议', exact: true }).first().click();
  await page.waitForURL(/\/meeting$/);
  await page.getByTestId('header-avatar').waitFor();
  expect(await page.getByTestId('unread-count').textContent()).toBe('3');

  await page.getByTestId('header-avatar').hover();
  await page.getByTestId('header-avatar').click();
  // The dropdown's menu, once open and settled (it slides in).
  const menu = page.locator('.ant-dropdown').getByRole('menu');
  await menu.waitFor();
  const logout = menu.getByText('退出登录');
  // A real click at the item (the topmost element there, document.elementFromPoint says); Playwright's
  // own hit check misreads the popup, positioned from the right edge, as covered by the page beneath.
  await expect
    .poll(() =>
      logout.evaluate((item) => {
        const box = item.getBoundingClientRect();
        return item.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    )
    .toBe(true);
  await logout.click({ force: true });
  await page.getByRole('link', { name: '登录', exact: true }).waitFor();
  expect(await page.getByTestId('header-avatar').count()).toBe(0);
  expect(errors).toEqual([]);
  await member.close();
});

test('on a shared meeting page the signed-in visitor can follow the meeting; a preview stays the organiser’s', async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000003');
  const post = async <T>(path: string, data: object) => {
    const reply = await organiser.request.post(`${baseUrl()}/apis${path}`, { data });
    const body = (await reply.json()) as { code: number; msg: string; data: T };
    expect(body.code, `${path}: ${body.msg}`).toBe(200);
    return body.data;
  };
  const meeting = await post<{ id: number }>('/meeting/auth/meeting/info/save', {
    meetingName: '拼接页面测试会',
    startTime: '2027-07-10T09:00:00+08:00',
    endTime: '2027-07-11T17:00:00+08:00',
    city: '杭州',
  });
  await post('/meeting/auth/meeting/info/push', { id: meeting.id, meetingStatus: 1 });

  const member = await newVisitor(browser);
  await loginByApi(member, '13800000001');
  const page = await member.newPage();
  const errors = watchErrors(page);
  await gotoHydrated(page, `/meeting/detail/${meeting.id}`);
  await page.getByRole('button', { name: '关注会议' }).click();
  await page.getByRole('button', { name: '已关注' }).waitFor();
  expect(errors).toEqual([]);

  // The organiser's preview of the same page is theirs alone, rendered whole.
  const preview = await organiser.newPage();
  const previewed = await gotoHydrated(preview, `/meeting/detail?id=${meeting.id}&preview=true`);
  expect(previewed?.headers()['content-security-policy']).toMatch(/'nonce-/);
  await Promise.all([member.close(), organiser.close()]);
});
