import { GetObjectCommand } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { eventually, sleep } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import { livingInstanceIds } from '../support/sweeps.ts';
import {
  LECTURER,
  lectureVideo,
  playAt,
  readyVideo,
  transcodeJobs,
  tusAt,
  videoOf,
} from '../support/uploads.ts';

export const step: TStep = {
  title:
    'a lecturer uploads a video in chunks alternating between the instances, resumes after a cut, and it is transcoded once and plays through either',
  async run(scale) {
    const clip = await lectureVideo();
    const token = await scale.login(LECTURER);
    const [a, b] = scale.instances.map((instance) => tusAt(instance.origin, token));
    const nginx = tusAt(scale.nginx.origin, token);
    const url = await a!.create(clip.length, '第一讲：规模测试.mp4');
    const piece = Math.ceil(clip.length / 8);

    // Each instance directly, in turn: each knows how far the other got (the bytes are in the bucket).
    expect((await b!.patch(url, 0, clip.subarray(0, piece))).status).toBe(204);
    expect(await a!.offset(url)).toBe(piece);
    expect((await a!.patch(url, piece, clip.subarray(piece, 2 * piece))).status).toBe(204);
    expect(await b!.offset(url)).toBe(2 * piece);

    // The cut: B's connection drops part-way through a piece; A says what arrived, and it resumes there.
    await b!.cut(url, 2 * piece, clip.subarray(2 * piece, 3 * piece), 300);
    await sleep(500);
    let offset = await a!.offset(url);
    expect(offset).toBeGreaterThanOrEqual(2 * piece);
    expect(offset).toBeLessThanOrEqual(3 * piece);

    // The rest: A, nginx, B, nginx… until the last piece answers the video.
    const turns = [a!, nginx, b!, nginx];
    const upstreams = new Set<string>();
    let last: Response | undefined;
    for (let turn = 0; offset < clip.length; turn++) {
      const end = Math.min(offset + piece, clip.length);
      last = await turns[turn % turns.length]!.patch(url, offset, clip.subarray(offset, end));
      if (turns[turn % turns.length] === nginx) upstreams.add(last.headers.get('x-upstream') ?? '');
      if (end < clip.length) expect(last.status).toBe(204);
      offset = end;
    }
    expect(upstreams.size).toBeGreaterThan(0);
    const video = await videoOf(last!);
    expect(video.status).toBe('queued');

    // Whole and in order in the bucket, whichever instance took which piece.
    const stored = await scale.storage.client.send(
      new GetObjectCommand({ Bucket: scale.storage.bucket, Key: `video-uploads/${url.split('/').pop()}` }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(clip)).toBe(true);

    // Transcoded once: one job, done at its first try, and ffmpeg run by one worker of one instance.
    const row = await readyVideo(scale, video.id, 120_000);
    expect(row.transcodes).toBe(1);
    expect((await livingInstanceIds(scale)).has(row.transcodedBy!)).toBe(true);
    const jobs = await eventually('the transcode job completed', async () => {
      const found = await transcodeJobs(scale, video.id);
      return found.every((job) => job.state === 'completed') ? found : undefined;
    });
    expect(jobs).toEqual([{ state: 'completed', retries: 0 }]);

    // Played through each instance and through nginx: the renditions are in the bucket, not on a disk.
    for (const origin of [...scale.instances.map((instance) => instance.origin), scale.nginx.origin])
      await playAt(scale, origin, video.id, token);
  },
};
