import { chromium } from 'playwright-core';
import { phoneProblems, IPHONE_AGENT } from './support/phone-checks.ts';
const origin = 'http://localhost:3999';
const [out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_AGENT, isMobile: true, hasTouch: true });
await ctx.addCookies([{ name: 'locale', value: process.env.LOC ?? 'zh', url: origin }]);
if (process.env.TOKEN) await ctx.addCookies([{ name: 'RC_WEB_TOKEN', value: process.env.TOKEN, url: origin }]);
const page = await ctx.newPage();
for (const [i, p] of paths.entries()) {
  await page.goto(origin + p);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true').catch(() => {});
  await page.waitForTimeout(300);
  console.log('==', p, page.url());
  for (const line of await phoneProblems(page)) console.log('  ', line);
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: process.env.FULL === '1' });
}
await browser.close();
