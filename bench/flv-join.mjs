/**
 * The live bench's join, run in a worker thread (a real audience is on other machines): one viewer
 * already watching, then `joiners` viewers arriving within `joinMs`, each as the watch page does it:
 * it asks for its signed play URL (POST `playUrlPath`), then opens the HTTP-FLV stream.
 *
 * The watcher's video tags are timed as they arrive: its longest gap is how long its picture froze.
 * A joiner is continuous when it got its URL and the stream, and no gap between its bytes was longer
 * than `gapMs` from its first byte to the end of `watchMs`.
 *
 * Messages in: { type: 'join' } starts a join, answered by { type: 'joined', ... } once `watchMs`
 * after the last arrival are over, when the joiners leave again. Ending the thread closes the watcher.
 * Posts { type: 'ready' } once the watcher receives the stream.
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader on Node 20.
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, watcherUrl, playUrlPath, playUrlBody, joiners, joinMs, watchMs, gapMs } = workerData;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens `url` as FLV; `onData(chunk)` for each chunk. Resolves false when the answer is not 200. */
const openFlv = (url, onData, opened = []) =>
  new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      resolve(response.statusCode === 200);
      response.on('data', onData);
      response.on('error', () => undefined);
    });
    request.on('error', () => resolve(false));
    opened.push(request);
  });

/** POSTs the play-URL call: the FLV URL, and how long the call took. */
const playUrl = () =>
  new Promise((resolve) => {
    const started = performance.now();
    const body = JSON.stringify(playUrlBody);
    const request = http.request(
      `${origin}${playUrlPath}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          try {
            const reply = JSON.parse(text);
            resolve({ url: reply.code === 200 ? origin + reply.data.flvUrl : undefined, ms });
          } catch {
            resolve({ url: undefined, ms });
          }
        });
      },
    );
    request.on('error', () => resolve({ url: undefined, ms: performance.now() - started }));
    request.end(body);
  });

// The watcher: each video tag's arrival (FLV tag type 9), parsed from the byte stream.
const arrivals = [];
let pending = Buffer.alloc(0);
let offset = 13; // FLV header and the first previous-tag size
const watching = await openFlv(watcherUrl, (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= offset + 11) {
    const size = pending.readUIntBE(offset + 1, 3);
    if (pending.length < offset + 11 + size + 4) break;
    if (pending[offset] === 9) arrivals.push(performance.now());
    pending = pending.subarray(offset + 11 + size + 4);
    offset = 0;
  }
});
for (let tries = 0; watching && arrivals.length < 25 && tries < 200; tries++) await sleep(100);
if (arrivals.length < 25) throw new Error(`the watcher got ${arrivals.length} frames (opened: ${watching})`);
parentPort.postMessage({ type: 'ready' });

const join = async () => {
  const startedAt = performance.now();
  const opened = [];
  const endsAt = startedAt + joinMs + watchMs;
  const viewers = await Promise.all(
    Array.from({ length: joiners }, async (_, index) => {
      await sleep((index / joiners) * joinMs);
      const viewer = { urlMs: 0, firstByteMs: Infinity, bytes: 0, longestGap: 0, last: 0, ok: false };
      const asked = await playUrl();
      viewer.urlMs = asked.ms;
      if (!asked.url) return viewer;
      const connected = performance.now();
      viewer.ok = await openFlv(
        asked.url,
        (chunk) => {
          const now = performance.now();
          if (viewer.last === 0) viewer.firstByteMs = now - connected;
          else viewer.longestGap = Math.max(viewer.longestGap, now - viewer.last);
          viewer.last = now;
          viewer.bytes += chunk.length;
        },
        opened,
      );
      return viewer;
    }),
  );
  await sleep(Math.max(0, endsAt - performance.now()));
  const now = performance.now();
  for (const viewer of viewers)
    if (viewer.last > 0) viewer.longestGap = Math.max(viewer.longestGap, now - viewer.last);
  // They leave together, so the next round joins an audience of the watcher alone.
  for (const request of opened) request.destroy();
  const during = arrivals.filter((at) => at >= startedAt - 1000);
  const watcherFreeze = Math.max(0, ...during.slice(1).map((at, i) => at - during[i]));
  return {
    type: 'joined',
    continuous: viewers.filter((v) => v.ok && v.longestGap <= gapMs).length,
    failed: viewers.filter((v) => !v.ok).length,
    urlMs: viewers.map((v) => v.urlMs),
    firstByteMs: viewers.filter((v) => v.ok).map((v) => v.firstByteMs),
    longestGapMs: Math.max(0, ...viewers.map((v) => v.longestGap)),
    watcherFreezeMs: watcherFreeze,
  };
};

parentPort.on('message', async (message) => {
  if (message.type === 'join') parentPort.postMessage(await join());
});
