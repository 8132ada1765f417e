import { expect } from 'vitest';
import { eventually } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { LECTURER, lectureVideo, shortVideo, tusAt, videoOf, videoRow } from '../support/uploads.ts';

/** What this step leaves for steps/95-upload-resumes.ts, after 90 killed the first instance. */
export interface TUploadsBeforeKill {
  /** An upload begun on the instance killed next, half done. */
  half: { url: string; offset: number };
  /** A video the instance killed next was transcoding, and that instance's id. */
  orphan: { id: number; by: number; at: number };
}

/**
 * Just before 90 kills the first instance: an upload half sent to it, and a transcode running on it.
 * For the transcode to be the victim's, the other instance is paused (SIGSTOP, as a machine that
 * hangs) while the job is taken: its worker cannot claim it, and nothing else of it is asked.
 */
export const step: TStep = {
  title: 'before the kill: an upload is half sent to the first instance, and a transcode is running there',
  async run(scale) {
    const [victim, other] = scale.instances;
    const clip = await shortVideo();
    const token = await scale.login(LECTURER);
    const there = tusAt(victim!.origin, token);

    const url = await there.create(clip.length, '第二讲：断点续传.mp4');
    const offset = Math.floor(clip.length / 2);
    expect((await there.patch(url, 0, clip.subarray(0, offset))).status).toBe(204);
    expect(await there.offset(url)).toBe(offset);

    other!.pause();
    let orphan: TUploadsBeforeKill['orphan'];
    try {
      // The longer lecture: its transcode takes seconds, and the kill comes within a few hundred ms.
      const lecture = await lectureVideo();
      const sent = await there.create(lecture.length, '第三讲：转码中断.mp4');
      const video = await videoOf(await there.patch(sent, 0, lecture));
      const taken = await eventually(
        'the first instance takes the transcode',
        async () => {
          const row = await videoRow(scale, video.id);
          return row.status === 'transcoding' ? row : undefined;
        },
        { ms: 30_000, every: 50 },
      );
      orphan = { id: video.id, by: taken.transcodedBy!, at: Date.now() };
    } finally {
      other!.resume();
    }
    const notes: TUploadsBeforeKill = { half: { url, offset }, orphan };
    scale.notes.uploadsBeforeKill = notes;
  },
};
