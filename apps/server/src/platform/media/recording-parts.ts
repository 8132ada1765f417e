import { createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { withLocalCopy, withTempFolder } from '../storage/local-copy.ts';
import type { TStorage } from '../storage/storage.ts';

/*
 * A live recording kept in a bucket (decision 047, "recordings that survive their origin"): the
 * ingest writes the FLV to this machine's disk as before, and what it wrote goes to the storage as it
 * grows, as numbered parts of a folder key ending in `/`. The parts are byte ranges of the file, not
 * files of their own: joined in order they are the file as it was when the last part left, and an
 * FLV cut anywhere plays up to its last whole tag, as a recording cut by a crash always did.
 */

/** How often a growing recording's new bytes go to a bucket, unless configured (LIVE_RECORDING_PART_SECONDS). */
export const RECORDING_PART_SECONDS = 30;

/** A recording stored in parts has a folder key; one stored whole (local disk, uploads) a file key. */
export const isPartsFolder = (key: string) => key.endsWith('/');

/** Part `index` (from 1) of a recording's folder, zero-padded so that the parts list in order. */
const partKey = (folder: string, index: number) => `${folder}${String(index).padStart(6, '0')}.flv`;

/**
 * Sends the recording `file` to the storage while it grows: every `everyMs` the bytes written since
 * the last part go as the next part of `folder`. One put at a time, so the stored parts are always a
 * run from 1 without a gap; a put that fails is tried again with more bytes at the next tick.
 * `finish` (once the recording ended) sends the rest; it throws when that last part cannot go.
 */
export const shipRecordingParts = ({
  storage,
  file,
  folder,
  everyMs,
  log,
}: {
  storage: TStorage;
  file: string;
  folder: string;
  everyMs: number;
  log: FastifyBaseLogger;
}) => {
  let shipped = 0;
  let parts = 0;
  const shipNew = async () => {
    const size = (await stat(file).catch(() => undefined))?.size ?? 0;
    if (size <= shipped) return;
    const bytes = Buffer.alloc(size - shipped);
    const handle = await open(file, 'r');
    try {
      await handle.read(bytes, 0, bytes.length, shipped);
    } finally {
      await handle.close();
    }
    await storage.put(partKey(folder, parts + 1), { bytes }, 'video/x-flv');
    parts += 1;
    shipped = size;
  };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= shipNew()
      .catch((error: unknown) =>
        log.warn({ err: error, folder }, 'a recording part did not reach the storage; tried again'),
      )
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    /** Sends what is left; the number of parts stored. */
    async finish() {
      clearInterval(timer);
      await running;
      await shipNew();
      return parts;
    },
  };
};

/** The bytes of a recording's parts that reached the storage (0 when none did). */
export const recordingSize = async (storage: TStorage, folder: string) => {
  let bytes = 0;
  for (let index = 1; ; index++) {
    const size = await storage.size(partKey(folder, index));
    if (size === undefined) return bytes;
    bytes += size;
  }
};

/**
 * Runs `work` on a recording or upload as one file of this machine: a parts folder joined into a
 * temporary file (what reached the storage: all of it, or up to the crash of the instance that
 * recorded it), any other key as `withLocalCopy` gives it.
 */
export const withRecordingFile = <T>(
  storage: TStorage,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T> => {
  if (!isPartsFolder(key)) return withLocalCopy(storage, key, work);
  return withTempFolder(async (folder) => {
    const file = path.join(folder, 'recording.flv');
    const out = createWriteStream(file);
    let parts = 0;
    try {
      for (let index = 1; ; index++) {
        const read = await storage.read(partKey(key, index));
        if (!read || read === 'unsatisfiable') break;
        for await (const chunk of read.body as AsyncIterable<Buffer>)
          if (!out.write(chunk)) await once(out, 'drain');
        parts = index;
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
    if (parts === 0) throw new Error(`no part of the recording ${key} reached the storage`);
    return work(file);
  });
};

/** Deletes a recording or upload, whether stored whole or in parts. */
export const removeRecording = (storage: TStorage, key: string) =>
  isPartsFolder(key) ? storage.removeFolder(key) : storage.remove([key]);
