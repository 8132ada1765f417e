import { spawn } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { apiAs, loginByApi } from './accounts';
import { newVisitor } from './browser';
import { findFfmpeg } from '../../../apps/server/src/platform/media/ffmpeg';

/**
 * An encoder pushing a test picture (and a tone, unless `silent`) to a channel, as OBS would, until
 * killed (SIGINT ends it as a person stopping the stream).
 */
export const pushTestStream = (pushUrl: string, streamKey: string, { silent = false } = {}) =>
  spawn(
    findFfmpeg()!,
    [
      ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
      ...(silent ? [] : ['-f', 'lavfi', '-i', 'sine=frequency=440', '-c:a', 'aac']),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25'],
      ...['-pix_fmt', 'yuv420p', '-f', 'flv'],
      `${pushUrl.replace('localhost', '127.0.0.1')}?key=${streamKey}`,
    ],
    { stdio: 'ignore' },
  );

type TCall = <T>(path: string, data: object) => Promise<T>;

/**
 * A session of the programme running in `placeId` now, from two minutes ago for a quarter of an
 * hour (China time, as programmes are written; kept within today).
 */
export const addSessionOnNow = async (call: TCall, meetingId: number, placeId: number, title: string) => {
  const china = (minutes: number) => new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString();
  const today = china(0).slice(0, 10);
  const clock = (minutes: number) =>
    china(minutes).slice(0, 10) === today ? china(minutes).slice(11, 16) : undefined;
  const dates = await call<{ id: number; day: string }[]>('/meeting/auth/meeting/date/save', {
    meetingId,
    day: today,
  });
  await call('/meeting/auth/meeting/session/save', {
    meetingId,
    dateId: dates.find((date) => date.day === today)!.id,
    placeId,
    startTime: clock(-2) ?? '00:00',
    endTime: clock(15) ?? '23:59',
    title,
  });
};

/** The seeded congress the live journeys stream. */
export const CONGRESS = '2026 华东心血管病学术年会';

/** Its organiser signed in (the institution's owner), their API calls, and the congress's id. */
export const asCongressOrganiser = async (browser: Browser) => {
  const organiser = await newVisitor(browser);
  await loginByApi(organiser, '13800000003');
  const call = apiAs(organiser);
  const found = await call<{ list: { id: number }[] }>('/meeting/api/meeting/info/list', {
    keyword: CONGRESS,
  });
  return { organiser, call, meetingId: found.list[0]!.id };
};
