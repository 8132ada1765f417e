import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { createPathGrants } from '../../../platform/crypto/path-grant.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TInstance } from '../../../platform/db/instance.ts';
import { invalid, notFound } from '../../../platform/http/errors.ts';
import type { TQueue } from '../../../platform/jobs/queue.ts';
import { NotAVideoError, transcodeToHls } from '../../../platform/media/video-transcode.ts';
import { fileKinds } from '../../../platform/storage/file-kinds.ts';
import { recordingSize, withRecordingFile } from '../../../platform/media/recording-parts.ts';
import { putFolder, withTempFolder } from '../../../platform/storage/local-copy.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import { assertItemOwner } from '../course.policy.ts';
import { presentVideo } from './video.presenter.ts';
import { videoRepository as repo, type TVideoRow } from './video.repository.ts';

export const TRANSCODE_JOB = 'course-video-transcode';
/**
 * How long a transcode may run before pg-boss gives its job to another worker: longer than the
 * longest lecture takes (a killed instance's transcode is retried at once, platform/jobs/queue.ts).
 */
export const TRANSCODE_EXPIRE_SECONDS = 6 * 3600;
/** How long a playback grant lasts: a lesson's length and then some. */
const GRANT_SECONDS = 6 * 3600;
/** Progress is written at most this often: a row per second per video is no use to anyone. */
const PROGRESS_EVERY_MS = 2000;
/** The storage folders (decision 049): sources by upload id, a video's HLS and poster by video id. */
export const VIDEO_UPLOAD_FOLDER = 'video-uploads';
const sourceKey = (uploadId: string) => `${VIDEO_UPLOAD_FOLDER}/${uploadId}`;
const videoFolder = (id: number) => `videos/${id}`;
/** What a transcoded video's files are served as. */
export const VIDEO_CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};
const contentTypeOf = (file: string) => VIDEO_CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
/** file-type tells a video by its first bytes. */
const SNIFF_BYTES = 4100;

export interface TVideoDeps {
  queue: TQueue;
  /** Undefined when the machine has none: uploads then fail transcoding with the reason. */
  ffmpeg: string | undefined;
  /** Where sources and renditions are kept (local disk or S3). */
  storage: TStorage;
  /** A folder of this machine where a live's recording is written while it lasts, when the storage is not. */
  recordingDir: string;
  secret: string;
  /** This process among the instances (platform/db/instance.ts): a video it transcodes is marked with it. */
  instance: TInstance;
  log: FastifyBaseLogger;
}

/**
 * Course videos: a finished resumable upload becomes a video queued for transcoding; a job on the
 * PostgreSQL queue makes its HLS renditions, poster and length, writing progress as it goes. HLS is
 * served only under a signed, expiring grant in the path (relative segment URLs keep it).
 */
