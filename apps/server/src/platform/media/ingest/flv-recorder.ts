import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TFlvHub } from './flv-hub.ts';

/** How a recording ended: whole (the publisher stopped), or cut short by a write error (a full disk). */
export type TRecordingEnd = { ok: true } | { ok: false; error: string };

/**
 * Writes a hub's stream to an FLV file (the header, what a joiner gets, then every tag) until its
 * publish ends for good; the file is closed before the promise resolves, so it can be read at once.
 * A failed write ends the recording alone: the recorder leaves, the stream and its viewers go on.
 */
export const recordFlv = (hub: TFlvHub, filePath: string): Promise<TRecordingEnd> => {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const file = createWriteStream(filePath);
  return new Promise<TRecordingEnd>((resolve) => {
    let settled = false;
    const settle = (end: TRecordingEnd) => {
      if (settled) return;
      settled = true;
      leave();
      stopWaiting();
      resolve(end);
    };
    const leave = hub.join({
      person: false,
      write: (bytes) => {
        if (!file.destroyed && !file.writableEnded) file.write(bytes);
      },
    });
    const stopWaiting = hub.onFinish(() => {
      leave();
      file.end();
    });
    file.once('error', (error) => settle({ ok: false, error: error.message }));
    file.once('close', () => settle({ ok: true }));
  });
};
