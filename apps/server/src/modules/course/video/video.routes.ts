import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { Code, translate, type TLocale } from '@huitang/contracts';
import { authCall } from '../../../platform/http/call.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { localeOf } from '../../../platform/http/locale.ts';
import { sendFile } from '../../../platform/http/send-file.ts';
import { fileKinds } from '../../../platform/storage/file-kinds.ts';
import { shownFileName } from '../../../platform/storage/file-name.ts';
import type { TVideoService } from './video.service.ts';

/** Where tus uploads are sent: POST creates one, HEAD asks how far it got, PATCH appends. */
export const VIDEO_UPLOAD_PATH = '/course/video/upload';
/** The caller, as the route authenticated them, handed to the tus hooks (any such header a client sent is dropped). */
const OWNER_HEADER = 'x-huitang-owner';
const LOCALE_HEADER = 'x-huitang-locale';

/** The files of a transcoded video a player may ask for. */
const HLS_FILE = /^(master\.m3u8|\d{3,4}p\/(index\.m3u8|seg\d{4}\.ts))$/;
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/**
 * Sets a header only the server writes (tus reads headers from rawHeaders): any copy the client
 * sent is dropped first, so nobody can name another uploader.
 */
const trust = (raw: IncomingMessage, name: string, value: string) => {
  const kept: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2)
    if (raw.rawHeaders[i]!.toLowerCase() !== name) kept.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept, name, value);
  raw.headers[name] = value;
};

/** A tus hook's refusal (tus answers its status_code and body): the platform's envelope in the uploader's language. */
class TusRefusal extends Error {
  readonly status_code = 400;
  readonly body: string;
  constructor(error: AppError, locale: TLocale) {
    super(error.messageKey);
    this.body = JSON.stringify({ code: error.code, msg: translate(error.messageKey, locale, error.params) });
  }
}

export const registerVideoRoutes = async (app: FastifyInstance, videos: TVideoService, uploadDir: string) => {
  const store = new FileStore({ directory: uploadDir });
  const tus = new TusServer({
    path: VIDEO_UPLOAD_PATH,
    datastore: store,
    maxSize: fileKinds.video.maxSize,
    relativeLocation: true,
    async onUploadCreate(req, upload) {
      return { metadata: { ...upload.metadata, ownerId: req.headers.get(OWNER_HEADER) } };
    },
    async onUploadFinish(req, upload) {
      const locale = (req.headers.get(LOCALE_HEADER) ?? 'zh') as TLocale;
      try {
        const video = await videos.uploaded(Number(upload.metadata?.ownerId), {
          id: upload.id,
          fileName: shownFileName(upload.metadata?.filename, upload.id),
          sizeBytes: upload.size ?? upload.offset,
        });
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: Code.OK, msg: translate('upload.ok', locale), data: video }),
        };
      } catch (error) {
        throw error instanceof AppError ? new TusRefusal(error, locale) : error;
      }
    },
  });

  await app.register(async (scope) => {
    // tus streams the body itself: no parser may read it first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await app.authenticate(request);
      const uploadId = (request.params as { '*'?: string })['*'];
      if (uploadId) {
        // Only its uploader may resume, read or cancel an upload.
        const upload = await store.getUpload(uploadId).catch(() => undefined);
        if (upload && upload.metadata?.ownerId !== String(user.userId))
          throw new AppError(Code.FORBIDDEN, 'auth.forbidden');
      }
      trust(request.raw, OWNER_HEADER, String(user.userId));
      trust(request.raw, LOCALE_HEADER, localeOf(request));
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    scope.all(VIDEO_UPLOAD_PATH, handle);
    scope.all(`${VIDEO_UPLOAD_PATH}/*`, handle);
  });

  authCall(app, '/course/auth/video/get', ({ user, body, locale }) => videos.get(user, body.id, locale));
  authCall(app, '/course/auth/video/retry', ({ user, body, locale }) => videos.retry(user, body.id, locale));

  // The poster shows on course pages to anyone.
  app.get('/course/video/:id/poster.jpg', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id) || id < 1) throw new AppError(Code.NOT_FOUND, 'notFound');
    return sendFile(reply, path.join(videos.folderOf(id), 'poster.jpg'), {
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
    if (ends === undefined) throw new AppError(Code.FORBIDDEN, 'auth.forbidden');
    const seconds = Math.max(0, ends - Math.ceil(Date.now() / 1000));
    return sendFile(reply, path.join(videos.folderOf(Number(id)), file), {
      contentType: CONTENT_TYPES[path.extname(file)]!,
      cacheSeconds: seconds,
      cacheControl: `public, max-age=${seconds}, immutable`,
    });
  });
};
