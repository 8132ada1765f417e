/**
 * The rushes' load generator (sign-ups, desk scans), run in a worker thread: a real rush comes from
 * other machines, so the client's HTTP work must not share the server's event loop (it would halve
 * what we measure). Plain JavaScript: a worker thread does not inherit the TypeScript loader on Node 20.
 * Input and output: TRushClientInput and TRushClientOutput in signup-rush.ts.
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, requests, concurrency, at } = workerData;
// node:http with kept-alive sockets, not fetch: undici's fetch spent about a millisecond of this
// machine's CPU per request, which the server under test would otherwise not have had to share.
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const post = (path, headers, body) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
// Indexed like `requests`: what each answered and how long it took.
const latencies = new Array(requests.length);
const codes = new Array(requests.length);
// What a desk scan answered (green, amber, red); null for calls that answer no verdict.
const verdicts = new Array(requests.length);
const sendOne = async (i, since) => {
  const { path, token, body } = requests[i];
  const reply = await post(path, { 'content-type': 'application/json', token }, JSON.stringify(body));
  latencies[i] = performance.now() - since;
  codes[i] = reply.code;
  verdicts[i] = reply.data?.verdict ?? null;
};
const started = performance.now();
if (at) {
  // Open loop: request i leaves at `at[i]` ms after the start, whatever the earlier ones are doing, as
  // people act on their own clocks. Its latency counts from that moment, so a client (or a socket
  // queue) that falls behind is counted against the server, not hidden.
  const inFlight = [];
  for (let i = 0; i < requests.length; i++) {
    const due = started + at[i];
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(sendOne(i, due));
  }
  await Promise.all(inFlight);
} else {
  // Closed loop: `concurrency` senders, each sending its next request when its last one is answered.
  let next = 0;
  const send = async () => {
    while (next < requests.length) {
      const i = next++;
      await sendOne(i, performance.now());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, send));
}
parentPort.postMessage({ latencies, codes, verdicts, seconds: (performance.now() - started) / 1000 });
agent.destroy();
