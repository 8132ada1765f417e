import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type TStorage } from './storage.ts';

export const LOCAL_UPLOAD_PREFIX = '/apis/system/upload/local/';
export const PUBLIC_FILES_PREFIX = '/uploads/';

export interface TSignedTarget {
  key: string;
  category: string;
  maxSize: number;
  expires: number;
}

const payloadOf = (t: TSignedTarget) => `${t.key}\n${t.category}\n${t.maxSize}\n${t.expires}`;

/** The file's size, undefined when it is not a file. */
const sizeOf = (file: string) =>
  stat(file).then(
    (info) => (info.isFile() ? info.size : undefined),
    () => undefined,
  );

/** Writes `file` through a temporary name beside it, so a reader never sees half of it. */
const replaceFile = async (file: string, write: (temporary: string) => Promise<void>) => {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.part`;
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};

/**
 * Local-disk storage: objects are files under `root` (the data folder), so the keys of decision 049
 * are the paths features used before there was a storage. The upload URL carries an HMAC over key,
 * category, size cap and expiry, signed with a secret every instance reads from the database, so any
 * instance sharing the disk can accept the PUT.
 */
export const createLocalStorage = (secret: string, root: string) => {
  const fileOf = (key: string) => path.join(root, assertKey(key));
  const sign = (target: TSignedTarget) =>
    createHmac('sha256', secret).update(payloadOf(target)).digest('hex');

  const storage: TStorage = {
    async grant({ key, category, maxSize, expiresAt }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = sign({ key, category, maxSize, expires });
      const query = new URLSearchParams({
        category,
        max: String(maxSize),
        expires: String(expires),
        signature,
      });
      return {
        uploadUrl: `${LOCAL_UPLOAD_PREFIX}${key}?${query.toString()}`,
        headers: { 'content-type': 'application/octet-stream' },
        fileUrl: `${PUBLIC_FILES_PREFIX}${key}`,
      };
    },
    async put(key, from, _contentType) {
      await replaceFile(fileOf(key), (temporary) =>
        'file' in from ? copyFile(from.file, temporary) : writeFile(temporary, from.bytes),
      );
    },
    async read(key, range) {
      const file = fileOf(key);
      const size = await sizeOf(file);
      if (size === undefined) return undefined;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      if (range && (start >= size || end < start)) return 'unsatisfiable';
      return { body: createReadStream(file, { start, end }), size, start, end };
    },
    size: (key) => sizeOf(fileOf(key)),
    async download(key, file) {
      if ((await sizeOf(fileOf(key))) === undefined) return false;
      await copyFile(fileOf(key), file);
      return true;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async removeFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },
    localFile: (key) => fileOf(key),
  };

  const verify = (target: TSignedTarget, signature: string): 'ok' | 'expired' | 'invalid' => {
    const expected = Buffer.from(sign(target), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return target.expires * 1000 < Date.now() ? 'expired' : 'ok';
  };

  return { storage, verify };
};
