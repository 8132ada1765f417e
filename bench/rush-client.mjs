/**
 * The sign-up rush's load generator, run in a worker thread: a real rush comes from other machines,
 * so the client's HTTP work must not share the server's event loop (it would halve what we measure).
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader on Node 20.
 * Input and output: TRushClientInput and TRushClientOutput in signup-rush.ts.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, meetingId, typeId, attendees, concurrency } = workerData;
const latencies = [];
const codes = [];
let next = 0;
const signUp = async () => {
  while (next < attendees.length) {
    const { mobile, token } = attendees[next++];
    const started = performance.now();
    const response = await globalThis.fetch(`${baseUrl}/apis/meeting/auth/enroll/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ meetingId, typeId, attendees: [{ name: '参会人', mobile, unit: '基准医院' }] }),
    });
    const reply = await response.json();
    latencies.push(performance.now() - started);
    codes.push(reply.code);
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, signUp));
parentPort.postMessage({ latencies, codes, seconds: (performance.now() - started) / 1000 });
