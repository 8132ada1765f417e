import { readFile, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { createDb } from '../apps/server/src/platform/db/client.ts';
import type { TRushClientOutput } from './signup-rush.ts';

type TDb = ReturnType<typeof createDb>;

/** What PostgreSQL's backends were doing at one moment (pg_stat_activity), with its Date.now(). */
interface TPgSample {
  at: number;
  active: number;
  waits: Record<string, number>;
}

/** The kernel's counters of refused connections (this network namespace's, so other benches' count too). */
const listenCounters = async () => {
  const lines = (await readFile('/proc/net/netstat', 'utf8')).split('\n');
  const names = lines[0]!.split(' ');
  const values = lines[1]!.split(' ').map(Number);
  const of = (name: string) => values[names.indexOf(name)] ?? 0;
  return { listenDrops: of('ListenDrops'), synRetransmits: of('TCPSynRetrans') };
};

/**
 * With BENCH_EXAM_TIMELINE=1, an open-loop phase is told in slices of `sliceMs` (decision 030, fourth
 * pass): when its slow saves happened, next to how late the client sent them, the connections it
 * opened, and what PostgreSQL's backends were waiting for (sampled every 20 ms). A tail from one stall
 * and one from a steady cost look alike in a p99 and nothing alike here.
 */
export const startTimeline = (db: TDb) => {
  if (!process.env.BENCH_EXAM_TIMELINE) return undefined;
  const samples: TPgSample[] = [];
  let sampling = true;
  const sample = async () => {
    while (sampling) {
      const at = Date.now();
      const rows = await db.execute<{ wait: string | null; n: number }>(sql`
        select wait_event_type || ':' || wait_event as wait, count(*)::int as n from pg_stat_activity
        where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
        group by 1`);
      const waits: Record<string, number> = {};
      for (const row of rows.rows) if (row.wait) waits[row.wait] = row.n;
      samples.push({ at, active: rows.rows.reduce((sum, row) => sum + row.n, 0), waits });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const sampler = sample();
  const countersBefore = listenCounters();
  return async (at: number[], sent: TRushClientOutput, sliceMs = 100) => {
    sampling = false;
    await sampler;
    const [before, after] = [await countersBefore, await listenCounters()];
    console.error(
      `\nKernel: ${after.listenDrops - before.listenDrops} connections dropped at a full listen queue, ` +
        `${after.synRetransmits - before.synRetransmits} SYNs sent again`,
    );
    if (process.env.BENCH_EXAM_TIMELINE !== '1')
      await writeFile(process.env.BENCH_EXAM_TIMELINE!, JSON.stringify({ at, ...sent }));
    const slices = new Map<number, number[]>();
    at.forEach((t, i) => {
      const slice = Math.floor(t / sliceMs);
      slices.set(slice, [...(slices.get(slice) ?? []), i]);
    });
    const lines = [
      'slice ms | sent | client late max | client stalled ms | new sockets | >200 ms | max ms | pg active max | pg waits',
    ];
    for (const [slice, indexes] of [...slices].sort((a, b) => a[0] - b[0])) {
      const from = sent.startedAt + slice * sliceMs;
      const pg = samples.filter((s) => s.at >= from && s.at < from + sliceMs);
      const waits: Record<string, number> = {};
      for (const s of pg)
        for (const [wait, n] of Object.entries(s.waits)) waits[wait] = (waits[wait] ?? 0) + n;
      const latencies = indexes.map((i) => sent.latencies[i]!);
      lines.push(
        [
          slice * sliceMs,
          indexes.length,
          Math.round(Math.max(...indexes.map((i) => sent.sentLate[i]!))),
          Math.round(
            sent.stalls
              .filter(([at]) => at >= slice * sliceMs && at < (slice + 1) * sliceMs)
              .reduce((sum, [, ms]) => sum + ms, 0),
          ),
          indexes.filter((i) => sent.newSocket[i]).length,
          latencies.filter((l) => l > 200).length,
          Math.round(Math.max(...latencies)),
          Math.max(0, ...pg.map((s) => s.active)),
          Object.entries(waits)
            .map(([wait, n]) => `${wait}×${n}`)
            .join(' '),
        ].join(' | '),
      );
    }
    console.error(`\nTimeline (startedAt ${sent.startedAt}):\n${lines.join('\n')}`);
  };
};
