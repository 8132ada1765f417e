import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TStorage } from './storage.ts';

/** Objects put at once when a folder goes to the storage: a transcoded video is hundreds of segments. */
const PUT_AT_ONCE = 8;

/** A temporary folder of this machine for `work`, removed after whatever happens. */
export const withTempFolder = async <T>(work: (folder: string) => Promise<T>): Promise<T> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-work-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/**
 * Runs `work` on the object as a file of this machine (ffmpeg reads files): the local disk's own
 * file, or a temporary copy downloaded from the bucket and removed after.
 */
export const withLocalCopy = async <T>(
  storage: TStorage,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T> => {
  const own = storage.localFile(key);
  if (own) return work(own);
  return withTempFolder(async (folder) => {
    const file = path.join(folder, path.basename(key));
    if (!(await storage.download(key, file))) throw new Error(`the storage has no ${key}`);
    return work(file);
  });
};

/** Puts every file under `folder` as `prefix/<its path in the folder>`, a few at a time. */
export const putFolder = async (
  storage: TStorage,
  folder: string,
  prefix: string,
  contentTypeOf: (file: string) => string,
) => {
  const names = (await readdir(folder, { recursive: true })).map((name) => name.split(path.sep).join('/'));
  const files: string[] = [];
  for (const name of names) if ((await stat(path.join(folder, name))).isFile()) files.push(name);
  let next = 0;
  const worker = async () => {
    for (let name = files[next++]; name !== undefined; name = files[next++])
      await storage.put(`${prefix}/${name}`, { file: path.join(folder, name) }, contentTypeOf(name));
  };
  await Promise.all(Array.from({ length: PUT_AT_ONCE }, worker));
  return files;
};
