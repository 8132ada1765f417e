import { expect } from 'vitest';
import { sleep } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import {
  FAST_SWEEP_SECONDS,
  FAST_SWEEPS,
  MINUTE_SWEEPS,
  slackOf,
  sweepRows,
  watchFastSweeps,
} from '../support/sweeps.ts';

export const step: TStep = {
  title: 'each sweep runs once a period across the two instances',
  async run(scale) {
    const period = FAST_SWEEP_SECONDS * 1000;
    const watched = await watchFastSweeps(scale, 5 * period);
    expect([...watched.keys()].sort()).toEqual([...FAST_SWEEPS].sort());
    for (const [name, sweep] of watched) {
      // Both instances' timers fire every period: the sweep ran once each time, never twice.
      expect(sweep.newRuns, name).toBeGreaterThanOrEqual(3);
      for (const gap of sweep.gaps)
        expect(gap, name).toBeGreaterThanOrEqual(period - slackOf(FAST_SWEEP_SECONDS) * 1000 - 50);
    }

    // The once-a-minute sweeps: their first run comes a minute after an instance set its timers,
    // which is between its spawn and its first answer (seconds apart at load).
    const answered = Math.min(...scale.instances.map((instance) => instance.answeredAt));
    await sleep(Math.max(0, answered + 65_000 - Date.now()));
    const rows = await sweepRows(scale);
    const spawned = Math.min(...scale.instances.map((instance) => instance.spawnedAt));
    const up = (Date.now() - spawned) / 1000;
    for (const name of MINUTE_SWEEPS) {
      const runs = rows.get(name)?.runs ?? 0;
      expect(runs, name).toBeGreaterThanOrEqual(1);
      // Once for each minute both were up, where each instance's timer fired once a minute.
      expect(runs, name).toBeLessThanOrEqual(1 + Math.floor((up - 60) / (60 - slackOf(60))));
    }
  },
};
