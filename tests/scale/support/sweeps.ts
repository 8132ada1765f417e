import { FAST_SWEEP_SECONDS } from '../cluster/instances.ts';
import type { TScale } from './cluster.ts';

/**
 * The sweeps of shared state whose period is a setting (cluster/instances.ts sets them short). The
 * two of orders cover every kind (meeting, course, VIP: payment's order lifecycle, decision 051).
 */
export const FAST_SWEEPS = [
  'closing expired orders',
  'finishing asked-for refunds',
  'looking for due mail',
  'looking for due texts',
  'sending session reminders',
  'submitting exam attempts whose time ran out',
];
/** The sweeps of shared state that run once a minute. */
export const MINUTE_SWEEPS = ['requeueing stalled video transcodes'];
/** How much short of a period the next run may come (platform/db/sweep-claim.ts). */
export const slackOf = (seconds: number) => Math.min(1, seconds / 4);
export { FAST_SWEEP_SECONDS };

export interface TSweepRow {
  name: string;
  runs: number;
  ranBy: number;
  ranAt: number;
}

export const sweepRows = async (scale: TScale) => {
  const { rows } = await scale.db.query<{ name: string; runs: number; ran_by: number; ran_at: Date }>(
    'select name, runs, ran_by, ran_at from sweeps',
  );
  return new Map<string, TSweepRow>(
    rows.map((row) => [
      row.name,
      { name: row.name, runs: row.runs, ranBy: row.ran_by, ranAt: row.ran_at.getTime() },
    ]),
  );
};

/** The instance ids alive now: those whose lock is held (platform/db/instance.ts). */
export const livingInstanceIds = async (scale: TScale) => {
  const { rows } = await scale.db.query<{ id: number }>(
    `select objid::int as id from pg_locks
     where locktype = 'advisory' and granted and objsubid = 2 and classid = 727100`,
  );
  return new Set(rows.map((row) => row.id));
};

/**
 * Every run of the fast sweeps seen over `ms`, polled each 100 ms: the new runs of each, and the
 * shortest time between two of its runs.
 */
export const watchFastSweeps = async (scale: TScale, ms: number) => {
  const seen = new Map<
    string,
    { runs: number; ranAt: number; newRuns: number; gaps: number[]; by: Set<number> }
  >();
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    for (const [name, row] of await sweepRows(scale)) {
      if (!FAST_SWEEPS.includes(name)) continue;
      const before = seen.get(name);
      if (!before) {
        seen.set(name, { runs: row.runs, ranAt: row.ranAt, newRuns: 0, gaps: [], by: new Set() });
        continue;
      }
      if (row.runs === before.runs) continue;
      // Two runs between two looks 100 ms apart would be two instances sweeping together.
      before.gaps.push(row.runs - before.runs === 1 ? row.ranAt - before.ranAt : 0);
      before.newRuns += row.runs - before.runs;
      before.runs = row.runs;
      before.ranAt = row.ranAt;
      before.by.add(row.ranBy);
    }
  }
  return seen;
};
