/**
 * The join of a live in `npm run bench`: one viewer watching, then `joiners` more arriving within one
 * second (each asking for its play URL, then opening HTTP-FLV, as the watch page does), while
 * autocannon asks an unrelated API call from 1 s before the join to the end of the watch. Run
 * `rounds` times, the joiners leaving between rounds: a crowd arriving has to be fine every time.
 */
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

export interface TJoinRound {
  joiners: number;
  continuous: number;
  failed: number;
  urlP99: number;
  firstByteP99: number;
  longestGap: number;
  watcherFreeze: number;
  apiRps: number;
  apiP99: number;
  apiFailed: number;
}

interface TJoined {
  continuous: number;
  failed: number;
  urlMs: number[];
  firstByteMs: number[];
  longestGapMs: number;
  watcherFreezeMs: number;
}

/** A joiner is continuous when no gap between its bytes is longer than this (the stream sends 25 frames/s). */
export const JOIN_GAP_MS = 1000;

export const measureJoin = async ({
  baseUrl,
  watcherUrl,
  placeId,
  meetingId,
  joiners,
  rounds,
}: {
  baseUrl: string;
  watcherUrl: string;
  placeId: number;
  meetingId: number;
  joiners: number;
  rounds: number;
}): Promise<TJoinRound[]> => {
  const joinMs = 1000;
  const watchMs = 5000;
  const worker = new Worker(new URL('./flv-join.mjs', import.meta.url), {
    workerData: {
      origin: baseUrl,
      watcherUrl,
      playUrlPath: '/apis/meeting/api/meeting/place/live/url',
      playUrlBody: { placeId },
      joiners,
      joinMs,
      watchMs,
      gapMs: JOIN_GAP_MS,
    },
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string } & T) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  /** Tells the worker `type` after `afterMs`; answers its reply `answer`. */
  const ask = async <T>(type: string, answer: string, afterMs: number) => {
    await sleep(afterMs);
    const reply = next<T>(answer);
    worker.postMessage({ type });
    return reply;
  };
  await next('ready');
  const results: TJoinRound[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      await sleep(3000);
      const [done, apiFigures] = await Promise.all([
        ask<TJoined>('join', 'joined', 1000),
        // On this thread (the audience has its own): autocannon's worker mode failed now and then
        // here with nothing but `undefined` to say why.
        autocannon({
          url: `${baseUrl}/apis/meeting/api/meeting/info/view`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: meetingId }),
          connections: 10,
          duration: Math.ceil((1000 + joinMs + watchMs) / 1000),
        }),
      ]);
      results.push({
        joiners,
        continuous: done.continuous,
        failed: done.failed,
        urlP99: Math.round(percentile(done.urlMs, 0.99)),
        firstByteP99: Math.round(percentile(done.firstByteMs, 0.99)),
        longestGap: Math.round(done.longestGapMs),
        watcherFreeze: Math.round(done.watcherFreezeMs),
        apiRps: Math.round(apiFigures.requests.average),
        apiP99: apiFigures.latency.p99,
        apiFailed: apiFigures.errors + apiFigures.non2xx,
      });
      console.log('join round', results.at(-1));
    }
  } finally {
    // Ending the thread closes its connections (and a worker that failed has nothing to answer).
    await worker.terminate();
  }
  return results;
};

export const joinSection = (rounds: TJoinRound[]) => [
  `${rounds[0]?.joiners ?? 0} FLV viewers join within one second, ${rounds.length} times (they leave between rounds),`,
  'each asking for its play URL and then opening the stream as the watch page does, while one viewer already',
  'watches and autocannon asks meeting/info/view over 10 connections from 1 s before the join to 5 s after it.',
  `A joiner is continuous when it got the stream and no gap between its bytes was over ${JOIN_GAP_MS} ms; the`,
  "watcher's freeze is the longest gap between the video frames it received:",
  '',
  '| round | continuous | refused or failed | play URL p99 ms | first byte p99 ms | longest gap ms | watcher froze ms | API requests/s | API p99 ms | API failed |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rounds.map(
    (r, i) =>
      `| ${i + 1} | ${r.continuous}/${r.joiners} | ${r.failed} | ${r.urlP99} | ${r.firstByteP99} | ${r.longestGap} | ${r.watcherFreeze} | ${r.apiRps} | ${r.apiP99} | ${r.apiFailed} |`,
  ),
  '',
  'Goal: every joiner continuous, the API p99 under 200 ms, and no freeze the watcher would notice, every round.',
  '',
];
