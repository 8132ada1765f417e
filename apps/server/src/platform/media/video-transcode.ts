import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegRun, probeMedia } from './ffmpeg-run.ts';

/** A rendition of the ladder: picture height and H.264 bit rate. */
export interface TRung {
  height: number;
  bitrateKbps: number;
}

/** What a course video is offered in, lowest first (the player picks by bandwidth). */
export const VIDEO_LADDER: TRung[] = [
  { height: 360, bitrateKbps: 800 },
  { height: 720, bitrateKbps: 2500 },
];

/** Seconds per HLS segment: short enough to start fast and seek close, long enough to cache well. */
const SEGMENT_SECONDS = 6;

/** The rungs a source of this height gets: never scaled up; a tiny source keeps its own height. */
export const rungsFor = (sourceHeight: number, ladder = VIDEO_LADDER): TRung[] => {
  const fitting = ladder.filter((rung) => rung.height <= sourceHeight);
  return fitting.length
    ? fitting
    : [{ height: sourceHeight - (sourceHeight % 2), bitrateKbps: ladder[0]!.bitrateKbps }];
};

export class NotAVideoError extends Error {}

/**
 * An uploaded video as HLS in `folder`: one playlist per rung (`<height>p/index.m3u8`) under
 * `master.m3u8`, all from one ffmpeg run (decoded once, scaled per rung, key frames on segment
 * boundaries so the player can switch rung between any two segments), plus `poster.jpg` and the
 * length. `onProgress` hears 0–100 as ffmpeg works through the source.
 */
export const transcodeToHls = async (
  ffmpeg: string,
  source: string,
  folder: string,
  { onProgress, ladder = VIDEO_LADDER }: { onProgress?: (percent: number) => void; ladder?: TRung[] } = {},
) => {
  const probe = await probeMedia(ffmpeg, source);
  if (!probe.height || !probe.durationSeconds) throw new NotAVideoError('no picture ffmpeg can read');
  const rungs = rungsFor(probe.height, ladder);
  await mkdir(folder, { recursive: true });
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = rungs.map((rung, i) => `[s${i}]scale=-2:${rung.height}[v${i}]`);
  const perRung = rungs.flatMap((rung, i) => [
    '-map',
    `[v${i}]`,
    ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
    `-b:v:${i}`,
    `${rung.bitrateKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(rung.bitrateKbps * 1.1)}k`,
    `-bufsize:v:${i}`,
    `${rung.bitrateKbps * 2}k`,
  ]);
  const streamMap = rungs
    .map((rung, i) => `v:${i}${probe.hasAudio ? `,a:${i}` : ''},name:${rung.height}p`)
    .join(' ');
  await ffmpegRun(
    ffmpeg,
    [
      '-y',
      '-loglevel',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
      '-i',
      source,
      '-filter_complex',
      [split, ...scales].join(';'),
      ...perRung,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-sc_threshold',
      '0',
      ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_filename',
      path.join(folder, '%v', 'seg%04d.ts'),
      '-master_pl_name',
      'master.m3u8',
      '-var_stream_map',
      streamMap,
      path.join(folder, '%v', 'index.m3u8'),
    ],
    false,
    (line) => {
      // ffmpeg names microseconds out_time_ms (and out_time_us in newer builds).
      const done = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
      if (done) onProgress?.(Math.min(99, Math.floor(Number(done[1]) / 1e4 / probe.durationSeconds)));
    },
  );
  await ffmpegRun(ffmpeg, [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    String(Math.min(1, probe.durationSeconds / 2)),
    '-i',
    source,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:-2',
    path.join(folder, 'poster.jpg'),
  ]);
  onProgress?.(100);
  return { durationSeconds: Math.round(probe.durationSeconds), renditions: rungs };
};
