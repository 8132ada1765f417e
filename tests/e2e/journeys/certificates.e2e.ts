import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerUser } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { asCongressOrganiser } from '../support/live';
import { pdfPages } from '../../../apps/server/test/pdf-text';

/**
 * The congress from door to certificate: an attendee checks in by scanning the door QR; afterwards the
 * organiser words the certificate and issues it to everyone confirmed; the attendee downloads theirs;
 * anyone holding it checks it by the number its QR carries, or by name and mobile; revoked, its check
 * says so and why.
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

test('an organiser issues certificates; an attendee downloads one; a stranger verifies it', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  const attendee = await newVisitor(browser);
  const mobile = await registerUser(attendee);
  await call('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId: form.types[0]!.id,
    attendee: { name: '欧阳证书', mobile, unit: '中山大学附属第一医院', extra: {} },
  });

  // At the door the attendee scans the door QR with their phone and checks themselves in.
  const qr = await organiser.request.get(
    `${baseUrl()}/apis/meeting/auth/meeting/register/qrcode?meetingId=${meetingId}`,
  );
  const image = PNG.sync.read(await qr.body());
  const door = new URL(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)!.data);
  const phone = await attendee.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(phone, `${door.pathname}${door.search}`);
  await phone.getByRole('button', { name: '确认签到' }).click();
  await seeText(phone, '签到成功');
  await shot(phone, 'onsite-self-sign');

  // The wording and the hours, saved; then issued to everyone confirmed.
  const page = await organiser.newPage();
  await page.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(page, `/account/meeting/baseinfo/certificate?id=${meetingId}`);
  await page.getByLabel('证书标题', { exact: true }).fill('继续医学教育证书');
  await page.getByLabel('每人基础学时').fill('6');
  await expect.poll(() => page.getByTestId('certificate-canvas').textContent()).toContain('继续医学教育证书');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(page, '保存成功');
  await page.getByText('所有报名成功的参会人').click();
  await page.getByRole('button', { name: /^颁\s*发$/ }).click();
  await seeToast(page, '操作成功');
  await page.getByLabel('搜索姓名、手机号或证书编号').fill('欧阳证书');
  await page.getByLabel('搜索姓名、手机号或证书编号').press('Enter');
  const row = page.getByTestId('certificate-records').locator('tr', { hasText: '欧阳证书' });
  await expect.poll(() => row.count()).toBe(1);
  const serial = (await row.locator('td').nth(1).textContent())!;
  expect(serial).toMatch(/^HT\d{4}\d+\d{5}$/);
  await shot(page, 'certificate-console');

  // The unit was typed wrong at sign-up: the organiser corrects it on the certificate itself.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('单位', { exact: true }).fill('北京协和医院');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await seeToast(page, '操作成功');
  await row.getByText('北京协和医院').waitFor();

  // The attendee's own certificate, in real Chinese glyphs.
  const mine = await attendee.newPage();
  await mine.setViewportSize({ width: 1200, height: 900 });
  await gotoHydrated(mine, '/account/certificate');
  await seeText(mine, serial);
  const [download] = await Promise.all([
    mine.waitForEvent('download'),
    mine.getByRole('button', { name: /下载证书/ }).click(),
  ]);
  const pdf = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const [text] = await pdfPages(Buffer.concat(chunks));
  expect(text).toContain('欧阳证书');
  expect(text).toContain('继续医学教育证书');
  expect(text).toContain(`证书编号：${serial}`);
  await shot(mine, 'certificate-mine');

  // A stranger follows the QR's link, then checks by name and mobile.
  const stranger = await (await newVisitor(browser)).newPage();
  await stranger.setViewportSize({ width: 1200, height: 900 });
  await stranger.goto(`${baseUrl()}/meeting/certificate?serial=${serial}`);
  await seeText(stranger, '证书真实有效');
  await seeText(stranger, '欧阳证书');
  await shot(stranger, 'certificate-verify');
  await gotoHydrated(stranger, '/meeting/certificate');
  await stranger.getByRole('tab', { name: '按姓名和手机号' }).click();
  await stranger.getByLabel('姓名', { exact: true }).fill('欧阳证书');
  await stranger.getByLabel('手机号', { exact: true }).fill('13900000000');
  await stranger.getByRole('button', { name: /查\s*询/ }).click();
  await seeText(stranger, '未找到该证书');
  await stranger.getByLabel('手机号', { exact: true }).fill(mobile);
  await stranger.getByRole('button', { name: /查\s*询/ }).click();
  await seeText(stranger, '证书真实有效');

  // Issued by mistake: the organiser revokes it with a reason; its QR now says so, and the holder
  // can no longer download it.
  await row.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('dialog').getByLabel('撤销原因（获证人查询时可见）').fill('未完成全部学时');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /撤\s*销/ })
    .click();
  await seeToast(page, '证书已撤销');
  await row.getByText('已撤销').waitFor();
  await stranger.goto(`${baseUrl()}/meeting/certificate?serial=${serial}`);
  await seeText(stranger, '该证书已于');
  await seeText(stranger, '撤销原因：未完成全部学时');
  await shot(stranger, 'certificate-revoked');
  await mine.reload();
  await seeText(mine, '已撤销');
  expect(await mine.getByRole('button', { name: /下载证书/ }).count()).toBe(0);
}, 120_000);
