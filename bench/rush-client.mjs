/**
 * The rushes' load generator (sign-ups, desk scans), run in a worker thread: a real rush comes from
 * other machines, so the client's HTTP work must not share the server's event loop (it would halve
 * what we measure). Plain JavaScript: a worker thread does not inherit the TypeScript loader on Node 20.
 * Input and output: TRushClientInput and TRushClientOutput in signup-rush.ts.
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, requests, concurrency } = workerData;
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
const latencies = [];
const codes = [];
// What a desk scan answered (green, amber, red); null for calls that answer no verdict.
const verdicts = [];
let next = 0;
const send = async () => {
  while (next < requests.length) {
    const { path, token, body } = requests[next++];
    const started = performance.now();
    const reply = await post(path, { 'content-type': 'application/json', token }, JSON.stringify(body));
    latencies.push(performance.now() - started);
    codes.push(reply.code);
    verdicts.push(reply.data?.verdict ?? null);
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, send));
parentPort.postMessage({ latencies, codes, verdicts, seconds: (performance.now() - started) / 1000 });
agent.destroy();
