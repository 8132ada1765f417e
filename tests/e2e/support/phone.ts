import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';
import { IPHONE_AGENT } from './phone-checks';

export { IPHONE_AGENT, phoneProblems } from './phone-checks';

/** An iPhone 14-sized visitor (390 × 844, touch, the phone's user agent) with no cookies. */
export const newPhoneVisitor = async (
  browser: Browser,
  locale: 'zh' | 'en' = 'zh',
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_AGENT,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
  });
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  return context;
};
