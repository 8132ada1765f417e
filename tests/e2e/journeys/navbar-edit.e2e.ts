import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gotoHydrated, launchBrowser } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';
import { asCongressOrganiser } from '../support/live';

/**
 * Editing one of the meeting's own navbar pages on its own page (SPEC baseinfo navbaredit): the
 * preview follows every keystroke, and attendees read what was saved.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('an organiser writes a navbar page beside its live preview, and attendees read it', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const name = `交通指南${Date.now() % 1000}`;
  await call('/meeting/auth/meeting/menu/save', {
    meetingId,
    name,
    section: '',
    content: '<p>地铁 2 号线</p>',
  });
  const menuNamed = async (wanted: string) =>
    (await call<{ id: number; name: string }[]>('/meeting/auth/meeting/menu/list', { meetingId })).find(
      (row) => row.name === wanted,
    )!;
  const menu = await menuNamed(name);
  const page = await organiser.newPage();
  await gotoHydrated(page, `/account/meeting/baseinfo/navbar?id=${meetingId}`);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: '编辑页面' })
    .click();
  await page.waitForURL(/\/account\/meeting\/baseinfo\/navbaredit\?id=\d+&menu=\d+/);

  const preview = page.getByTestId('navbar-preview');
  await expect.poll(() => preview.textContent()).toContain('地铁 2 号线');
  const editor = page.getByRole('textbox', { name: '页面内容' });
  await editor.click();
  await page.keyboard.press('End');
  await editor.pressSequentially('，会展中心站 A 口出站后步行 300 米。');
  // The preview follows the editor as it is typed, before anything is saved.
  await expect.poll(() => preview.textContent()).toContain('会展中心站 A 口出站后步行 300 米');
  await shot(page, 'navbar-edit');
  await page.getByRole('button', { name: '保存页面' }).click();
  await seeToast(page, '保存成功');

  const shown = await call<{ content: string }>('/meeting/api/meeting/menu/view', { id: menu.id });
  expect(shown.content).toContain('会展中心站 A 口出站后步行 300 米');

  // A built-in section has no page of its own to edit.
  const agenda = `日程${Date.now() % 1000}`;
  await call('/meeting/auth/meeting/menu/save', { meetingId, name: agenda, section: 'agenda' });
  const section = await menuNamed(agenda);
  await gotoHydrated(page, `/account/meeting/baseinfo/navbaredit?id=${meetingId}&menu=${section.id}`);
  await seeText(page, '这个导航不是自定义页面');
  await call('/meeting/auth/meeting/menu/delete', { id: section.id });
  await call('/meeting/auth/meeting/menu/delete', { id: menu.id });
});
