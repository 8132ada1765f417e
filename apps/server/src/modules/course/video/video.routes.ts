import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Code } from '@huitang/contracts';
import { authCall } from '../../../platform/http/call.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { sendObject } from '../../../platform/http/files/send-object.ts';
import { fileKinds } from '../../../platform/storage/file-kinds.ts';
import { shownFileName } from '../../../platform/storage/file-name.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import type { TResumableUploads } from '../../../platform/upload/resumable-upload.ts';
import { assertGranted } from '../course.policy.ts';
import { VIDEO_CONTENT_TYPES, VIDEO_UPLOAD_FOLDER, type TVideoService } from './video.service.ts';

/** Where tus uploads are sent: POST creates one, HEAD asks how far it got, PATCH appends. */
export const VIDEO_UPLOAD_PATH = '/course/video/upload';
/** An upload nobody added to for a week is given up (a lecturer may resume a big one days later). */
const ABANDONED_MS = 7 * 24 * 3600_000;

/** The files of a transcoded video a player may ask for. */
const HLS_FILE = /^(master\.m3u8|\d{3,4}p\/(index\.m3u8|seg\d{4}\.ts))$/;

export const registerVideoRoutes = async (
  app: FastifyInstance,
  { videos, uploads, storage }: { videos: TVideoService; uploads: TResumableUploads; storage: TStorage },
) => {
  const upload = await uploads.register(app, {
    path: VIDEO_UPLOAD_PATH,
    folder: VIDEO_UPLOAD_FOLDER,
    maxSize: fileKinds.video.maxSize,
    abandonedAfterMs: ABANDONED_MS,
    finish: ({ user }, finished) =>
      videos.uploaded(user.userId, {
        key: finished.key,
        name: finished.name,
        fileName: shownFileName(finished.metadata.filename, finished.name),
        sizeBytes: finished.size,
      }),
  });

  authCall(app, '/course/auth/video/get', ({ user, body, locale }) => videos.get(user, body.id, locale));
  authCall(app, '/course/auth/video/retry', ({ user, body, locale }) => videos.retry(user, body.id, locale));

  // The poster shows on course pages to anyone.
  app.get('/course/video/:id/poster.jpg', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id < 1) throw new AppError(Code.NOT_FOUND, 'notFound');
    return sendObject(request, reply, storage, videos.keyOf(id, 'poster.jpg'), {
      contentType: 'image/jpeg',
      cacheSeconds: 3600,
    });
  });
  // The HLS itself only under an unexpired grant the server signed for this video. A ready video's
  // files never change (it is transcoded once) and the grant is in the URL, so whoever holds the URL
  // may have them until the grant ends: a CDN or nginx in front may keep them by URL (public,
  // immutable), but never past the grant's end, so an expired URL reaches the server and is refused.
  app.get('/course/video/:id/:grant/*', async (request, reply) => {
    const { id, grant, '*': file } = request.params as { id: string; grant: string; '*': string };
    const ends = HLS_FILE.test(file) ? videos.grantEnds(Number(id), grant) : undefined;
    assertGranted(ends);
    const seconds = Math.max(0, ends - Math.ceil(Date.now() / 1000));
    return sendObject(request, reply, storage, videos.keyOf(Number(id), file), {
      contentType: VIDEO_CONTENT_TYPES[path.extname(file)]!,
      cacheSeconds: seconds,
      cacheControl: `public, max-age=${seconds}, immutable`,
    });
  });
  return upload;
};
