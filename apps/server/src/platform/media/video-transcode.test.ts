import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestVideo, testFfmpeg } from '../../../test/media.ts';
import { NotAVideoError, rungsFor, transcodeToHls } from './video-transcode.ts';

const ffmpeg = testFfmpeg();
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-transcode-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const testVideo = (name: string, seconds: number, size: string, sound: boolean) =>
  makeTestVideo(folder, name, { seconds, size, sound });

it('offers only the rungs a source fills, never scaling up', () => {
  expect(rungsFor(1080).map((rung) => rung.height)).toEqual([360, 720]);
  expect(rungsFor(480).map((rung) => rung.height)).toEqual([360]);
  expect(rungsFor(241).map((rung) => rung.height)).toEqual([240]);
});

it('makes 360p and 720p HLS with a master playlist, a poster and the length, reporting progress', async () => {
  const source = await testVideo('lecture.mp4', 8, '1280x720', true);
  const out = path.join(folder, 'lecture');
  const heard: number[] = [];
  const made = await transcodeToHls(ffmpeg, source, out, { onProgress: (percent) => heard.push(percent) });
  expect(made).toEqual({
    durationSeconds: 8,
    renditions: [
      { height: 360, bitrateKbps: 800 },
      { height: 720, bitrateKbps: 2500 },
    ],
  });
  const master = await readFile(path.join(out, 'master.m3u8'), 'utf8');
  expect(master).toMatch(/RESOLUTION=640x360[\s\S]*360p\/index\.m3u8/);
  expect(master).toMatch(/RESOLUTION=1280x720[\s\S]*720p\/index\.m3u8/);
  expect(master).toContain('mp4a.40.2');
  const playlist = await readFile(path.join(out, '720p', 'index.m3u8'), 'utf8');
  expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
  expect(playlist).toContain('#EXT-X-ENDLIST');
  // 8 s at 6 s a segment: two segments per rung.
  expect((await readdir(path.join(out, '360p'))).filter((name) => name.endsWith('.ts'))).toHaveLength(2);
  expect((await stat(path.join(out, 'poster.jpg'))).size).toBeGreaterThan(1000);
  expect(heard.at(-1)).toBe(100);
  expect(heard.some((percent) => percent > 0 && percent < 100)).toBe(true);
});

it('transcodes a silent video without an audio track', async () => {
  const source = await testVideo('silent.mp4', 2, '640x360', false);
  const made = await transcodeToHls(ffmpeg, source, path.join(folder, 'silent'));
  expect(made.renditions.map((rung) => rung.height)).toEqual([360]);
  const master = await readFile(path.join(folder, 'silent', 'master.m3u8'), 'utf8');
  expect(master).not.toContain('mp4a');
});

it('refuses a file with no picture', async () => {
  const text = path.join(folder, 'notes.mp4');
  await writeFile(text, '这不是视频');
  await expect(transcodeToHls(ffmpeg, text, path.join(folder, 'notes'))).rejects.toThrow(NotAVideoError);
});
