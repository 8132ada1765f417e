import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from './ffmpeg.ts';
import { startRtmpIngest, type TRtmpIngest } from './rtmp-ingest.ts';

const ffmpeg = findFfmpeg();
const CHANNEL = `t${Date.now().toString(36)}`;
const KEY = 'right-key-0123456789';

let ingest: TRtmpIngest;
let player: Server;
let playerUrl = '';
const events: string[] = [];
const publishers: ChildProcess[] = [];

/** ffmpeg publishing a synthetic picture and tone, as an organiser's encoder would. */
const publish = (key: string, channel = CHANNEL) => {
  const child = spawn(
    ffmpeg!,
    [
      ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-tune', 'zerolatency', '-g', '25', '-c:a', 'aac', '-f', 'flv'],
      `rtmp://127.0.0.1:${ingest.port}/live/${channel}?key=${key}`,
    ],
    { stdio: 'ignore' },
  );
  publishers.push(child);
  return child;
};

const exitOf = (child: ChildProcess, timeoutMs: number) =>
  new Promise<number | null | 'running'>((resolve) => {
    const timer = setTimeout(() => resolve('running'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

const waitFor = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  ingest = await startRtmpIngest({
    port: 0,
    host: '127.0.0.1',
    log: pino({ level: 'silent' }),
    hooks: {
      mayPublish: (name, key) => name === CHANNEL && key === KEY,
      onLive: (name) => events.push(`live ${name}`),
      onIdle: (name) => events.push(`idle ${name}`),
    },
  });
  player = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'video/x-flv' });
    ingest.playFlv(CHANNEL, request, response);
  });
  await new Promise<void>((resolve) => player.listen(0, '127.0.0.1', resolve));
  playerUrl = `http://127.0.0.1:${(player.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  for (const child of publishers) child.kill('SIGKILL');
  await ingest.close();
  await new Promise<void>((resolve) => player.close(() => resolve()));
});

/** The first bytes a viewer receives. */
const firstBytes = (count: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const call = httpRequest(playerUrl, (response) => {
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (Buffer.concat(chunks).length >= count) {
          call.destroy();
          resolve(Buffer.concat(chunks));
        }
      });
    });
    call.on('error', reject);
    call.end();
  });

describe('the RTMP ingest', () => {
  it('has an ffmpeg to publish with (the system one, or the npm package the platform depends on)', () => {
    expect(ffmpeg).toBeTruthy();
  });

  it('refuses a wrong key, takes the right one, plays it as FLV and refuses a second publisher', async () => {
    expect(await exitOf(publish('wrong-key'), 8000)).not.toBe(0);
    expect(ingest.stateOf(CHANNEL).status).toBe('idle');

    publish(KEY);
    await waitFor(() => ingest.stateOf(CHANNEL).status === 'live');
    expect(events).toContain(`live ${CHANNEL}`);
    const bytes = await firstBytes(64 * 1024);
    expect(bytes.subarray(0, 3).toString()).toBe('FLV');
    await waitFor(() => ingest.stateOf(CHANNEL).width === 320);

    expect(await exitOf(publish(KEY), 8000)).not.toBe(0);

    // A recording that cannot be written (a full disk) ends, and says why; the stream goes on.
    const end = await ingest.record(CHANNEL, '/dev/full');
    expect(end?.ok).toBe(false);
    expect(end?.ok === false && end.error).toMatch(/ENOSPC|no space/i);
    expect(ingest.stateOf(CHANNEL).status).toBe('live');
    expect((await firstBytes(1024)).subarray(0, 3).toString()).toBe('FLV');
  }, 40_000);
});
