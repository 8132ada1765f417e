import type { ChildProcess } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { baseUrl, gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { addSessionOnNow, asCongressOrganiser, CONGRESS, pushTestStream } from '../support/live';
import { playsPast, seeText } from '../support/expect-page';

/**
 * A venue goes live: the organiser opens its channel in the console, an encoder (ffmpeg) pushes with
 * the key, and a visitor watches in Chromium; while the channel asks for sign-up, a stranger sees
 * why and is offered to log in instead of the picture. Its replay follows the same gate, until the
 * organiser opens the hall's replays to everyone in the console.
 */

let browser: Browser;
let encoder: ChildProcess | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  encoder?.kill('SIGKILL');
  await browser.close();
});

test('an organiser opens a venue’s channel, pushes to it, and a visitor watches it live', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);

  // The console lists the venues; the main hall's channel is opened there.
  const console = await organiser.newPage();
  await gotoHydrated(console, `/account/meeting/live?id=${meetingId}`);
  await console.getByRole('button', { name: '开通直播' }).first().click();
  // The label of the channel's key, not the page's hint, which names it too.
  await console
    .getByRole('term')
    .filter({ hasText: /^串流密钥$/ })
    .first()
    .waitFor();
  const [channel] = await call<{ id: number; placeId: number; pushUrl: string; streamKey: string }[]>(
    '/meeting/auth/meeting/place/channel/view',
    { meetingId },
  );

  // Before sign-up, a stranger is told why there is no picture.
  const visitor = await newVisitor(browser);
  const page = await visitor.newPage();
  await gotoHydrated(page, `/meeting/detail/${meetingId}`);
  await page.getByRole('link', { name: /观看直播/ }).click();
  await page.waitForURL(/\/meetingLive\/detail\?id=/);
  await seeText(page, '请先登录并报名参会后观看直播');
  await page.getByRole('button', { name: /登\s*录/ }).waitFor();

  // A session of the programme runs in the main hall now.
  await addSessionOnNow(call, meetingId, channel!.placeId, '直播开幕式');

  // The organiser lets anyone watch and starts the encoder.
  await call('/meeting/auth/meeting/place/edit/live', { id: channel!.id, gate: 'open' });
  encoder = pushTestStream(channel!.pushUrl, channel!.streamKey);
  await expect
    .poll(
      async () =>
        (await call<{ status: string }[]>('/meeting/auth/meeting/place/channel/view', { meetingId }))[0]!
          .status,
      { timeout: 15_000 },
    )
    .toBe('live');
  await console.reload();
  await seeText(console, '直播中');

  // The live list leads there: the congress is on it, labelled live.
  await gotoHydrated(page, '/meetingLive');
  const onAir = page.getByRole('link', { name: new RegExp(CONGRESS) });
  await onAir.getByText('直播中').waitFor();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/live-list.png` });
  // So does the institution's own site, in its live centre.
  const { orgId } = await call<{ orgId: number }>('/meeting/auth/meeting/info/view', { id: meetingId });
  await gotoHydrated(page, `/organization/live/${orgId}`);
  await page.getByRole('heading', { name: /直播中心/ }).waitFor();
  await page
    .getByRole('link', { name: new RegExp(CONGRESS) })
    .getByText('直播中')
    .waitFor();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/live-org-centre.png` });
  await gotoHydrated(page, '/meetingLive');
  await onAir.click();
  await page.waitForURL(new RegExp(`/meetingLive/detail\\?id=${meetingId}$`));
  const video = page.getByTestId('live-video');
  // The picture moves: the video's clock passes two seconds.
  await playsPast(video, 2, 20_000);

  // The viewer switches to HLS: hls.js plays the signed playlist's segments and the picture moves on.
  await Promise.all([
    page.waitForResponse(
      (response) => /\/live\/hls\/c[\w-]+\/s\d+\.ts\?v=/.test(response.url()) && response.status() === 200,
    ),
    page.getByText('标准 (HLS)').click(),
  ]);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0)).toBe(true);
  const hlsFrom = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await playsPast(video, hlsFrom + 1.5, 20_000);

  // Chat beside the picture: a signed-in viewer's line reaches the anonymous one, who may only read.
  await seeText(page, '登录后即可参与讨论');
  const member = await newVisitor(browser);
  await loginByApi(member, '13800000001');
  const talker = await member.newPage();
  await gotoHydrated(talker, `/meetingLive/detail?id=${meetingId}`);
  await talker.getByPlaceholder('说点什么…').fill('各位老师好，声音清楚');
  await talker.getByRole('button', { name: /发\s*送/ }).click();
  await page.getByTestId('chat-lines').getByText('各位老师好，声音清楚').waitFor();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/live-watch.png` });
  await talker.close();

  // The encoder stops: the live becomes a replay, listed under the player and played from there.
  encoder.kill('SIGINT');
  await expect
    .poll(
      async () =>
        (await call<{ status: string }[]>('/meeting/auth/meeting/video/list', { meetingId }))[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  // The hall goes back to attendees only, and so does its replay: a stranger finds it listed, and is
  // told why its film does not play (no public file address is handed out).
  await call('/meeting/auth/meeting/place/edit/live', { id: channel!.id, gate: 'signup' });
  // /meetingBack lists the congress as playing back, and opens its replays.
  await gotoHydrated(page, '/meetingBack');
  await page
    .getByRole('link', { name: new RegExp(CONGRESS) })
    .getByText('回放中')
    .click();
  await page.waitForURL(new RegExp(`/meetingBack/detail\\?id=${meetingId}$`));
  await page.getByRole('heading', { name: '直播回放' }).waitFor();
  await page
    .getByRole('link', { name: /主会场/ })
    .first()
    .click();
  await page.waitForURL(/replay=\d+/);
  await seeText(page, '请先登录并报名参会后观看回放');
  expect(await page.getByTestId('replay-video').getAttribute('src')).toBeNull();

  // The organiser opens the hall's replays to everyone in the console (zh, and en for the record).
  await gotoHydrated(console, `/account/meeting/live?id=${meetingId}`);
  const replaysOpen = console.getByRole('switch', { name: '回放对所有人公开' });
  await replaysOpen.click();
  await expect.poll(() => replaysOpen.isChecked()).toBe(true);
  if (process.env.SHOTS_DIR) {
    await console.screenshot({ path: `${process.env.SHOTS_DIR}/live-replays-open-zh.png` });
    await organiser.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await gotoHydrated(console, `/account/meeting/live?id=${meetingId}`);
    await console.getByRole('switch', { name: 'Replays open to everyone' }).waitFor();
    await console.screenshot({ path: `${process.env.SHOTS_DIR}/live-replays-open-en.png` });
    await organiser.addCookies([{ name: 'locale', value: 'zh', url: baseUrl() }]);
  }
  // Now it plays for the stranger, from a signed address.
  await page.reload();
  const replay = page.getByTestId('replay-video');
  await expect.poll(() => replay.getAttribute('src')).toMatch(/^\/live\/replay\/\d+\.mp4\?v=a&e=\d+&s=/);
  await replay.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await playsPast(replay, 1, 15_000);
  // Beside the player, the hall's programme marks the session on now and leads to where it starts in the replay.
  const onNow = page.locator('li[aria-current="time"]');
  await onNow.getByText('直播开幕式').waitFor();
  await onNow.getByText('进行中').waitFor();
  expect(await onNow.getByRole('link', { name: '看回放' }).getAttribute('href')).toMatch(/replay=\d+&t=\d+$/);
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/live-replay.png`, fullPage: true });
    await console.screenshot({ path: `${process.env.SHOTS_DIR}/live-console.png`, fullPage: true });
  }

  // The organiser names the replay in the console's replay videos, then hides it from visitors.
  await gotoHydrated(console, `/account/meeting/meetingvideo?id=${meetingId}`);
  await seeText(console, '可观看');
  await console.locator('.ant-typography-edit').first().click();
  await console.getByRole('textbox').fill('主会场 开幕式');
  await console.getByRole('textbox').press('Enter');
  await seeText(console, '保存成功');
  await page.reload();
  await page.getByRole('link', { name: /主会场 开幕式/ }).waitFor();
  await console.getByRole('switch', { name: '公开' }).click();
  await expect.poll(() => console.getByRole('switch', { name: '公开' }).isChecked()).toBe(false);
  if (process.env.SHOTS_DIR) {
    await console.screenshot({ path: `${process.env.SHOTS_DIR}/live-replays-console.png`, fullPage: true });
  }
  await gotoHydrated(page, `/meetingLive/detail?id=${meetingId}`);
  await page.getByTestId('live-video').waitFor();
  expect(await page.getByRole('link', { name: /主会场 开幕式/ }).count()).toBe(0);

  // Live statistics: the organiser finds the congress with its viewers, the chart, and who watched.
  await gotoHydrated(console, '/account/count/live');
  await console
    .getByRole('row', { name: new RegExp(CONGRESS) })
    .getByRole('link', { name: '观看数据' })
    .click();
  await console.waitForURL(/\/account\/count\/meetingLive\?id=/);
  await console.getByTestId('viewers-chart').locator('canvas').waitFor();
  if (process.env.SHOTS_DIR)
    await console.screenshot({ path: `${process.env.SHOTS_DIR}/live-stats-chart.png` });
  await console.getByRole('link', { name: '观看明细' }).click();
  await console
    .getByText(/^匿名观众 /)
    .first()
    .waitFor();
  await console.getByRole('button', { name: '导出 Excel' }).waitFor();
  if (process.env.SHOTS_DIR)
    await console.screenshot({ path: `${process.env.SHOTS_DIR}/live-stats-people.png` });

  // The member who chatted finds the live in their own watch record.
  const record = await member.newPage();
  await gotoHydrated(record, '/account/meetingcenter/liverecord');
  await record.getByRole('link', { name: CONGRESS }).first().waitFor();
  if (process.env.SHOTS_DIR) await record.screenshot({ path: `${process.env.SHOTS_DIR}/live-record.png` });
  await Promise.all([organiser.close(), visitor.close(), member.close()]);
}, 120_000);
