import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { durationOf, ffmpegRun } from './ffmpeg-run.ts';

/**
 * A live recording (FLV) as a replay: remuxed to MP4 without re-encoding (seconds for an hour's
 * talk), moov atom first so the browser plays before the whole file arrives, its length, and a
 * poster frame from early in the picture. The film and the poster go to separate folders: a film may
 * be only for some viewers, its poster is shown to all.
 */
export const makeReplay = async (
  ffmpeg: string,
  source: string,
  folders: { video: string; poster: string },
  base: string,
) => {
  await Promise.all([mkdir(folders.video, { recursive: true }), mkdir(folders.poster, { recursive: true })]);
  const video = path.join(folders.video, `${base}.mp4`);
  const poster = path.join(folders.poster, `${base}.jpg`);
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
