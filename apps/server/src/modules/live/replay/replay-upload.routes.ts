import type { FastifyInstance } from 'fastify';
import { REPLAY_UPLOAD_PATH, withSafeText, ZReplayUploadMeta } from '@huitang/contracts';
import { invalid } from '../../../platform/http/errors.ts';
import type { TResumableUploads } from '../../../platform/upload/resumable-upload.ts';
import type { TReplayService } from './replay.service.ts';

/** The upload's metadata, held to the same rules as every call's input (no NUL, no lone surrogates). */
const SAFE_META = withSafeText(ZReplayUploadMeta);
/** The largest film an organiser may upload as a replay. */
const MAX_BYTES = 4 * 1024 ** 3;
/** An upload nobody has added to for this long is given up, and its part deleted. */
const ABANDONED_MS = 24 * 3600_000;
/** The storage folder of replay uploads (decision 049). */
const REPLAY_UPLOAD_FOLDER = 'replay-uploads';

const metaOf = (metadata: Record<string, unknown>) => {
  const meta = SAFE_META.safeParse(metadata);
  if (!meta.success) throw invalid('upload.unsupported', 'file');
  return meta.data;
};

/**
 * Uploading an edited replay through the platform's resumable uploads (tus): the browser sends the
 * film in chunks and, after a dropped connection or a reload, asks how much arrived and sends the
 * rest. The upload is created only for a venue the caller organises. A finished upload becomes a
 * `processing` replay, made into an MP4 by the replay sweep.
 */
export const registerReplayUpload = (
  app: FastifyInstance,
  { replays, uploads }: { replays: TReplayService; uploads: TResumableUploads },
) =>
  uploads.register(app, {
    path: REPLAY_UPLOAD_PATH,
    folder: REPLAY_UPLOAD_FOLDER,
    maxSize: MAX_BYTES,
    abandonedAfterMs: ABANDONED_MS,
    create: async ({ user }, metadata) => replays.mayUpload(user, metaOf(metadata)),
    finish: async ({ user }, upload) => {
      await replays.uploaded(user, { ...metaOf(upload.metadata), key: upload.key });
      return undefined;
    },
  });
