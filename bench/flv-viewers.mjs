/**
 * The live bench's audience, run in a worker thread (a real audience is on other machines, so its
 * HTTP work must not share the server's event loop): one HTTP-FLV connection per signed URL, its
 * bytes counted and dropped. Messages in: { type: 'count' } answers { type: 'counts', bytes: [...] }
 * (bytes per viewer since the last count); { type: 'stop' } closes every connection.
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader on Node 20.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { urls } = workerData;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const bytes = urls.map(() => 0);
const requests = urls.map((url, index) => {
  const request = http.get(url, { agent }, (response) => {
    response.on('data', (chunk) => {
      bytes[index] += chunk.length;
    });
  });
  request.on('error', () => undefined);
  return request;
});
parentPort.on('message', (message) => {
  if (message.type === 'count') {
    parentPort.postMessage({ type: 'counts', bytes: [...bytes] });
    bytes.fill(0);
  } else if (message.type === 'stop') {
    for (const request of requests) request.destroy();
    parentPort.postMessage({ type: 'stopped' });
  }
});
parentPort.postMessage({ type: 'ready' });
