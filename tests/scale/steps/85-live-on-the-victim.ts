import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { onAir, openLive, pushLive, storedKeys } from '../support/live.ts';

/**
 * Before the kill (90): a live on the instance about to die, its recording going to the bucket part
 * by part. 92 looks at what the survivor makes of it.
 */
export const step: TStep = {
  title: 'a live pushed to the instance that will be killed reaches the shared storage as it goes',
  async run(scale) {
    const [victim, survivor] = scale.instances;
    const live = await openLive(scale, '规模测试断电直播');
    // Longer than the rest of the test: the kill ends it.
    const encoder = pushLive(victim!.rtmpPort, live, 300);
    await onAir(survivor!.client, live);
    scale.notes.liveOnVictim = { live, encoder };
    const parts = await eventually(
      'three parts of the recording in the bucket',
      async () => {
        const keys = await storedKeys(scale, `recordings/${live.channel.name}-`);
        return keys.length >= 3 ? keys : undefined;
      },
      { ms: 30_000, every: 500 },
    );
    // One folder of numbered parts, from the first.
    expect(parts[0]).toMatch(new RegExp(`^recordings/${live.channel.name}-\\d+/000001\\.flv$`));
  },
};
