import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, readSmsCode, registerUser, uniqueMobile } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { shot } from '../support/courses';

/**
 * A certified guest (/account/guest): the congress's organiser lists a speaker by their work mobile;
 * the speaker proves that number with a code, keeps their own profile, and the congress's speakers
 * page shows it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a speaker claims the entry an organiser made for their mobile and keeps one profile', async () => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000007');
  const call = apiAs(organiser);
  const listed = await call<{ list: { id: number; meetingName: string }[] }>(
    '/meeting/api/meeting/info/list',
    {
      pageCurrent: 1,
      pageSize: 20,
    },
  );
  const meetingId = listed.list.find((m) => m.meetingName === '2026 华东心血管病学术年会')!.id;
  const workPhone = uniqueMobile();
  await call('/meeting/auth/meeting/guest/save', {
    meetingId,
    name: '沈若溪',
    title: '副主任医师',
    organization: '会务组登记的单位',
    mobile: workPhone,
  });

  const context = await newVisitor(browser);
  await loginByApi(context, await registerUser(context));
  const page = await context.newPage();
  await gotoHydrated(page, '/account/guest');
  await seeText(page, '还没有认领到会议。');
  const mobile = page.getByLabel('登记的手机号');
  await mobile.fill(workPhone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await readSmsCode(workPhone));
  await page.getByRole('button', { name: '验证并认领' }).click();
  await page.getByTestId('guest-entry').getByText('2026 华东心血管病学术年会').waitFor();
  // The profile starts from the organiser's entry; the speaker makes it their own.
  const title = page.getByLabel('职称/职务', { exact: true });
  expect(await title.inputValue()).toBe('副主任医师');
  await title.fill('主任医师、教授');
  await page.getByLabel('所在单位', { exact: true }).fill('浙江大学医学院附属第二医院');
  await page.getByRole('button', { name: '保存资料' }).click();
  await seeToast(page, '保存成功');
  await shot(page, 'guest-centre');

  const visitor = await (await newVisitor(browser)).newPage();
  await gotoHydrated(visitor, `/meeting/keynoter?id=${meetingId}`);
  await seeText(visitor, '浙江大学医学院附属第二医院');

  // "Not me": the speaker gives the entry back, and the centre no longer lists the congress.
  await page
    .getByTestId('guest-entry')
    .getByRole('button', { name: /不是我$/ })
    .click();
  await page.getByRole('button', { name: /^(OK|确\s?定)$/ }).click();
  await seeToast(page, '已放弃认领，该会议将显示主办方填写的资料');
  await seeText(page, '还没有认领到会议。');
  await context.close();
  await organiser.close();
});
