import autocannon from 'autocannon';

export interface TMeasurement {
  rps: number;
  p99: number;
  errors: number;
}

interface TMeasureOptions {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** 0 where the first seconds are what is measured, or already warmed (live joins, the profiler). */
  warmupSeconds?: number;
}

/**
 * Every row, the platform's and its ceiling's alike, is measured after a warm-up at the same
 * connections: a server that has just started compiles its hot paths during the first second or two,
 * and that burst (p99 ≈ 1 s on a console page, then ≈ 200 ms) is a restart's cost, not the page's.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** One autocannon run; non-2xx answers count as errors, so a broken route can't look fast. */
export const measure = async ({
  url,
  method,
  body,
  headers = {},
  connections,
  seconds,
  warmupSeconds = WARMUP_SECONDS,
}: TMeasureOptions): Promise<TMeasurement> => {
  const result = await autocannon({
    url,
    method,
    connections,
    duration: seconds,
    ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
    // Its own thread: the load must not share the event loop of the server it measures.
    workers: 1,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const failures = result.errors + result.non2xx;
  if (failures > result.requests.total * 0.01) {
    throw new Error(`${url}: ${failures} of ${result.requests.total} requests failed`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: failures };
};
