import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where an executable named `name` is on PATH, if anywhere. */
const onPath = (name: string): string | undefined => {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next folder.
    }
  }
  return undefined;
};

/**
 * The ffmpeg the platform runs: `FFMPEG_PATH`, else the system's (apt's is newer and has every
 * codec), else the static build that `@ffmpeg-installer/ffmpeg` brings from the npm registry, so that
 * `npm ci && npm start` alone can record and cut posters. Undefined when there is none: live still
 * streams, and the console says recording is off.
 */
export const findFfmpeg = (): string | undefined => {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const system = onPath('ffmpeg');
  if (system) return system;
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    accessSync(installer.path, constants.X_OK);
    return installer.path;
  } catch {
    return undefined;
  }
};
