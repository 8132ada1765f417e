import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, registerUser, uniqueMobile } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { asCongressOrganiser } from '../support/live';

/**
 * The hall of the congress: the organiser makes a theatre from a template, seats a guest by dragging
 * them onto the plan and opens seat choice; an attendee chooses their own seat, sees it on their
 * credential, and finds it again on the big screen at the door.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

const seat = (page: Page, place: string) => page.locator(`[data-seat="${place}"]`);

test('an organiser lays out the hall and seats a guest; an attendee chooses a seat and finds it', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  const typeId = form.types[0]!.id;

  // A theatre of 4 rows of 8 with an aisle after seat 4, from the template page.
  const page = await organiser.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, `/seat/selectTemplate?id=${meetingId}`);
  await page.getByLabel('排数').fill('4');
  await page.getByLabel('每排座位数').fill('8');
  await page.getByLabel('在这些座号后留过道').fill('4');
  await seeText(page, '共 32 个座位');
  await shot(page, 'seat-template');
  await page.getByRole('button', { name: '生成座位图' }).click();
  await page.waitForURL(/\/seat\?id=/);

  // A guest added by the organiser is dragged from the list onto row 1, seat 3.
  await call('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId,
    attendee: { name: '钱拖座', mobile: uniqueMobile(), unit: '浙江大学医学院', extra: {} },
  });
  await page.reload();
  await page.locator('[data-person="钱拖座"]').dragTo(seat(page, '1-3'));
  await seeToast(page, '保存成功');
  await expect.poll(() => seat(page, '1-3').getAttribute('data-tone')).toBe('taken');
  await expect.poll(() => page.locator('[data-person="钱拖座"]').count()).toBe(0);
  // Row 2, seat 1 is blocked (a pillar) and saved.
  await page.getByText('停用座位').click();
  await seat(page, '2-1').click();
  await page.getByRole('button', { name: '保存座位设置' }).click();
  await seeToast(page, '保存成功');
  await expect.poll(() => seat(page, '2-1').getAttribute('data-tone')).toBe('blocked');
  await shot(page, 'seat-editor');

  // Seat choice opens from the console page.
  await gotoHydrated(page, `/account/meeting/seat?id=${meetingId}`);
  await page.getByRole('switch').click();
  await seeToast(page, '保存成功');

  // An attendee of the congress chooses row 1, seat 5.
  const attendee = await newVisitor(browser);
  const mobile = await registerUser(attendee);
  const added = await call<{ id: number }>('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId,
    attendee: { name: '孙选座', mobile, unit: '上海瑞金医院', extra: {} },
  });
  const phone = await attendee.newPage();
  await phone.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(phone, `/seat/select?id=${meetingId}`);
  await seeText(phone, '您还没有座位');
  expect(await seat(phone, '1-3').getAttribute('data-tone')).toBe('taken');
  expect(await seat(phone, '2-1').getAttribute('data-tone')).toBe('blocked');
  await seat(phone, '1-5').click();
  await seeText(phone, '确认选择 1排5座？');
  await phone.getByRole('button', { name: /选\s*座/ }).click();
  await seeToast(phone, '保存成功');
  await expect.poll(() => phone.getByTestId('my-seat').textContent()).toContain('您的座位：1排5座');
  await shot(phone, 'seat-select');

  // The credential names the seat.
  await gotoHydrated(phone, `/account/meetingcenter/credentials?id=${added.id}`);
  await expect.poll(() => phone.getByTestId('credential-seat').textContent()).toContain('1排5座');
  expect(await apiAs(attendee)('/meeting/auth/meeting/user/seat/info/get-self', { meetingId })).toMatchObject(
    [{ row: 1, number: 5 }],
  );

  // At the door, the big screen finds them by name.
  await gotoHydrated(page, `/seat/big?id=${meetingId}`);
  await page.getByLabel('输入姓名或手机号').fill('孙选座');
  await page.getByLabel('输入姓名或手机号').press('Enter');
  await expect
    .poll(() => page.getByTestId('big-answer').textContent())
    .toContain('孙选座（上海瑞金医院）：1排5座');
  expect(await seat(page, '1-5').getAttribute('data-tone')).toBe('found');
  await shot(page, 'seat-big-screen');
});
