import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Runs ffmpeg to the end; its error output when it fails, or always with `keepErrors`. */
const ffmpegRun = (ffmpeg: string, args: string[], keepErrors = false) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 || keepErrors
        ? resolve(errors)
        : reject(new Error(`ffmpeg exited ${code}: ${errors.trim().slice(-500)}`)),
    );
  });

/** The length of a media file in whole seconds, as ffmpeg reads it ("Duration: 00:10:02.04"). */
const durationOf = async (ffmpeg: string, file: string): Promise<number> => {
  const report = await ffmpegRun(ffmpeg, ['-i', file], true);
  const match = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(report);
  if (!match) return 0;
  return Math.round(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
};

/**
 * A live recording (FLV) as a replay: remuxed to MP4 without re-encoding (seconds for an hour's
 * talk), moov atom first so the browser plays before the whole file arrives, its length, and a
 * poster frame from early in the picture.
 */
export const makeReplay = async (ffmpeg: string, source: string, folder: string, base: string) => {
  await mkdir(folder, { recursive: true });
  const video = path.join(folder, `${base}.mp4`);
  const poster = path.join(folder, `${base}.jpg`);
  await ffmpegRun(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-i',
    source,
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    video,
  ]);
  const durationSeconds = await durationOf(ffmpeg, video);
  const at = String(Math.min(1, durationSeconds / 2));
  await ffmpegRun(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    at,
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:-2',
    poster,
  ]);
  return { video, poster, durationSeconds };
};
