import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../ffmpeg.ts';
import { chunkHeader, closedWithin, handshaken } from '../../../../test/rtmp-client.ts';
import { startRtmpIngest, type TRtmpIngest } from '../rtmp-ingest.ts';
import { MAX_CHUNK_SIZE, MAX_MESSAGE_LENGTH } from './chunk-reader.ts';
import { createFlvTagReader, FLV_HEADER, kindOf } from './flv.ts';

/** Our RTMP server under a real encoder (ffmpeg) and under a client that asks for too much. */

const ffmpeg = findFfmpeg()!;
const CHANNEL = `s${randomBytes(6).toString('hex')}`;
const KEY = 'right-key-0123456789';
let ingest: TRtmpIngest;
const children: ChildProcess[] = [];

beforeAll(async () => {
  ingest = await startRtmpIngest({
    port: 0,
    host: '127.0.0.1',
    log: pino({ level: 'silent' }),
    hooks: {
      mayPublish: (name, key) => name === CHANNEL && key === KEY,
      onLive: () => undefined,
      onIdle: () => undefined,
    },
  });
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await ingest.close();
});

/** What ffmpeg makes of FLV bytes: decoded frames and their size, and what it complained of. */
const decode = (flv: Buffer) =>
  new Promise<{ frames: number; size: string; errors: string }>((resolve) => {
    const child = spawn(ffmpeg, [
      '-v',
      'error',
      '-f',
      'flv',
      '-i',
      'pipe:0',
      '-map',
      '0:v',
      '-f',
      'framemd5',
      '-',
    ]);
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdin.on('error', () => undefined);
    child.stdin.end(flv);
    child.on('close', () =>
      resolve({
        frames: out.split('\n').filter((line) => /^\d/.test(line)).length,
        size: /#dimensions 0: (\S+)/.exec(out)?.[1] ?? '',
        errors,
      }),
    );
  });

describe('the RTMP server', () => {
  it('closes a connection that sets a chunk size over the limit, or announces a message over it', async () => {
    const big = await handshaken(ingest.port);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(MAX_CHUNK_SIZE + 1);
    big.write(Buffer.concat([chunkHeader(2, 4, 1), size]));
    expect(await closedWithin(big, 3000)).toBe(true);

    const long = await handshaken(ingest.port);
    long.write(chunkHeader(6, MAX_MESSAGE_LENGTH + 1, 9));
    expect(await closedWithin(long, 3000)).toBe(true);

    // Within the limits, a connection that has not published stays open.
    const fine = await handshaken(ingest.port);
    fine.write(chunkHeader(6, 1000, 9));
    expect(await closedWithin(fine, 500)).toBe(false);
    fine.destroy();
  }, 20_000);

  it('gives a late joiner the header, codec set-up and picture group first, and it plays from the first frame', async () => {
    const child = spawn(
      ffmpeg,
      [
        ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-c:v', 'libx264', '-preset', 'ultrafast'],
        ...['-g', '50', '-c:a', 'aac', '-f', 'flv'],
        `rtmp://127.0.0.1:${ingest.port}/live/${CHANNEL}?key=${KEY}`,
      ],
      { stdio: 'ignore' },
    );
    children.push(child);
    await expect.poll(() => ingest.stateOf(CHANNEL).status, { timeout: 15_000 }).toBe('live');
    // Joins mid picture group (keyframes every two seconds).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const chunks: Buffer[] = [];
    const leave = ingest.subscribe(
      CHANNEL,
      (chunk) => chunks.push(chunk),
      () => undefined,
    )!;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    leave();
    child.kill('SIGKILL');

    const received = Buffer.concat(chunks);
    expect(received.subarray(0, FLV_HEADER.length)).toEqual(FLV_HEADER);
    const kinds = createFlvTagReader().read(received).map(kindOf);
    expect(kinds.slice(0, 4)).toEqual(['metadata', 'audio-config', 'video-config', 'keyframe']);
    const played = await decode(received);
    expect(played.errors).toBe('');
    expect(played.size).toBe('320x240');
    // The picture group held since the last keyframe, then 1.5 s more at 25 frames a second.
    expect(played.frames).toBeGreaterThan(40);
  }, 40_000);
});
