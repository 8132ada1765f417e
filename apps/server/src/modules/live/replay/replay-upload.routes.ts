import type { IncomingMessage } from 'node:http';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import {
  Code,
  httpStatusOf,
  REPLAY_UPLOAD_PATH,
  translate,
  withSafeText,
  ZReplayUploadMeta,
  type TLocale,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { localeOf } from '../../../platform/http/locale.ts';
import type { TReplayService } from './replay.service.ts';

/** The upload's metadata, held to the same rules as every call's input (no NUL, no lone surrogates). */
const SAFE_META = withSafeText(ZReplayUploadMeta);
/** The largest film an organiser may upload as a replay. */
const MAX_BYTES = 4 * 1024 ** 3;
/** An upload nobody has added to for this long is given up, and its part deleted. */
const ABANDONED_MS = 24 * 3600_000;

/** What tus's hooks know of the Fastify request they serve: who sent it, in what language. */
type TCaller = { user: TSessionUser; locale: TLocale };

/** What tus's hooks throw to refuse a request: tus answers with this status and body. */
class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

/** A refusal in our envelope, which tus sends as the response's body with the status. */
const refusal = (error: unknown, locale: TLocale) => {
  const appError =
    error instanceof AppError ? error : new AppError(Code.INVALID, 'upload.unsupported', {}, null);
  const msg = translate(appError.messageKey, locale, appError.params);
  return new TusRefusal(
    httpStatusOf[appError.code],
    JSON.stringify({ code: appError.code, msg, data: null }),
  );
};

/**
 * Uploading an edited replay with the tus protocol (@tus/server, files on the data disk): the
 * browser sends the film in chunks and, after a dropped connection or a reload, asks how much
 * arrived and sends the rest. Every request is signed in (the Fastify route authenticates it);
 * the upload is created only for a venue the caller organises, and only its creator may continue
 * it. A finished upload becomes a `processing` replay, made into an MP4 by the replay sweep.
 */
export const registerReplayUpload = async (
  app: FastifyInstance,
  { replays, dataDir }: { replays: TReplayService; dataDir: string },
) => {
  const folder = path.join(dataDir, 'replay-uploads');
  await mkdir(folder, { recursive: true });
  const store = new FileStore({ directory: folder, expirationPeriodInMilliseconds: ABANDONED_MS });
  const callers = new WeakMap<IncomingMessage, TCaller>();
  // tus hands its hooks a web Request; the Node request it came from is at runtime.node.req.
  const callerOf = (req: Request) => {
    const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const caller = node && callers.get(node);
    if (!caller) throw new TusRefusal(401, '');
    return caller;
  };
  const metaOf = (upload: Upload, locale: TLocale) => {
    const meta = SAFE_META.safeParse(upload.metadata ?? {});
    if (!meta.success) throw refusal(new AppError(Code.INVALID, 'upload.unsupported'), locale);
    return meta.data;
  };

  const tus = new Server({
    path: REPLAY_UPLOAD_PATH,
    datastore: store,
    maxSize: MAX_BYTES,
    relativeLocation: true,
    // Our own pages only: no CORS header lets another site's script in.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const { user, locale } = callerOf(req);
      const meta = metaOf(upload, locale);
      await replays.mayUpload(user, meta).catch((error: unknown) => {
        throw refusal(error, locale);
      });
      return { metadata: { ...upload.metadata, uploader: String(user.userId) } };
    },
    // Only the person who began an upload may add to it, ask after it, or cancel it.
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      const { user } = callerOf(req);
      const upload = await store.getUpload(uploadId).catch(() => undefined);
      if (upload?.metadata?.uploader !== String(user.userId)) throw new TusRefusal(404, 'Not found\n');
    },
    async onUploadFinish(req, upload) {
      const { user, locale } = callerOf(req);
      const file = path.join(folder, upload.id);
      await replays.uploaded(user, { ...metaOf(upload, locale), file }).catch((error: unknown) => {
        throw refusal(error, locale);
      });
      return {};
    },
  });

  await app.register(async (scope) => {
    // The film streams from the socket to disk: no parser may read the body first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await app.authenticate(request);
      callers.set(request.raw, { user, locale: localeOf(request) });
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    for (const url of [REPLAY_UPLOAD_PATH, `${REPLAY_UPLOAD_PATH}/*`])
      scope.route({
        method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
        url,
        schema: { hide: true },
        handler: handle,
      });
  });
  return {
    /** Deletes uploads abandoned half-way. */
    sweep: () => tus.cleanUpExpiredUploads(),
  };
};
