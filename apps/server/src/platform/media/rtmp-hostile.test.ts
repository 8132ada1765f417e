import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from './ffmpeg.ts';
import { encodeAmf0, type TAmfValue } from './ingest/amf0.ts';
import { chunkHeader, closedWithin, handshaken } from '../../../test/rtmp-client.ts';
import { startRtmpIngest, type TRtmpIngest } from './rtmp-ingest.ts';

/**
 * The RTMP port is open to the internet without a key until `publish`: whatever a client sends there
 * ends, at worst, its own connection. Each case once took the whole platform down (issue 44).
 */

const ffmpeg = findFfmpeg()!;
const KEY = 'right-key-0123456789';
const channels = new Set<string>();
const lives: string[] = [];
const publishers: ChildProcess[] = [];
let ingest: TRtmpIngest;

beforeAll(async () => {
  ingest = await startRtmpIngest({
    port: 0,
    host: '127.0.0.1',
    log: pino({ level: 'silent' }),
    hooks: {
      mayPublish: (name, key) => channels.has(name) && key === KEY,
      onLive: (name) => lives.push(name),
      onIdle: () => undefined,
    },
    reconnectGraceMs: 5000,
  });
});
afterAll(async () => {
  for (const child of publishers) child.kill('SIGKILL');
  await ingest.close();
});

/** One AMF0 command message on chunk stream 3, in one chunk (under the default 128-byte chunk size). */
const command = (...values: TAmfValue[]) => {
  const payload = encodeAmf0(...values);
  return Buffer.concat([chunkHeader(3, payload.length, 0x14), payload]);
};

const push = (channel: string, args: string[] = [], seconds = 30) => {
  const child = spawn(
    ffmpeg,
    [
      ...[
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=160x120:rate=15:duration=${seconds}`,
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', ...args, '-f', 'flv'],
      `rtmp://127.0.0.1:${ingest.port}/live/${channel}?key=${KEY}`,
    ],
    { stdio: 'ignore' },
  );
  publishers.push(child);
  return child;
};

/** A key-holding encoder can still go live: the ingest survived whatever came before. */
const stillTakesAPublisher = async () => {
  const channel = `h${randomBytes(6).toString('hex')}`;
  channels.add(channel);
  const child = push(channel);
  await expect.poll(() => ingest.stateOf(channel).status, { timeout: 15_000 }).toBe('live');
  child.kill('SIGKILL');
};

describe('a client that speaks RTMP wrong', () => {
  it('sending connect without tcUrl loses its connection; the ingest goes on', async () => {
    const socket = await handshaken(ingest.port);
    socket.write(command('connect', 1, { app: 'live' }));
    expect(await closedWithin(socket, 5000)).toBe(true);
    await stillTakesAPublisher();
  }, 30_000);

  it('sending random bytes, before or after the handshake, ends at most its own connection', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.uint8Array({ minLength: 1, maxLength: 600 }), { minLength: 1, maxLength: 4 }),
        async (afterHandshake, writes) => {
          const socket = afterHandshake
            ? await handshaken(ingest.port)
            : await new Promise<Socket>((resolve) => {
                const raw = connect(ingest.port, '127.0.0.1', () => resolve(raw));
              });
          socket.on('error', () => undefined);
          for (const bytes of writes) socket.write(bytes);
          await new Promise((resolve) => setTimeout(resolve, 20));
          socket.destroy();
        },
      ),
      { numRuns: 150, seed: 44 },
    );
    // Commands with hostile fields, after a real handshake.
    for (const cmdObj of [
      {},
      { app: 'live', tcUrl: 'not a url' },
      { app: 7, tcUrl: null },
      { tcUrl: 'rtmp://' },
    ]) {
      const socket = await handshaken(ingest.port);
      socket.write(command('connect', 1, cmdObj));
      socket.write(command('publish', 2, null, 'x?key=', 'live'));
      await closedWithin(socket, 300);
      socket.destroy();
    }
    await stillTakesAPublisher();
  }, 60_000);

  it('an encoder resuming with timestamps near 2^31 twice, then from zero, keeps its channel live', async () => {
    const channel = `h${randomBytes(6).toString('hex')}`;
    channels.add(channel);
    for (let round = 0; round < 2; round++) {
      const child = push(channel, ['-output_ts_offset', '2147480'], 3);
      await new Promise((resolve) => child.once('exit', resolve));
    }
    const child = push(channel);
    await expect.poll(() => ingest.stateOf(channel).status, { timeout: 15_000 }).toBe('live');
    // Past 2^32 about a second after the third start (the timeline resumes where the second ended).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(ingest.stateOf(channel).status).toBe('live');
    expect(ingest.stateOf(channel).width).toBe(160);
    child.kill('SIGKILL');
  }, 60_000);
});
