import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { findFfmpeg } from '../src/platform/media/ffmpeg.ts';
import { createTestApp, type TTestApp } from './harness.ts';

const publishers: ChildProcess[] = [];

/** ffmpeg pushing a synthetic stream, as an organiser's encoder would (for `seconds`, or until killed). */
export const publish = (pushUrl: string, key: string, seconds?: number) => {
  const child = spawn(
    findFfmpeg()!,
    [
      ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
      ...(seconds ? ['-t', String(seconds)] : []),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-f', 'flv'],
      `${pushUrl.replace('localhost', '127.0.0.1')}?key=${key}`,
    ],
    { stdio: 'ignore' },
  );
  publishers.push(child);
  return child;
};

/** Every encoder a test file started, stopped (in its afterAll). */
export const stopPublishers = () => {
  for (const child of publishers) child.kill('SIGKILL');
};

/** Whether `child` exits within `ms`. */
export const exited = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** The HTTP status and first three bytes of a play URL on the server at `origin` ('FLV' for a live stream). */
export const firstBytes = (origin: string, path: string) =>
  new Promise<{ status: number; head: string }>((resolve, reject) => {
    const call = httpRequest(`${origin}${path}`, (response) => {
      response.once('data', (chunk: Buffer) => {
        call.destroy();
        resolve({ status: response.statusCode ?? 0, head: chunk.subarray(0, 3).toString() });
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, head: '' }));
    });
    call.on('error', reject);
    call.end();
  });

/** A test app for a file of live tests, the demo organiser signed in; its encoders stopped after. */
export const liveTestApp = () => {
  const state = {} as { t: TTestApp; organiser: string };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.organiser = await state.t.login('13800000007');
  });
  afterAll(async () => {
    stopPublishers();
    await state.t.close();
  });
  return state;
};

/**
 * The presentation time, in seconds, of the first picture in an MPEG-TS segment: from the first PES
 * header of a video stream (stream id 0xE0–0xEF) that carries a PTS. ffmpeg's muxer starts a stream's
 * clock 1.4 s in, so a segment whose stream began at 0 reads about 1.4.
 */
export const firstVideoSecond = (segment: Buffer): number | undefined => {
  for (let at = 0; at + 188 <= segment.length; at += 188) {
    const startsUnit = (segment[at + 1]! & 0x40) !== 0;
    const adaptation = (segment[at + 3]! >> 4) & 0x3;
    if (!startsUnit || adaptation === 2) continue;
    const payload = at + 4 + (adaptation === 3 ? segment[at + 4]! + 1 : 0);
    const pes = segment.subarray(payload, at + 188);
    if (pes[0] !== 0 || pes[1] !== 0 || pes[2] !== 1 || (pes[3]! & 0xf0) !== 0xe0) continue;
    if ((pes[7]! & 0x80) === 0) continue;
    const p = pes.subarray(9, 14);
    const pts =
      ((p[0]! >> 1) & 0x07) * 2 ** 30 + (p[1]! << 22) + ((p[2]! >> 1) << 15) + (p[3]! << 7) + (p[4]! >> 1);
    return pts / 90_000;
  }
  return undefined;
};
