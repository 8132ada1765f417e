import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createFlvTagReader, VIDEO, type TFlvTag } from './flv.ts';
import { createFlvHub } from './flv-hub.ts';
import { attachFlvViewer, VIEWER_BEHIND_BYTES } from './flv-viewer.ts';

/**
 * A viewer that stops reading (a phone in a tunnel, or a client that means harm): the server keeps at
 * most VIEWER_BEHIND_BYTES for it, not every frame since, and once it reads again its picture starts
 * again at a keyframe and runs on with the live.
 */

const FRAME_BYTES = 100 * 1024;
const hub = createFlvHub({ reconnectGraceMs: 0 });
const encoder = hub.publish('127.0.0.1')!;
const video = (timestamp: number, key: boolean): TFlvTag => {
  const data = Buffer.alloc(FRAME_BYTES);
  data[0] = key ? 0x17 : 0x27;
  data[1] = 1;
  return { type: VIDEO, timestamp, data };
};
encoder.push({ type: VIDEO, timestamp: 0, data: Buffer.from([0x17, 0x00, 0, 0, 0, 1, 2]) });
let clock = 0;
/** A picture group: a keyframe and 24 frames, 40 ms apart. */
const pushGroup = async () => {
  for (let i = 0; i < 25; i++) {
    encoder.push(video((clock += 40), i === 0));
    await new Promise((resolve) => setImmediate(resolve));
  }
};

let response: ServerResponse | undefined;
const server = createServer((request, reply) => {
  reply.writeHead(200, { 'content-type': 'video/x-flv' });
  response = reply;
  attachFlvViewer(hub, request, reply);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('an HTTP-FLV viewer that stops reading', () => {
  it('is kept at most a bounded backlog, and starts again at a keyframe when it reads again', async () => {
    await pushGroup();
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.write('GET /live/test.flv HTTP/1.0\r\nHost: x\r\n\r\n');
    socket.pause();
    await expect.poll(() => response !== undefined).toBe(true);

    // 40 picture groups (100 MB) while it reads nothing.
    let largest = 0;
    for (let group = 0; group < 40; group++) {
      await pushGroup();
      largest = Math.max(largest, response!.writableLength);
    }
    expect(largest).toBeGreaterThan(VIEWER_BEHIND_BYTES / 2);
    expect(largest).toBeLessThanOrEqual(VIEWER_BEHIND_BYTES + FRAME_BYTES + 1024);

    // It reads again; the live goes on for some groups.
    const reader = createFlvTagReader();
    const received: TFlvTag[] = [];
    const body = { started: false };
    socket.on('data', (chunk: Buffer) => {
      if (!body.started) {
        const end = chunk.indexOf('\r\n\r\n');
        if (end < 0) return;
        body.started = true;
        chunk = chunk.subarray(end + 4);
      }
      received.push(...reader.read(chunk));
    });
    socket.resume();
    await expect.poll(() => response!.writableLength, { timeout: 10_000 }).toBeLessThan(512 * 1024);
    for (let group = 0; group < 3; group++) await pushGroup();
    const last = clock;
    await expect.poll(() => received.at(-1)?.timestamp, { timeout: 10_000 }).toBe(last);
    socket.destroy();

    // Frames were skipped, and after every gap the picture starts at a keyframe.
    const frames = received.filter((tag) => tag.data[1] === 1);
    const gaps = frames.flatMap((tag, index) =>
      index > 0 && tag.timestamp - frames[index - 1]!.timestamp > 40 ? [tag] : [],
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const tag of gaps) expect(tag.data[0]).toBe(0x17);
    expect(frames.length).toBeLessThan(25 * 44);
  }, 60_000);
});
