import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { livingInstanceIds } from '../support/sweeps.ts';
import {
  LECTURER,
  shortVideo,
  playAt,
  readyVideo,
  transcodeJobs,
  tusAt,
  videoOf,
} from '../support/uploads.ts';
import type { TUploadsBeforeKill } from './85-upload-before-kill.ts';

/** Far below pg-boss's expiry of an active job (5 minutes before, hours for a transcode now). */
const PROMPTLY_MS = 90_000;

export const step: TStep = {
  title:
    'after the kill: the upload begun on the killed instance resumes through nginx, and the survivor finishes the transcode the killed one was running',
  async run(scale) {
    const { half, orphan } = scale.notes.uploadsBeforeKill as TUploadsBeforeKill;
    const [survivorId] = [...(await livingInstanceIds(scale))];
    expect(orphan.by).not.toBe(survivorId);
    const clip = await shortVideo();
    const token = await scale.login(LECTURER);
    const nginx = tusAt(scale.nginx.origin, token);

    // The half-sent upload: the survivor knows how far it got, and takes the rest.
    expect(await nginx.offset(half.url)).toBe(half.offset);
    const middle = half.offset + Math.floor((clip.length - half.offset) / 2);
    expect((await nginx.patch(half.url, half.offset, clip.subarray(half.offset, middle))).status).toBe(204);
    const resumed = await videoOf(await nginx.patch(half.url, middle, clip.subarray(middle)));
    expect(resumed.status).toBe('queued');

    // The transcode the killed instance was running: its job is failed as its instance's and retried
    // at once by the survivor, which takes the video over (the second time a worker took it).
    const taken = await readyVideo(scale, orphan.id, PROMPTLY_MS);
    expect(Date.now() - orphan.at).toBeLessThan(PROMPTLY_MS);
    expect({ transcodes: taken.transcodes, by: taken.transcodedBy }).toEqual({
      transcodes: 2,
      by: survivorId,
    });
    const jobs = await eventually('the retried job completed', async () => {
      const found = await transcodeJobs(scale, orphan.id);
      return found.every((job) => job.state === 'completed') ? found : undefined;
    });
    expect(jobs[0]).toEqual({ state: 'completed', retries: 1 });

    // The resumed upload: transcoded once, by the survivor.
    const made = await readyVideo(scale, resumed.id, PROMPTLY_MS);
    expect({ transcodes: made.transcodes, by: made.transcodedBy }).toEqual({ transcodes: 1, by: survivorId });
    for (const id of [orphan.id, resumed.id]) await playAt(scale, scale.nginx.origin, id, token);
  },
};
