import type { Locator, Page } from 'playwright-core';

/** Waits for a text to be visible on the page (antd toasts included). */
export const seeText = (page: Page, text: string, timeout = 10_000) =>
  page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });

/** A 1×1 PNG: the smallest real image the upload check accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Waits for a toast (antd message) with this text, not just any such text on the page. */
export const seeToast = (page: Page, text: string, timeout = 10_000) =>
  page.locator('.ant-message').getByText(text).first().waitFor({ state: 'visible', timeout });

/** Picks the open antd Select's option showing this text (its visible item, not the a11y shadow). */
export const pickOption = (page: Page, text: string) =>
  page.locator('.ant-select-item-option').filter({ hasText: text }).first().click();

/**
 * Ticks a checkbox until it shows ticked: a click that lands while a dialog still animates open is
 * swallowed on a busy machine (CI saw it), and playwright's check() then fails instead of retrying.
 */
export const checkUntilTicked = async (checkbox: Locator) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await checkbox.isChecked()) return;
    await checkbox.click();
    await checkbox.page().waitForTimeout(200);
  }
  if (!(await checkbox.isChecked())) throw new Error('the checkbox never showed ticked');
};

/**
 * Picks `title` in an antd select until `shows` appears: a click on an option of a menu still
 * opening is swallowed on a busy machine (CI saw it), the way a checkbox's is in a dialog opening.
 */
export const chooseUntilShown = async (select: Locator, title: string, shows: Locator) => {
  // The option itself: the chosen value and other lists on the page may carry the same title.
  const option = select.page().locator(`.ant-select-item-option[title="${title}"]`);
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await option.isVisible())) await select.click();
      await option.click({ timeout: 5000 });
      await shows.waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/**
 * Waits until the video has played past `seconds`, as a viewer sees it move. When it does not, the
 * error says where the element stands (source, readiness, network, paused, the media error), so a
 * failure in CI names its cause instead of "expected 0".
 */
export const playsPast = async (video: Locator, seconds: number, timeout = 30_000) => {
  const deadline = Date.now() + timeout;
  let state = { currentTime: 0 };
  while (Date.now() < deadline) {
    state = await video.evaluate((element: HTMLVideoElement) => ({
      currentTime: element.currentTime,
      readyState: element.readyState,
      networkState: element.networkState,
      paused: element.paused,
      error: element.error?.message ?? null,
      src: element.currentSrc.slice(0, 80),
      duration: element.duration,
    }));
    if (state.currentTime > seconds) return;
    await video.page().waitForTimeout(250);
  }
  throw new Error(`the video did not play past ${seconds} s in ${timeout} ms: ${JSON.stringify(state)}`);
};