export const createVideoService = (db: TDb, deps: TVideoDeps) => {
  const { queue, ffmpeg, storage, secret, instance, log } = deps;

  const grants = createPathGrants(secret, 'video');

  /** The path prefix a player reads the video's HLS under, good for GRANT_SECONDS. */
  const grantPath = (id: number) => `/course/video/${id}/${grants.grant(String(id), GRANT_SECONDS)}`;

  const present = (row: TVideoRow, locale: TLocale = 'zh') => presentVideo(row, grantPath, locale);

  /** A video row for a finished source file, queued for transcoding (once, however often it is finished). */
  const queueTranscode = async (
    ownerId: number,
    upload: { id: string; fileName: string; sizeBytes: number; sourceParts?: boolean },
  ) => {
    const row = await repo.createQueued(db, {
      ownerId,
      uploadId: upload.id,
      fileName: upload.fileName,
      sizeBytes: upload.sizeBytes,
      sourceParts: upload.sourceParts,
    });
    if (row.status === 'queued') await queue.send(TRANSCODE_JOB, { videoId: row.id });
    return row;
  };

  /**
   * Where a live period's recording goes while the live lasts: on the local disk, written in place
   * as the source it becomes; with a bucket, a file of this machine whose bytes go to `folder` in
   * parts as they are written, so a recording outlives the instance making it (decision 047).
   */
  const recordingTarget = (uploadId: string): { file: string; folder?: string } => {
    const key = sourceKey(uploadId);
    const inPlace = storage.localFile(key);
    return inPlace ? { file: inPlace } : { file: path.join(deps.recordingDir, uploadId), folder: `${key}/` };
  };

  const owned = async (user: TSessionUser, id: number) => {
    const row = await repo.find(db, id);
    if (!row) throw notFound();
    assertItemOwner(user, row);
    return row;
  };

  return {
    present,
    owned,
    findMany: (ids: number[]) => repo.findMany(db, ids),

    /**
     * A finished upload (its bytes under the storage key `upload.key`): refused unless they are a
     * video (the upload service then deletes it), else a video row queued for transcoding.
     * Finishing the same upload again answers the same video.
     */
    async uploaded(
      ownerId: number,
      upload: { key: string; name: string; fileName: string; sizeBytes: number },
    ) {
      const head = await storage.read(upload.key, { start: 0, end: SNIFF_BYTES - 1 });
      const sniffed = await fileTypeFromBuffer(
        head && head !== 'unsatisfiable' ? await buffer(head.body) : Buffer.alloc(0),
      );
      const videoKinds: readonly string[] = fileKinds.video.sniffed;
      if (!sniffed || !videoKinds.includes(sniffed.ext))
        throw invalid('video.notVideo', 'file', { type: sniffed ? `${sniffed.ext} (${sniffed.mime})` : '?' });
      return present(await queueTranscode(ownerId, { ...upload, id: upload.name }));
    },

    recordingTarget,

    /**
     * A live period's recording, ended (or cut short by its instance's death): queued for transcoding
     * from what reached the storage (our ingest wrote it, so its bytes are not sniffed). A recording
     * with no byte stored is none: undefined.
     */
    async recorded(ownerId: number, recording: { id: string; fileName: string }) {
      const { folder } = recordingTarget(recording.id);
      const sizeBytes = folder
        ? await recordingSize(storage, folder)
        : ((await storage.size(sourceKey(recording.id))) ?? 0);
      if (sizeBytes === 0) return undefined;
      return queueTranscode(ownerId, {
        id: recording.id,
        fileName: recording.fileName,
        sizeBytes,
        sourceParts: folder !== undefined,
      });
    },

    async get(user: TSessionUser, id: number, locale: TLocale) {
      return present(await owned(user, id), locale);
    },

    /** Queues a failed video again (its upload is kept for this). */
    async retry(user: TSessionUser, id: number, locale: TLocale) {
      const row = await owned(user, id);
      if (row.status !== 'failed') throw invalid('video.notFailed', 'id');
      await repo.update(db, id, { status: 'queued', progress: 0, error: '' });
      await queue.send(TRANSCODE_JOB, { videoId: id });
      return present({ ...row, status: 'queued', progress: 0, error: '' }, locale);
    },

    /**
     * The job: one worker transcodes a queued video, or takes over one whose instance died mid-run;
     * ffmpeg's failure is kept on the video.
     */
    async transcode(videoId: number) {
      if (!(await repo.start(db, videoId, instance.id))) return;
      const row = (await repo.find(db, videoId))!;
      let written = 0;
      try {
        if (!ffmpeg) throw new Error('video.noFfmpeg');
        // ffmpeg reads and writes files of this machine: the source comes from the storage, and the
        // renditions go to it once made, replacing what an earlier try left.
        // A recording kept in parts is joined into one file first (what reached the storage).
        const key = sourceKey(row.uploadId) + (row.sourceParts ? '/' : '');
        const made = await withRecordingFile(storage, key, (source) =>
          withTempFolder(async (folder) => {
            const result = await transcodeToHls(ffmpeg, source, folder, {
              onProgress: (progress) => {
                if (Date.now() - written < PROGRESS_EVERY_MS || progress >= 100) return;
                written = Date.now();
                void repo.update(db, videoId, { progress }).catch(() => undefined);
              },
            });
            await storage.removeFolder(videoFolder(videoId));
            await putFolder(storage, folder, videoFolder(videoId), contentTypeOf);
            return result;
          }),
        );
        await repo.update(db, videoId, { status: 'ready', progress: 100, ...made });
      } catch (error) {
        const reason =
          error instanceof NotAVideoError
            ? 'video.unreadable'
            : (error as Error).message === 'video.noFfmpeg'
              ? 'video.noFfmpeg'
              : (error as Error).message.slice(0, 500);
        log.warn({ err: error, videoId }, 'transcoding a course video failed');
        await repo.update(db, videoId, { status: 'failed', error: reason });
      }
    },

    /** Requeues videos an instance that died left mid-transcode. */
    async sweep() {
      for (const videoId of await repo.requeueOrphaned(db)) await queue.send(TRANSCODE_JOB, { videoId });
    },

    grantPath,
    /** When a grant in a path ends (Unix seconds), if it is this video's and unexpired. */
    grantEnds: (id: number, grant: string) => grants.expiresOf(String(id), grant),
    /** The storage key of a file of the video's renditions (`master.m3u8`, `720p/seg0001.ts`, `poster.jpg`). */
    keyOf: (id: number, file: string) => `${videoFolder(id)}/${file}`,
  };
};

export type TVideoService = ReturnType<typeof createVideoService>;
