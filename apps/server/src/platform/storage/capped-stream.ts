import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLarge extends Error {}

/** Counts bytes as they pass and stops the stream past the cap, so nothing big sits in memory or disk. */
export const capAt = (maxSize: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxSize ? new TooLarge() : null, chunk);
    },
  });
};

/** Streams a request body to `file`, at most `maxSize` bytes (TooLarge past it, the part removed). */
export const receiveCapped = async (body: Readable, file: string, maxSize: number) => {
  try {
    await pipeline(body, capAt(maxSize), createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
};
