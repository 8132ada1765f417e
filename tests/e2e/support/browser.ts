import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { serverUrl } from './server';

export const baseUrl = (): string => serverUrl();

/** Debian's chromium; every launch gets its own temporary profile. `extraArgs`: a fake camera, say. */
export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });

/** A desktop visitor (1200 px, SPEC 9) with no cookies, optionally in English. */
export const newVisitor = async (browser: Browser, locale: 'zh' | 'en' = 'zh'): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, baseURL: baseUrl() });
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  slowDownWhenAsked(context);
  // An uncaught error in a page is printed with the journey's output: a failure on CI's machine then
  // says what broke the page, not only which button never came.
  context.on('weberror', (webError) =>
    console.error(`uncaught error on ${webError.page()?.url() ?? 'a page'}:`, webError.error()),
  );
  return context;
};

/**
 * E2E_CPU_THROTTLE=4 runs every page's JavaScript four times slower (Chromium's CPU throttling), as
 * on CI's loaded machine: a journey's race with an animation or a lazily loaded chunk shows up here
 * on a quiet one.
 */
const slowDownWhenAsked = (context: BrowserContext) => {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (rate <= 1) return;
  context.on('page', (page) => {
    void context
      .newCDPSession(page)
      .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }));
  });
};

/** Waits until the server-rendered page has hydrated, so clicks reach React. */
export const waitHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

export const gotoHydrated = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await waitHydrated(page);
  return response;
};
