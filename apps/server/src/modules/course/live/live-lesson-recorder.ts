import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../platform/db/client.ts';
import { shipRecordingParts } from '../../../platform/media/recording-parts.ts';
import type { TRtmpIngest } from '../../../platform/media/rtmp-ingest.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import type { TVideoService } from '../video/video.service.ts';
import { liveLessonRepository as repo } from './live-lesson.repository.ts';

export interface TLiveLessonRecorderDeps {
  videos: TVideoService;
  storage: TStorage;
  /** This process among the instances: the recordings it makes are marked with it. */
  instanceId: number;
  /** How often a recording's new bytes go to a bucket (config.live.recordingPartSeconds). */
  partSeconds: number;
  log: FastifyBaseLogger;
}

/**
 * A live period's recording (decision 029), kept as the meeting lives' are (decision 047,
 * "recordings that survive their origin"): on the local disk it is written in place as the video's
 * source; with a bucket its bytes go there in parts as they are written. The channel row names the
 * recording and the instance making it, so when that instance dies mid-lesson another one makes the
 * replay of what reached the storage instead of the lesson being lost with the machine.
 */
export const createLiveLessonRecorder = (db: TDb, deps: TLiveLessonRecorderDeps) => {
  const { videos, storage, instanceId, partSeconds, log } = deps;

  /** A recording that ended, or whose instance died, becomes a video queued for transcoding and the period's replay. */
  const makeReplay = async (name: string, uploadId: string) => {
    const found = await repo.byName(db, name);
    if (!found) return;
    const video = await videos.recorded(found.ownerId, {
      id: uploadId,
      fileName: `${found.title}.flv`.slice(0, 200),
    });
    if (video) await repo.setReplay(db, found.channel.periodId, video.id);
    await repo.endedRecording(db, name, uploadId);
  };

  /** The recordings of instances that died: each taken by this one (once, whichever asks first) and made a replay. */
  const resumeOrphaned = async () => {
    for (const { name, uploadId } of await repo.claimOrphanedRecordings(db, instanceId))
      await makeReplay(name, uploadId);
  };

  return {
    resumeOrphaned,

    /** Records a live that just began, until it ends for good (a reconnect within the grace goes on recording). */
    async record(ingest: TRtmpIngest, name: string) {
      // An encoder back on this instance after its first one died: that instance's part becomes a
      // replay before this part's recording takes the channel's row.
      // A failure there must not cost this lesson its recording: the sweep tries again.
      await resumeOrphaned().catch((error: unknown) =>
        log.warn(
          { err: error, name },
          'making the replay of a dead instance’s recording failed; the sweep retries',
        ),
      );
      const uploadId = `live-${name}-${Date.now()}`;
      const target = videos.recordingTarget(uploadId);
      await mkdir(path.dirname(target.file), { recursive: true });
      const ended = ingest.record(name, target.file);
      if (!ended) return;
      await repo.startedRecording(db, name, uploadId, instanceId);
      const parts =
        target.folder === undefined
          ? undefined
          : shipRecordingParts({
              storage,
              file: target.file,
              folder: target.folder,
              everyMs: partSeconds * 1000,
              log,
            });
      const end = await ended;
      if (!end.ok)
        log.error({ error: end.error, name }, 'recording a live lesson failed; what was written is kept');
      if (parts)
        await parts.finish().then(
          () => rm(target.file, { force: true }),
          (error: unknown) =>
            log.error(
              { err: error, file: target.file },
              'the end of a live lesson’s recording did not reach the storage',
            ),
        );
      await makeReplay(name, uploadId);
    },
  };
};
