/**
 * Live in `npm run bench`: ffmpeg publishes a synthetic 1 Mbit/s stream whose timestamps are the wall
 * clock at the moment each frame is made (ms, modulo 2^31: what FLV carries), so a subscriber knows how
 * old every frame it receives is. Measured: HTTP-FLV latency, HLS latency, how many FLV viewers the
 * machine carries while the API answers, and how long a 10-minute live takes to become a replay.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { findFfmpeg } from '../apps/server/src/platform/media/ffmpeg.ts';
import { measure } from './autocannon-run.ts';
import { joinSection, measureJoin, type TJoinRound } from './live-join.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

const WRAP = 2 ** 31;
/** How many times a 90 kHz clock of 33 bits wraps while the stamp runs once through WRAP ms. */
const TICK_WRAPS = Math.ceil((WRAP * 90) / 2 ** 33) + 1;
/** How long ago (ms) a frame stamped `stamp` (wall clock mod 2^31) was made. */
const ageOf = (stamp: number, now = Date.now()) => {
  const age = ((((now % WRAP) - stamp) % WRAP) + WRAP) % WRAP;
  return age > WRAP / 2 ? age - WRAP : age;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25'];
const megabit = ['-b:v', '1M', '-maxrate', '1M', '-bufsize', '1M'];

/** The clock stream: testsrc2 at 640×360, 25 frames/s, each frame's timestamp the wall clock when made. */
const publishClock = (ffmpeg: string, target: string) =>
  spawn(
    ffmpeg,
    [
      ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-vf', "settb=1/1000,setpts='mod(RTCTIME/1000,2147483648)/1000/TB'"],
      ...encode,
      ...megabit,
      // Millisecond stamps: the encoder's own time base would round them to the frame (40 ms).
      ...['-enc_time_base', '1/1000', '-copyts', '-f', 'flv', target],
    ],
    { stdio: 'ignore' },
  );

/** The ages of the video frames an HTTP-FLV subscriber receives over `ms` (after the cached start). */
const flvAges = (url: string, ms: number) =>
  new Promise<number[]>((resolve, reject) => {
    const ages: number[] = [];
    const from = Date.now() + 2000;
    let pending = Buffer.alloc(0);
    let offset = 13; // FLV header and the first previous-tag size
    const request = http.get(url, (response) => {
      response.on('data', (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk]);
        while (pending.length >= offset + 11) {
          const size = pending.readUIntBE(offset + 1, 3);
          if (pending.length < offset + 11 + size + 4) break;
          const stamp = pending.readUIntBE(offset + 4, 3) + pending[offset + 7]! * 2 ** 24;
          if (pending[offset] === 9 && Date.now() > from) ages.push(ageOf(stamp));
          pending = pending.subarray(offset + 11 + size + 4);
          offset = 0;
        }
      });
    });
    request.on('error', reject);
    setTimeout(() => {
      request.destroy();
      resolve(ages);
    }, ms);
  });

/** The presentation time (90 kHz) of the first video frame in an MPEG-TS segment. */
const firstVideoPts = (segment: Buffer): number | undefined => {
  for (let at = 0; at + 188 <= segment.length; at += 188) {
    if (segment[at] !== 0x47 || !(segment[at + 1]! & 0x40)) continue;
    const adaptation = (segment[at + 3]! >> 4) & 3;
    const p = at + 4 + (adaptation & 2 ? segment[at + 4]! + 1 : 0);
    const isVideoPes =
      segment[p] === 0 && segment[p + 1] === 0 && segment[p + 2] === 1 && (segment[p + 3]! & 0xf0) === 0xe0;
    if (!isVideoPes || !(segment[p + 7]! & 0x80)) continue;
    const b = segment.subarray(p + 9, p + 14);
    return ((b[0]! >> 1) & 7) * 2 ** 30 + (b[1]! << 22) + ((b[2]! >> 1) << 15) + (b[3]! << 7) + (b[4]! >> 1);
  }
  return undefined;
};

/**
 * For each segment that appears in the playlist over `ms`: how old its first frame was when it was
 * listed. The packager keeps the encoder's timestamps; ffmpeg's MPEG-TS muxer starts them 1.4 s later
 * and they wrap at 2^33 ticks, so the clock is recovered from the candidate that makes sense
 * (2026-11-26: four candidates covered only the first 106 hours of each 24.8-day stamp cycle).
 */
