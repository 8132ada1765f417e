import { spawn } from 'node:child_process';

/**
 * Runs ffmpeg to the end; its error output when it fails, or always with `keepErrors`. Lines it
 * writes to stdout (`-progress pipe:1`) go to `onOutput` as they come.
 */
export const ffmpegRun = (
  ffmpeg: string,
  args: string[],
  keepErrors = false,
  onOutput?: (line: string) => void,
) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', ...args], {
      stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-8000);
    });
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onOutput?.(line.trim());
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 || keepErrors
        ? resolve(errors)
        : reject(new Error(`ffmpeg exited ${code}: ${errors.trim().slice(-500)}`)),
    );
  });

/** What ffmpeg reads of a media file: its length, its picture's height (0: none) and whether it has sound. */
export const probeMedia = async (ffmpeg: string, file: string) => {
  const report = await ffmpegRun(ffmpeg, ['-i', file], true);
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(report);
  const picture = /Stream #\S+.*Video: .*?, (\d{2,5})x(\d{2,5})/.exec(report);
  return {
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : 0,
    width: picture ? Number(picture[1]) : 0,
    height: picture ? Number(picture[2]) : 0,
    hasAudio: /Stream #\S+.*Audio: /.test(report),
    /** ffmpeg's own words on what it could not read, for a file that is no media. */
    report,
  };
};

/** The length of a media file in whole seconds, as ffmpeg reads it ("Duration: 00:10:02.04"). */
export const durationOf = async (ffmpeg: string, file: string): Promise<number> =>
  Math.round((await probeMedia(ffmpeg, file)).durationSeconds);
