import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiAs, loginByApi, registerUser, uniqueMobile } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { seeText, seeToast } from '../support/expect-page';
import { asCongressOrganiser } from '../support/live';
import { findFfmpeg } from '../../../apps/server/src/platform/media/ffmpeg';
import { pdfPages } from '../../../apps/server/test/pdf-text';

/**
 * The door of the congress: a desk on a phone-sized page downloads the registrants, reads a
 * credential's QR code from the camera, goes offline and keeps checking people in, and syncs when the
 * network returns — told about the one person another desk checked in meanwhile.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'onsite-'));
let browser: Browser;

/** A camera that films a credential held up to it: Chromium's fake capture plays this file in a loop. */
const cameraFilming = async (text: string) => {
  const png = path.join(folder, 'credential.png');
  const film = path.join(folder, 'credential.y4m');
  await QRCode.toFile(png, text, { margin: 4, width: 360 });
  const made = spawnSync(findFfmpeg()!, [
    ...['-loglevel', 'error', '-y', '-loop', '1', '-i', png, '-t', '1', '-r', '10'],
    ...['-vf', 'scale=640:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white'],
    ...['-pix_fmt', 'yuv420p', film],
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
  return film;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

test('a desk scans a credential, keeps checking in offline, and syncs once back online', async () => {
  const { call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  // Three attendees with confirmed places, added at the desk; their own names on each attempt, so a
  // retry does not find the people a failed first attempt added.
  const tag = Date.now() % 1000;
  const [scanned, offline, conflicting] = ['林扫码', '陈离线', '周冲突'].map((name) => `${name}${tag}`);
  const people: { id: number; name: string }[] = [];
  for (const name of [scanned!, offline!, conflicting!]) {
    const mobile = uniqueMobile();
    people.push(
      await call<{ id: number; name: string }>('/meeting/auth/meeting/register/manual/register', {
        meetingId,
        typeId: form.types[0]!.id,
        attendee: { name, mobile, unit: '苏州大学附属第一医院', extra: {} },
      }),
    );
  }
  // The credential of the first, as the attendee's own page shows it.
  const roster = await call<{ people: { id: number; code: string }[] }>(
    '/meeting/auth/meeting/register/sign/roster',
    { meetingId },
  );
  const codeOf = (id: number) => roster.people.find((person) => person.id === id)!.code;

  const film = await cameraFilming(codeOf(people[0]!.id));
  const phoneBrowser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${film}`,
  ]);
  try {
    const desk = await phoneBrowser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl(),
    });
    await desk.addCookies([{ name: 'locale', value: 'zh', url: baseUrl() }]);
    await loginByApi(desk, '13800000003', undefined, 'h5');
    const page = await desk.newPage();
    await gotoHydrated(page, `/account/meeting/sign/scan?id=${meetingId}`);
    await page.getByLabel('签到台名称').fill('东门 1 号台');
    await seeText(page, '已下载名单');

    // The camera reads the credential: green, with the person's name, in well under a second's wait.
    await page.getByRole('button', { name: '打开摄像头' }).click();
    const result = page.locator('[data-verdict]');
    await result.getByText(scanned!).waitFor({ timeout: 15_000 });
    expect(await result.getAttribute('data-verdict')).toBe('green');
    await page.getByRole('button', { name: '关闭摄像头' }).click();
    await shot(page, 'onsite-scan-green');

    // The network goes; the desk keeps working from its list.
    await desk.setOffline(true);
    const typeCode = async (code: string) => {
      await page.getByLabel('输入凭证码或搜索参会人').fill(code);
      await page.getByLabel('输入凭证码或搜索参会人').press('Enter');
    };
    await typeCode(codeOf(people[1]!.id));
    await result.getByText(offline!).waitFor();
    await seeText(page, '离线签到，联网后同步');
    await page.getByTestId('desk-network').getByText('离线').waitFor();
    // Meanwhile another desk, online, checks in the third person first.
    await call('/meeting/auth/meeting/register/sign', {
      meetingId,
      desk: '南门',
      credential: codeOf(people[2]!.id),
    });
    // Found by name on the offline list and checked in with a tap.
    await page.getByLabel('输入凭证码或搜索参会人').fill(conflicting!);
    await page.getByLabel('输入凭证码或搜索参会人').press('Enter');
    await page
      .getByTestId('desk-matches')
      .getByRole('button', { name: /^签\s*到$/ })
      .click();
    await result.getByText(conflicting!).waitFor();
    await page.getByTestId('desk-waiting').getByText('2 条待同步').waitFor();
    await shot(page, 'onsite-scan-offline');

    // Back online: the queue syncs by itself; the third person's desk is named.
    await desk.setOffline(false);
    await page.getByTestId('desk-waiting').getByText('已同步').waitFor({ timeout: 15_000 });
    await seeText(page, '同步时发现已在其他签到台签到');
    await seeText(page, '南门');
    await page.getByTestId('desk-network').getByText('在线').waitFor();
    await shot(page, 'onsite-scan-synced');
    await desk.close();
  } finally {
    await phoneBrowser.close();
  }

  // The console's list: who came, when, at which desk.
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000003');
  const list = await organiser.newPage();
  await gotoHydrated(
    list,
    `/account/meeting/sign/user?id=${meetingId}&keyword=${encodeURIComponent(offline!)}`,
  );
  await list
    .getByRole('row', { name: new RegExp(offline!) })
    .getByText('东门 1 号台')
    .waitFor();
  await gotoHydrated(list, `/account/meeting/sign/user?id=${meetingId}&state=in`);
  await list
    .getByRole('row', { name: new RegExp(conflicting!) })
    .getByText('南门')
    .waitFor();
  await shot(list, 'onsite-sign-user');
  await organiser.close();
});

test('a person checked in by hand from the list can be undone, with meals recorded', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const visitor = await newVisitor(browser);
  const mobile = await registerUser(visitor);
  const form = await apiAs(visitor)<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  await call('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId: form.types[0]!.id,
    attendee: { name: '吴手动', mobile, unit: '上海瑞金医院', extra: {} },
  });
  const page = await organiser.newPage();
  await gotoHydrated(page, `/account/meeting/sign/user?id=${meetingId}&keyword=${mobile}`);
  const row = page.getByRole('row', { name: /吴手动/ });
  await row.getByRole('button', { name: '签到' }).click();
  await row.getByRole('button', { name: '撤销签到' }).waitFor();
  await row.getByRole('switch', { name: '就餐 吴手动' }).click();
  await expect
    .poll(() => row.getByRole('switch', { name: '就餐 吴手动' }).getAttribute('aria-checked'))
    .toBe('true');
  await row.getByRole('button', { name: '撤销签到' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await row.getByRole('button', { name: '签到' }).waitFor();
  await organiser.close();
  await visitor.close();
});

test('an organiser designs the badge by dragging, and its PDF prints the Chinese names', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const form = await call<{ types: { id: number }[] }>('/meeting/api/enroll/form', { meetingId });
  await call('/meeting/auth/meeting/register/manual/register', {
    meetingId,
    typeId: form.types[0]!.id,
    attendee: { name: '欧阳胸牌', mobile: uniqueMobile(), unit: '浙江大学医学院附属第二医院', extra: {} },
  });
  const page = await organiser.newPage();
  await gotoHydrated(page, `/account/meeting/sign/badge?id=${meetingId}`);
  // The position field joins; the name is dragged 10 mm down (30 px at 3 px a millimetre).
  await page.getByRole('checkbox', { name: '职务' }).check();
  const name = page.getByTestId('badge-canvas').locator('[data-field=name]');
  const box = (await name.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 30, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(page, '保存成功');
  const saved = await call<{ fields: { key: string; y: number }[] }>(
    '/meeting/auth/meeting/breastpiece/info/view',
    {
      meetingId,
    },
  );
  expect(saved.fields.map((field) => field.key)).toContain('position');
  expect(saved.fields.find((field) => field.key === 'name')!.y).toBeCloseTo(46, 0);
  await shot(page, 'onsite-badge');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载全部胸牌 PDF' }).click(),
  ]);
  const pages = await pdfPages(await readFile(await download.path()));
  expect(pages.some((text) => text.includes('欧阳胸牌') && text.includes('浙江大学医学院附属第二医院'))).toBe(
    true,
  );
  await organiser.close();
});
