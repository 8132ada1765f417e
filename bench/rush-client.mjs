/**
 * The rushes' load generator (sign-ups, desk scans, exams), run in a worker thread: a real rush comes
 * from other machines, so the client's HTTP work must not share the server's event loop (it would
 * halve what we measure). Plain JavaScript: a worker thread does not inherit the TypeScript loader on
 * Node 20. Input and output: TRushClientInput, TRushPhase and TRushClientOutput in signup-rush.ts.
 *
 * With `requests` it sends them once and answers. With `people` it stays for several phases (one
 * message each), and each person (token) has connections of their own, kept open between phases as a
 * browser keeps its own: the exam's candidates start, save and hand in on the connections they opened.
 */
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { setImmediate as readReplies, setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

/** A browser opens at most six connections to one host (HTTP/1.1). */
const BROWSER_CONNECTIONS = 6;
/**
 * An open loop behind its schedule sends the overdue requests back to back; after this long without
 * a turn of the event loop it takes one, so the replies that came meanwhile are read when they came.
 */
const SEND_WITHOUT_READING_MS = 2;
/** The client's own event loop is probed this often; a turn later than STALL_MS is reported (`stalls`). */
const PROBE_MS = 5;
const STALL_MS = 20;

const { baseUrl, people } = workerData;
// node:http with kept-alive sockets, not fetch: undici's fetch spent about a millisecond of this
// machine's CPU per request, which the server under test would otherwise not have had to share.
// Every socket opened stays open while idle (node keeps 256 by default and closes the rest, so an open
// loop of 1,000 reconnected hundreds of times, each a new connection's cost charged to the server).
const open = workerData.concurrency ?? 1;
const shared = new http.Agent({ keepAlive: true, maxSockets: open, maxFreeSockets: open });
const agents = new Map();
const agentOf = (token) => {
  if (!people) return shared;
  let agent = agents.get(token);
  if (!agent)
    agents.set(token, (agent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS })));
  return agent;
};

const post = (path, token, body, opened) =>
  new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent: agentOf(token),
        headers: { 'content-type': 'application/json', token, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.on('socket', () => opened(!request.reusedSocket));
    request.end(body);
  });

const runPhase = async ({ requests, concurrency, at, keepReplies }) => {
  // Indexed like `requests`: what each answered and how long it took.
  const latencies = new Array(requests.length);
  const codes = new Array(requests.length);
  // What a desk scan answered (green, amber, red); null for calls that answer no verdict.
  const verdicts = new Array(requests.length);
  // How late the client itself sent each (ms after it was due), and whether it opened a connection.
  const sentLate = new Array(requests.length);
  const newSocket = new Array(requests.length);
  const replies = keepReplies ? new Array(requests.length) : undefined;
  const sendOne = async (i, since) => {
    const { path, token, body } = requests[i];
    sentLate[i] = performance.now() - since;
    const reply = await post(path, token, JSON.stringify(body), (opened) => (newSocket[i] = opened));
    latencies[i] = performance.now() - since;
    codes[i] = reply.code;
    verdicts[i] = reply.data?.verdict ?? null;
    if (replies) replies[i] = reply.data;
  };
  const started = performance.now();
  // When the client's own event loop was late (ms from the start, and by how much): a reply is only
  // read on a turn of it, so a stall here reads as slow saves though the server answered in time.
  const stalls = [];
  let probed = started;
  const probe = setInterval(() => {
    const now = performance.now();
    if (now - probed - PROBE_MS > STALL_MS) stalls.push([probed - started, now - probed - PROBE_MS]);
    probed = now;
  }, PROBE_MS);
  if (at) {
    // Open loop: request i leaves at `at[i]` ms after the start, whatever the earlier ones are doing, as
    // people act on their own clocks. Its latency counts from that moment, so a client (or a socket
    // queue) that falls behind is counted against the server, not hidden.
    const inFlight = [];
    let turnAt = performance.now();
    for (let i = 0; i < requests.length; i++) {
      const due = started + at[i];
      const wait = due - performance.now();
      // Behind schedule the loop would send without ever awaiting: every reply that came meanwhile
      // would wait, unread, until the client caught up (decision 030, fifth pass: 16 s on a loaded
      // machine, while the server and PostgreSQL were idle).
      const turn =
        wait > 1
          ? sleep(wait)
          : performance.now() - turnAt > SEND_WITHOUT_READING_MS
            ? readReplies()
            : undefined;
      if (turn) {
        await turn;
        turnAt = performance.now();
      }
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
  clearInterval(probe);
  return {
    latencies,
    codes,
    verdicts,
    sentLate,
    newSocket,
    stalls,
    replies,
    startedAt: performance.timeOrigin + started,
    seconds: (performance.now() - started) / 1000,
  };
};

if (people) {
  parentPort.on('message', async (phase) => parentPort.postMessage(await runPhase(phase)));
} else {
  parentPort.postMessage(await runPhase(workerData));
  shared.destroy();
}
