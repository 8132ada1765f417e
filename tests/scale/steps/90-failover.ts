import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { FAST_SWEEPS, livingInstanceIds, watchFastSweeps } from '../support/sweeps.ts';

/**
 * Last, as it leaves one instance: steps after it (numbered above 90) run against the survivor.
 */
export const step: TStep = {
  title:
    'one instance is killed (kill -9): nginx fails over, the sweeps and the job queue go on with the survivor',
  async run(scale) {
    const [victim, survivor] = scale.instances;
    await victim!.kill();
    scale.notes.killed = victim!.name;
    const there = `127.0.0.1:${survivor!.port}`;

    // nginx: the refused connection goes to the next instance, then the dead one is left out.
    const token = await scale.login('13800000001');
    for (let i = 0; i < 6; i++) {
      const reply = await scale.nginx.call('/user/auth/user/ext/view', {}, { token });
      expect(reply.code).toBe(200);
      expect(reply.upstream.split(', ').at(-1)).toBe(there);
    }

    // The sweeps: the dead instance's locks went with its connections; the survivor runs them all.
    const living = await livingInstanceIds(scale);
    expect(living.size).toBe(1);
    const watched = await watchFastSweeps(scale, 6000);
    for (const name of FAST_SWEEPS) {
      const sweep = watched.get(name)!;
      expect(sweep.newRuns, name).toBeGreaterThanOrEqual(2);
      expect(
        [...sweep.by].every((id) => living.has(id)),
        name,
      ).toBe(true);
    }

    // The job queue: a new search word rebuilds the index as a pg-boss job, done by the survivor.
    const admin = await scale.login('13800000000');
    const word = `规模测试${Date.now() % 100_000}`;
    const saved = await scale.nginx.call('/admin/auth/search/word/save', { word }, { token: admin });
    expect([saved.code, saved.msg]).toEqual([200, expect.any(String)]);
    await eventually(
      'the index rebuilt with the new word',
      async () => {
        const dictionary = await scale.nginx.call('/admin/auth/search/word/list', {}, { token: admin });
        return dictionary.data.words.some((w) => w.word === word) && !dictionary.data.reindexing
          ? true
          : undefined;
      },
      { ms: 30_000, every: 250 },
    );
  },
};
