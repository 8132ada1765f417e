import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const runnable = (file: string): string | undefined => {
  try {
    accessSync(file, constants.X_OK);
    return file;
  } catch {
    return undefined;
  }
};

/** Where an executable named `name` is on PATH, if anywhere. */
const onPath = (name: string): string | undefined =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((folder) => runnable(path.join(folder, name)))
    .find(Boolean);

/**
 * The ffmpeg the platform runs: `FFMPEG_PATH`, else the system's (apt's is newer and has every
 * codec), else the static build that `@ffmpeg-installer/ffmpeg` brings from the npm registry, so that
 * `npm ci && npm start` alone can record and cut posters. Undefined when there is none: live still
 * streams, and the console says recording is off.
 */
export const findFfmpeg = (): string | undefined => {
  // Set but not runnable (a typo, a removed binary) is no ffmpeg, and the console says so.
  if (process.env.FFMPEG_PATH) return runnable(process.env.FFMPEG_PATH);
  const system = onPath('ffmpeg');
  if (system) return system;
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    return runnable(installer.path);
  } catch {
    // The package has no build for this platform.
    return undefined;
  }
};