const hlsListingAges = async (origin: string, playlistUrl: string, ms: number) => {
  const seen = new Set<string>();
  const ages: number[] = [];
  const until = Date.now() + ms;
  let first = true;
  while (Date.now() < until) {
    const playlist = await fetch(origin + playlistUrl).then((r) => (r.ok ? r.text() : ''));
    const listedAt = Date.now();
    for (const line of playlist.split('\n').filter((l) => /^s\d+\.ts\?/.test(l))) {
      if (seen.has(line)) continue;
      seen.add(line);
      // Segments already listed when we arrived were not seen appear.
      if (first) continue;
      const segment = Buffer.from(
        await (await fetch(origin + playlistUrl.replace(/index\.m3u8\?.*$/, line))).arrayBuffer(),
      );
      const pts = firstVideoPts(segment);
      if (pts === undefined) continue;
      // A stamp below 2^31 ms is up to 2^31 × 90 ticks: the 33-bit PTS may have wrapped up to 22 times.
      const candidates = Array.from({ length: TICK_WRAPS }, (_, k) =>
        ageOf(((pts + k * 2 ** 33) / 90 - 1400) % WRAP, listedAt),
      );
      const age = candidates.find((a) => a >= 0 && a < 60_000);
      if (age !== undefined) ages.push(age);
    }
    first = false;
    await sleep(100);
  }
  return ages;
};

/** `count` viewers playing FLV from a worker thread; count() gives each one's bytes since the last count. */
const audience = async (urls: string[]) => {
  const worker = new Worker(new URL('./flv-viewers.mjs', import.meta.url), { workerData: { urls } });
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
    });
  await next('ready');
  const ask = <T>(type: string, answer: string) => {
    const reply = next<T>(answer);
    worker.postMessage({ type });
    return reply;
  };
  return {
    count: async () => (await ask<{ bytes: number[] }>('count', 'counts')).bytes,
    stop: async () => {
      await ask('stop', 'stopped');
      await worker.terminate();
    },
  };
};

export interface TLiveFigures {
  flv: { median: number; p95: number; frames: number };
  hls: { median: number; p95: number; segments: number };
  viewers: { viewers: number; keptUp: number; apiRps: number; apiP99: number; megabits: number }[];
  join: TJoinRound[];
  streamMegabits: number;
  replay: { streamSeconds: number; graceSeconds: number; secondsToReady: number };
}

