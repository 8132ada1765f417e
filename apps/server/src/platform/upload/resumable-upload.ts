import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, Uid, type DataStore, type KvStore, type Upload } from '@tus/server';
import { Code, httpStatusOf, translate, type TLocale } from '@huitang/contracts';
import type { TS3Config } from '../../config.ts';
import type { TSessionUser } from '../auth/authenticate.ts';
import type { TDb } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { s3ClientConfig } from '../storage/s3-storage.ts';
import { createUploadLocker } from './upload-lock.repository.ts';
import { createUploadState } from './upload-state.repository.ts';

/** Who sent a tus request, as the Fastify route authenticated them, and in what language. */
export interface TUploadCaller {
  user: TSessionUser;
  locale: TLocale;
}

/** A finished upload: its bytes are the storage's object `key`. */
export interface TFinishedUpload {
  key: string;
  /** The upload's id in its URL (the last segment of `key`). */
  name: string;
  size: number;
  metadata: Record<string, string | null | undefined>;
}

/** One kind of resumable upload (course videos, replays). */
export interface TUploadKind<T> {
  /** Where tus requests are sent: POST creates an upload, HEAD asks how far it got, PATCH appends. */
  path: string;
  /** The storage folder its bytes go to, which also names its uploads' records. */
  folder: string;
  maxSize: number;
  /** An unfinished upload nobody added to for this long is deleted by `sweep`. */
  abandonedAfterMs: number;
  /** Judges a new upload by its metadata; an AppError refuses it. */
  create?: (caller: TUploadCaller, metadata: TFinishedUpload['metadata']) => Promise<void>;
  /**
   * A finished upload: the envelope's data the uploader is answered (undefined: tus's bare 204).
   * An AppError refuses it, and the upload is deleted.
   */
  finish: (caller: TUploadCaller, upload: TFinishedUpload) => Promise<T>;
}

/** A URL's upload id: what tus's Uid makes. */
const NAME = /^[0-9a-f]{32}$/;

/** What tus's hooks throw to refuse a request: tus answers this status and body. */
class TusRefusal extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(error: AppError, locale: TLocale) {
    super(error.messageKey);
    this.status_code = httpStatusOf[error.code];
    this.body = JSON.stringify({
      code: error.code,
      msg: translate(error.messageKey, locale, error.params),
      data: null,
    });
  }
}
const refusing = (locale: TLocale) => (error: unknown) => {
  throw error instanceof AppError ? new TusRefusal(error, locale) : error;
};

/**
 * The platform's one resumable-upload service (tus, @tus/server): what a kind of upload needs is
 * its path, folder, limits and two hooks. Every request is signed in (the route authenticates it);
 * only an upload's creator may ask after it, continue or cancel it. Its bytes go to the configured
 * storage (FileStore under the data folder, or S3Store's multipart upload in the bucket, both at the
 * key `folder/<id>`), its record to PostgreSQL, and its lock is a PostgreSQL advisory lock: any
 * instance may take any PATCH of any upload (decision 049).
 */
export const createResumableUploads = async ({
  db,
  databaseUrl,
  dataDir,
  s3,
  log,
}: {
  db: TDb;
  databaseUrl: string;
  dataDir: string;
  s3: TS3Config | undefined;
  log: FastifyBaseLogger;
}) => {
  const locker = await createUploadLocker(databaseUrl, log);

  const storeFor = (state: KvStore<unknown>): DataStore =>
    s3
      ? new S3Store({
          s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
          cache: state as ConstructorParameters<typeof S3Store>[0]['cache'],
          // Our own sweep deletes abandoned uploads (tags and ListMultipartUploads are not needed).
          useTags: false,
        })
      : new FileStore({ directory: dataDir, configstore: state as KvStore<Upload> });

  const register = async <T>(app: FastifyInstance, kind: TUploadKind<T>) => {
    const state = createUploadState<unknown>(db, kind.folder);
    const store = storeFor(state);
    const callers = new WeakMap<IncomingMessage, TUploadCaller>();
    // tus hands its hooks a web Request; the Node request it came from is at runtime.node.req.
    const callerOf = (req: Request) => {
      const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      return node && callers.get(node)!;
    };
    const keyOf = (name: string) => `${kind.folder}/${name}`;

    const tus = new Server({
      path: kind.path,
      datastore: store,
      locker,
      maxSize: kind.maxSize,
      // Our own pages only: no CORS header lets another site's script in.
      allowedOrigins: () => false,
      // A finished upload is the source of what it became (a video transcoded again on retry).
      disableTerminationForFinishedUploads: true,
      namingFunction: () => keyOf(Uid.rand()),
      generateUrl: (_req, { path, id }) => `${path}/${id.slice(kind.folder.length + 1)}`,
      getFileIdFromRequest: (_req, name) => (name && NAME.test(name) ? keyOf(name) : undefined),
      async onUploadCreate(req, upload) {
        const { user, locale } = callerOf(req)!;
        await kind.create?.({ user, locale }, upload.metadata ?? {}).catch(refusing(locale));
        return { metadata: { ...upload.metadata, uploader: String(user.userId) } };
      },
      async onUploadFinish(req, upload) {
        const caller = callerOf(req)!;
        const finished = {
          key: upload.id,
          name: upload.id.slice(kind.folder.length + 1),
          size: upload.size ?? upload.offset,
          metadata: upload.metadata ?? {},
        };
        const data = await kind.finish(caller, finished).catch(async (error: unknown) => {
          if (error instanceof AppError) await store.remove(upload.id).catch(() => undefined);
          return refusing(caller.locale)(error);
        });
        if (data === undefined) return {};
        const msg = translate('upload.ok', caller.locale);
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: Code.OK, msg, data }),
        };
      },
    });

    await app.register(async (scope) => {
      // tus streams the body itself: no parser may read it first.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await app.authenticate(request);
        const name = (request.params as { '*'?: string })['*'];
        if (name && NAME.test(name)) {
          // Someone else's upload is as good as none to this caller.
          const upload = await store.getUpload(keyOf(name)).catch(() => undefined);
          if (upload && upload.metadata?.uploader !== String(user.userId))
            throw new AppError(Code.NOT_FOUND, 'notFound');
        }
        callers.set(request.raw, { user, locale: localeOf(request) });
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      };
      for (const url of [kind.path, `${kind.path}/*`])
        scope.route({
          method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
          url,
          schema: { hide: true },
          handler: handle,
        });
    });

    return {
      /** Deletes unfinished uploads older than `abandonedAfterMs` (their bytes and record). */
      async sweep() {
        let deleted = 0;
        for (const id of await state.olderThan(new Date(Date.now() - kind.abandonedAfterMs))) {
          const upload = await store.getUpload(id).catch(() => undefined);
          if (upload?.size !== undefined && upload.offset >= upload.size) continue;
          if (upload) await store.remove(id).catch(() => undefined);
          await state.delete(id);
          deleted++;
        }
        return deleted;
      },
    };
  };

  return { register, close: () => locker.close() };
};

export type TResumableUploads = Awaited<ReturnType<typeof createResumableUploads>>;
