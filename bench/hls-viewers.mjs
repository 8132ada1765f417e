/**
 * The course-video bench's audience, run in a worker thread (a real audience is on other machines):
 * `viewers` players of one HLS rendition, joining spread over one segment's time. Each plays as hls.js
 * does in steady state: it fetches the next segment as soon as it holds fewer than `ahead` segments it
 * has not yet played, so the first few come back to back and the rest at the stream's pace. A segment
 * that arrives after the moment the player needed it is a stall. Posts one message when `seconds` are
 * over: { type: 'done', latencies (ms, one per segment request), bytes, segments, stalls,
 * stalledViewers, failures }.
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader on Node 20.
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { playlistUrl, viewers, seconds, segmentSeconds, ahead } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** GETs a URL to the last byte: its status, body length (and the body when `keep`) and milliseconds. */
const get = (url, keep = false) =>
  new Promise((resolve) => {
    const started = performance.now();
    const chunks = [];
    let length = 0;
    const request = http.get(url, { agent }, (response) => {
      response.on('data', (chunk) => {
        length += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          ok: response.statusCode === 200,
          length,
          body: keep ? Buffer.concat(chunks).toString() : '',
          ms: performance.now() - started,
        }),
      );
      response.on('error', () => resolve({ ok: false, length, body: '', ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ ok: false, length: 0, body: '', ms: performance.now() - started }));
  });

const listing = await get(playlistUrl, true);
const segments = listing.body
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((name) => new URL(name, playlistUrl).href);

const latencies = [];
let bytes = 0;
let fetched = 0;
let stalls = 0;
let failures = 0;
const stalledViewers = new Set();
const endsAt = Date.now() + seconds * 1000;

const play = async (index) => {
  await sleep((index / viewers) * segmentSeconds * 1000);
  // Viewers start at different places in the video, as an audience does.
  let next = index % segments.length;
  let playingSince;
  let played = 0;
  const segmentMs = segmentSeconds * 1000;
  /** Segments this player holds that it has not finished playing yet. */
  const buffered = () => (playingSince === undefined ? 0 : played - (Date.now() - playingSince) / segmentMs);
  while (Date.now() < endsAt) {
    if (buffered() >= ahead) {
      await sleep((buffered() - ahead + 0.01) * segmentMs);
      continue;
    }
    const answer = await get(segments[next]);
    if (!answer.ok) failures++;
    latencies.push(answer.ms);
    bytes += answer.length;
    fetched++;
    if (buffered() < 0) {
      // The picture stopped while this segment was on its way; playback resumes from here.
      stalls++;
      stalledViewers.add(index);
      playingSince = Date.now() - played * segmentMs;
    }
    played++;
    playingSince ??= Date.now();
    next = (next + 1) % segments.length;
  }
};

await Promise.all(Array.from({ length: viewers }, (_, index) => play(index)));
agent.destroy();
parentPort.postMessage({
  type: 'done',
  latencies,
  bytes,
  segments: fetched,
  stalls,
  stalledViewers: stalledViewers.size,
  failures,
});