/** Runs the live measurements against a server started with live on (rtmpPort 0, reconnect grace 1 s). */
export const measureLive = async (
  baseUrl: string,
  post: TPost,
  { meetingId, organiserToken, seconds }: { meetingId: number; organiserToken: string; seconds: number },
): Promise<TLiveFigures> => {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) throw new Error('the live bench needs ffmpeg');
  const call = async <T>(url: string, body: unknown, token = organiserToken) => {
    const reply = JSON.parse(await post(`/apis${url}`, body, token ? { token } : {})) as {
      code: number;
      msg: string;
      data: T;
    };
    if (reply.code !== 200) throw new Error(`${url}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  const openChannel = async (name: string) => {
    const places = await call<{ id: number; name: string }[]>('/meeting/auth/meeting/place/save', {
      meetingId,
      name,
    });
    const placeId = places.find((p) => p.name === name)!.id;
    const channel = await call<{ id: number; pushUrl: string; streamKey: string }>(
      '/meeting/auth/meeting/place/create/live',
      { placeId },
    );
    await call('/meeting/auth/meeting/place/edit/live', { id: channel.id, gate: 'open' });
    const target = `${channel.pushUrl.replace('localhost', '127.0.0.1')}?key=${channel.streamKey}`;
    const playUrl = () =>
      call<{ flvUrl: string; hlsUrl: string; live: boolean }>(
        '/meeting/api/meeting/place/live/url',
        { placeId },
        '',
      );
    return { target, playUrl, placeId };
  };
  const untilLive = async (playUrl: () => Promise<{ live: boolean }>) => {
    for (let i = 0; i < 100 && !(await playUrl()).live; i++) await sleep(100);
  };

  /** Latency of both paths, the stream's own rate, then ever larger crowds while the API is asked. */
  const latencyAndCrowds = async (clock: Awaited<ReturnType<typeof openChannel>>) => {
    const url = await clock.playUrl();
    const flvFrames = await flvAges(baseUrl + url.flvUrl, seconds * 1000);
    const hlsSegments = await hlsListingAges(baseUrl, url.hlsUrl, Math.max(seconds, 8) * 1000);

    // One viewer first: the stream's own rate, which every viewer of the crowd should keep up with.
    const single = await audience([baseUrl + (await clock.playUrl()).flvUrl]);
    await sleep(1000);
    await single.count();
    await sleep(4000);
    const streamMegabits = ((await single.count())[0]! * 8) / 4 / 1e6;
    await single.stop();

    const viewers: TLiveFigures['viewers'] = [];
    for (const count of [250, 500, 750, 1000]) {
      const urls: string[] = [];
      while (urls.length < count) {
        const batch = await Promise.all(Array.from({ length: 50 }, () => clock.playUrl()));
        urls.push(...batch.map((u) => baseUrl + u.flvUrl));
      }
      const crowd = await audience(urls);
      await sleep(3000);
      await crowd.count();
      const started = Date.now();
      const api = await measure({
        url: `${baseUrl}/apis/meeting/api/meeting/info/view`,
        method: 'POST',
        body: { id: meetingId },
        connections: 10,
        seconds,
        warmupSeconds: 0,
      });
      const bytes = await crowd.count();
      const elapsed = (Date.now() - started) / 1000;
      const rates = bytes.map((b) => (b * 8) / elapsed / 1e6);
      await crowd.stop();
      viewers.push({
        viewers: count,
        keptUp: rates.filter((rate) => rate >= streamMegabits * 0.9).length,
        apiRps: api.rps,
        apiP99: api.p99,
        megabits: Math.round(rates.reduce((a, b) => a + b, 0)),
      });
      const last = viewers.at(-1)!;
      if (last.apiP99 >= 100 || last.keptUp < count * 0.99) break;
    }
    return { flvFrames, hlsSegments, streamMegabits, viewers };
  };

  const clock = await openChannel('直播基准');
  const encoder: ChildProcess = publishClock(ffmpeg, clock.target);
  try {
    await untilLive(clock.playUrl);
    // BENCH_LIVE_JOIN_ONLY=1 measures the join alone (while working on it).
    const joinOnly = process.env.BENCH_LIVE_JOIN_ONLY === '1';
    const { flvFrames, hlsSegments, streamMegabits, viewers } = joinOnly
      ? { flvFrames: [], hlsSegments: [], streamMegabits: 1, viewers: [] }
      : await latencyAndCrowds(clock);
    const join = await measureJoin({
      baseUrl,
      watcherUrl: baseUrl + (await clock.playUrl()).flvUrl,
      placeId: clock.placeId,
      meetingId,
      joiners: 500,
      rounds: 3,
    });

    return {
      flv: { median: median(flvFrames), p95: p95(flvFrames), frames: flvFrames.length },
      hls: { median: median(hlsSegments), p95: p95(hlsSegments), segments: hlsSegments.length },
      viewers,
      join,
      streamMegabits: Math.round(streamMegabits * 100) / 100,
      replay: joinOnly
        ? { streamSeconds: 0, graceSeconds: 0, secondsToReady: 0 }
        : await tenMinuteReplay(ffmpeg, await openChannel('回放基准'), call, meetingId),
    };
  } finally {
    encoder.kill('SIGKILL');
  }
};

/**
 * A 10-minute live, pushed at twenty times real time (a 10-second clip looped 60 times, copied, not
 * re-encoded), then timed from the encoder's end until its replay is ready to watch.
 */
const tenMinuteReplay = async (
  ffmpeg: string,
  channel: { target: string; playUrl: () => Promise<{ live: boolean }> },
  call: <T>(url: string, body: unknown) => Promise<T>,
  meetingId: number,
) => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'huitang-live-bench-'));
  const clip = path.join(folder, 'clip.flv');
  const run = (args: string[]) =>
    new Promise<void>((resolve, reject) =>
      spawn(ffmpeg, ['-loglevel', 'error', ...args], { stdio: 'ignore' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)),
      ),
    );
  try {
    await run([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25',
      '-t',
      '10',
      ...encode,
      ...megabit,
      clip,
    ]);
    const replaysBefore = (
      await call<{ id: number }[]>('/meeting/auth/meeting/video/list', { meetingId })
    ).map((r) => r.id);
    // Twenty times real time: fast enough for a bench, slow enough that what is sent is what a live is.
    await run([
      '-readrate',
      '20',
      '-stream_loop',
      '59',
      '-i',
      clip,
      '-c',
      'copy',
      '-f',
      'flv',
      channel.target,
    ]);
    const ended = Date.now();
    for (;;) {
      const replays = await call<{ id: number; status: string; durationSeconds: number }[]>(
        '/meeting/auth/meeting/video/list',
        { meetingId },
      );
      const made = replays.find((r) => !replaysBefore.includes(r.id));
      if (made?.status === 'ready')
        return {
          streamSeconds: made.durationSeconds,
          graceSeconds: 1,
          secondsToReady: (Date.now() - ended) / 1000,
        };
      if (made?.status === 'failed') throw new Error('the 10-minute replay failed');
      if (Date.now() - ended > 120_000) throw new Error('the 10-minute replay took over 2 minutes');
      await sleep(100);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

const seconds1 = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

/** The live part of bench/RESULTS.md. */
export const liveSection = (live: TLiveFigures) => [
  '## Live',
  '',
  'On a server of its own with one process: a live is watched only through the process its encoder reached',
  '(lives across processes are issue 47), so one process carries the whole audience here.',
  '',
  'ffmpeg publishes testsrc2 at 640×360, 25 frames/s, x264 ultrafast/zerolatency, one keyframe a second,',
  `1 Mbit/s (${live.streamMegabits} Mbit/s as one viewer received it), each frame stamped with the wall clock when it was`,
  'made; the subscribers read the stamps back.',
  '',
  '| path | measured | median | p95 | samples | goal |',
  '|---|---|---|---|---|---|',
  `| HTTP-FLV | frame made → an FLV subscriber has it | ${seconds1(live.flv.median)} | ${seconds1(live.flv.p95)} | ${live.flv.frames} frames | ≤ 1.5 s glass to glass |`,
  `| HLS | frame made → its segment is in the playlist | ${seconds1(live.hls.median)} | ${seconds1(live.hls.p95)} | ${live.hls.segments} segments | ≤ 5 s glass to glass |`,
  '',
  'What a viewer sees adds the player: mpegts.js plays FLV with its buffer chasing the live edge (a few hundred ms);',
  `hls.js starts two one-second segments behind the newest, so an HLS viewer is about ${seconds1(live.hls.median + 2000)} behind.`,
  'A real encoder (OBS) adds its own encoding delay to both.',
  '',
  'FLV viewers of the same stream, from a worker thread on the same 2 cores, while autocannon asks',
  'meeting/info/view over 10 connections; a viewer keeps up when it receives 90% of the stream rate or more:',
  '',
  '| viewers | kept up | delivered Mbit/s | API requests/s | API p99 ms |',
  '|---|---|---|---|---|',
  ...live.viewers.map((v) => `| ${v.viewers} | ${v.keptUp} | ${v.megabits} | ${v.apiRps} | ${v.apiP99} |`),
  '',
  'Goal: 500 viewers or more of a 1 Mbit/s stream with the API p99 under 100 ms. The steps stop at the first',
  'that misses; beyond one machine, SRS edges or a CDN take the audience (docs/decisions/019-live.md).',
  '',
  ...joinSection(live.join),
  '| replay of a live | stream length | reconnect grace | encoder end → replay ready |',
  '|---|---|---|---|',
  `| 10-minute live, sent at 20× real time | ${live.replay.streamSeconds} s | ${live.replay.graceSeconds} s | ${live.replay.secondsToReady.toFixed(1)} s |`,
  '',
  'The grace is the time the channel waits for a dropped encoder to come back (LIVE_RECONNECT_SECONDS, 30 s by',
  'default, 1 s here); then the FLV recording is remuxed to MP4 without re-encoding and a poster is cut.',
  '',
];
