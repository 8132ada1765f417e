import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { madeReplay, playReplay, playUrlOf, type TLive } from '../support/live.ts';

/**
 * After the kill (90) of the instance whose ingest had step 85's live: the survivor takes the live off
 * air and makes its replay of the parts that reached the bucket, not of a file on the dead machine.
 */
export const step: TStep = {
  title: 'the survivor ends the dead origin’s live and makes its replay from what reached the storage',
  async run(scale) {
    const { live, encoder } = scale.notes.liveOnVictim as { live: TLive; encoder: ChildProcess };
    const survivor = scale.instances.find((instance) => instance.alive())!;
    // The encoder lost its connection with the machine; an operator's would try again.
    encoder.kill('SIGKILL');
    await eventually(
      'the live off air on the survivor',
      async () => ((await playUrlOf(survivor.client, live)).live ? undefined : true),
      { ms: 30_000, every: 500 },
    );
    const channels = await scale.nginx.call(
      '/meeting/auth/meeting/place/channel/view',
      { meetingId: live.meetingId },
      { token: live.organiser },
    );
    expect(channels.data.find((row) => row.id === live.channel.id)?.status).toBe('idle');

    const replay = await madeReplay(scale.nginx, live);
    // Step 85 saw three one-second parts stored before the kill.
    expect(replay.durationSeconds).toBeGreaterThanOrEqual(2);
    expect(await playReplay(scale.nginx, replay, live.organiser)).toEqual({
      film: [206, 'ftyp'],
      poster: [200, 'ffd8'],
    });
  },
};
