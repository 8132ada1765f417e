import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage.ts';
import { removeRecording, shipRecordingParts, withRecordingFile } from './recording-parts.ts';

/**
 * A recording shipped in parts while it grows (the bucket's way, here on a storage folder of the
 * disk): whoever makes the replay reads what reached the storage, in order, whether the recording
 * ended or its instance died.
 */

const root = await mkdtemp(path.join(os.tmpdir(), 'huitang-parts-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const { storage } = createLocalStorage('parts-test', path.join(root, 'storage'));
const log = pino({ enabled: false });
const stored = (key: string) => withRecordingFile(storage, key, (file) => readFile(file, 'utf8'));
const storedSoFar = (key: string) => stored(key).catch(() => '');

describe('a recording in parts', () => {
  it('is in the storage up to the last part at any moment, and whole once finished', async () => {
    const file = path.join(root, 'live.flv');
    const folder = 'recordings/c0123456789ab-1/';
    await appendFile(file, 'FLV first second;');
    const parts = shipRecordingParts({ storage, file, folder, everyMs: 300, log });
    await expect.poll(() => storedSoFar(folder), { interval: 20 }).toBe('FLV first second;');
    await appendFile(file, 'second second;');
    await expect.poll(() => storedSoFar(folder), { interval: 20 }).toBe('FLV first second;second second;');
    // What the encoder sent in the last moment is still on this machine only, as a crash would leave it.
    await appendFile(file, 'the last words');
    expect(await stored(folder)).toBe('FLV first second;second second;');

    expect(await parts.finish()).toBe(3);
    expect(await stored(folder)).toBe('FLV first second;second second;the last words');
    await removeRecording(storage, folder);
    await expect(stored(folder)).rejects.toThrow(/no part of the recording .* reached the storage/);
  });
});
