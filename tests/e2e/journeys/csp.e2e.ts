import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';

/**
 * Pages run only their own inline scripts, and still hydrate: a rendered page's carry its response's
 * nonce; an anonymous visitor's kept page (decision 016) allows its scripts by their hashes.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test('pages allow no inline script but their own, and hydrate without a violation', async () => {
  // A page that is never kept (a form post's answer would do too): a nonce of its own every time.
  const personal = { headers: { cookie: 'RC_WEB_TOKEN=not-a-session' } };
  const first = await fetch(`${baseUrl()}/`, personal);
  const policy = first.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(policy).not.toContain("'unsafe-inline' 'nonce");
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
  expect(await first.text()).toContain(`nonce="${nonce}"`);
  const second = await fetch(`${baseUrl()}/`, personal);
  expect(second.headers.get('content-security-policy')).not.toBe(policy);
  const anonymous = await fetch(`${baseUrl()}/`);
  expect(anonymous.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);

  const api = await fetch(`${baseUrl()}/apis/system/api/website/get`, { method: 'POST' });
  expect(api.headers.get('content-security-policy')).toMatch(/script-src 'self';/);

  const context = await newVisitor(browser);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/meeting', '/login']) {
    await gotoHydrated(page, path);
  }
  const listed = (await (
    await fetch(`${baseUrl()}/apis/meeting/api/meeting/info/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { list: { id: number }[] } };
  await gotoHydrated(page, `/meeting/detail/${listed.data.list[0]!.id}`);
  expect(violations).toEqual([]);
  await context.close();
});
