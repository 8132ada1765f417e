import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loginByApi } from '../support/accounts';
import { gotoHydrated, launchBrowser, newVisitor } from '../support/browser';
import { addSessionOnNow, asCongressOrganiser, pushTestStream } from '../support/live';
import { playsPast, seeText, seeToast } from '../support/expect-page';
import { findFfmpeg } from '../../../apps/server/src/platform/media/ffmpeg';

/**
 * An organiser dresses the live room (title, warm-up video), opens a remote session's own channel,
 * and uploads an edited replay; a visitor sees the warm-up before the start, then the session's
 * stream in the hall while it is on air, then its replay in the programme.
 */

const ffmpeg = findFfmpeg()!;
const folder = mkdtempSync(path.join(tmpdir(), 'live-session-'));
let browser: Browser;
let encoder: ChildProcess | undefined;

/** A short film as an editor exports it. */
const film = (name: string, seconds: number) => {
  const file = path.join(folder, name);
  spawnSync(ffmpeg, [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x180:rate=10`, '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  encoder?.kill('SIGKILL');
  await browser.close();
});

const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
    : null;

test('a session pushed from elsewhere plays in its hall, after a decorated warm-up, and leaves its replay', async () => {
  const { organiser, call, meetingId } = await asCongressOrganiser(browser);
  const places = await call<{ id: number }[]>('/meeting/auth/meeting/place/list', { meetingId });
  const hall = await call<{ id: number }>('/meeting/auth/meeting/place/create/live', {
    placeId: places[0]!.id,
  });
  await call('/meeting/auth/meeting/place/edit/live', { id: hall.id, gate: 'open' });
  // The remote keynote runs in the hall now.
  await addSessionOnNow(call, meetingId, places[0]!.id, '远程主旨报告');

  // The live room's look: a title and a warm-up video, on the live channels page.
  const console = await organiser.newPage();
  await gotoHydrated(console, `/account/meeting/live?id=${meetingId}`);
  await console.getByLabel('直播间标题', { exact: true }).fill('年会直播间');
  await console.locator('input[type=file][accept=".mp4,.webm"]').setInputFiles(film('warmup.mp4', 2));
  await seeText(console, 'warmup.mp4');
  await console.getByRole('button', { name: /保\s*存/ }).click();
  await seeToast(console, '保存成功');
  await shot(console, 'live-decoration');

  // The session's own channel, opened on schedulelive.
  await gotoHydrated(console, `/account/meeting/schedulelive?id=${meetingId}`);
  await console
    .getByRole('row', { name: /远程主旨报告/ })
    .getByRole('button', { name: '开通日程直播' })
    .click();
  await console
    .getByRole('row', { name: /远程主旨报告/ })
    .getByText('串流密钥')
    .waitFor();
  await shot(console, 'live-session-channels');
  const channels = await call<{ id: number; sessionId: number | null; pushUrl: string; streamKey: string }[]>(
    '/meeting/auth/meeting/place/channel/view',
    { meetingId },
  );
  const remote = channels.find((channel) => channel.sessionId !== null)!;
  await call('/meeting/auth/meeting/place/edit/live', { id: remote.id, gate: 'open' });

  // Before anything is on air, a visitor sees the room's title and the warm-up video.
  const visitor = await newVisitor(browser);
  const page = await visitor.newPage();
  await gotoHydrated(page, `/meetingLive/detail?id=${meetingId}`);
  await page.getByRole('heading', { name: '年会直播间' }).waitFor();
  const warmup = page.getByTestId('warmup-video');
  await expect
    .poll(() => warmup.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.2);
  await shot(page, 'live-warmup');

  // The remote speaker's encoder starts: the hall's viewers get the session's stream by themselves.
  // No sound: a remote speaker's screen share with the microphone off still plays.
  encoder = pushTestStream(remote.pushUrl, remote.streamKey, { silent: true });
  const video = page.getByTestId('live-video');
  await playsPast(video, 1, 30_000);
  await gotoHydrated(page, `/meetingLive/detail?id=${meetingId}`);
  await seeText(page, '正在直播：远程主旨报告');
  await shot(page, 'live-session-on-air');

  // It ends: its recording becomes the session's replay, which the programme leads to from its start.
  encoder.kill('SIGINT');
  await expect
    .poll(
      async () =>
        (await call<unknown[]>('/meeting/api/meeting/session/schedule/get/back', { id: remote.sessionId }))
          .length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await gotoHydrated(page, `/meetingLive/detail?id=${meetingId}`);
  const session = page.locator('li', { hasText: '远程主旨报告' }).first();
  expect(await session.getByRole('link', { name: '看回放' }).getAttribute('href')).toMatch(/replay=\d+&t=0$/);

  // The organiser uploads an edited cut of the day for the hall: it becomes a replay too.
  await gotoHydrated(console, `/account/meeting/meetingvideo?id=${meetingId}`);
  await console
    .locator('input[type=file][accept=".mp4,.m4v,.mov"]')
    .setInputFiles(film('closing-cut.mp4', 3));
  await seeToast(console, '上传完成，回放正在处理', 20_000);
  await expect
    .poll(
      async () =>
        (
          await call<{ title: string; status: string }[]>('/meeting/auth/meeting/video/list', { meetingId })
        ).find((replay) => replay.title === 'closing-cut')?.status,
      { timeout: 30_000 },
    )
    .toBe('ready');
  await console.reload();
  await console
    .getByRole('row', { name: /closing-cut/ })
    .getByText('可观看')
    .waitFor();
  await shot(console, 'live-replay-upload');

  // A signed-in member in the live room (/live/liveMeetingDetail): the Live layout's bar and menu.
  const member = await newVisitor(browser);
  await loginByApi(member, '13800000001');
  const room = await member.newPage();
  await gotoHydrated(room, `/live/liveMeetingDetail?id=${meetingId}`);
  await room.getByRole('heading', { name: '年会直播间' }).waitFor();
  expect(await room.getByRole('link', { name: '查看会议' }).getAttribute('href')).toBe(
    `/meeting/detail?id=${meetingId}`,
  );
  await room.getByTestId('header-avatar').hover();
  await room.getByRole('menuitem', { name: '我的课程' }).waitFor();
  await room.getByRole('menuitem', { name: '我的订单' }).waitFor();
  await room.getByRole('menuitem', { name: '我的收藏' }).waitFor();
  await room.getByRole('menuitem', { name: '我的关注' }).waitFor();
  expect(await room.getByRole('menuitem', { name: '个人管理' }).count()).toBe(0);
  await shot(room, 'live-layout');
  await Promise.all([organiser.close(), visitor.close(), member.close()]);
}, 150_000);
