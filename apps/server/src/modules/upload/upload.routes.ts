import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { Code, translate } from '@huitang/contracts';
import { authCall } from '../../platform/http/call.ts';
import { localeOf } from '../../platform/http/locale.ts';
import {
  LOCAL_UPLOAD_PREFIX,
  PUBLIC_FILES_PREFIX,
  type TSignedTarget,
} from '../../platform/storage/local-storage.ts';
import { isPublicUpload } from '../../platform/storage/private-files.ts';
import { assertSignedPut, type TSignatureVerdict } from './upload.policy.ts';
import type { TUploadService } from './upload.service.ts';

const ZSignedQuery = z.object({
  category: z.string(),
  max: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Pictures, sound and film are shown by our pages; anything else a visitor only downloads. */
const EMBEDDABLE = /\.(png|jpe?g|gif|webp|ico|mp3|m4a|aac|ogg|wav|mp4|webm|m3u8|ts)$/i;

/**
 * Files people uploaded never act as pages of our origin: opened directly, a PDF with JavaScript, an
 * HTML file or an SVG with script runs in a sandbox with no rights, and anything but media downloads.
 */
const guardUserFile = (reply: FastifyReply, filePath: string) => {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header(
    'content-security-policy',
    "sandbox; default-src 'none'; img-src 'self'; media-src 'self'",
  );
  if (!EMBEDDABLE.test(filePath)) void reply.header('content-disposition', 'attachment');
};

export type TVerify = (target: TSignedTarget, signature: string) => TSignatureVerdict;

/** The target a PUT's query signs; undefined when it signs nothing or its key climbs out of the folder. */
const signedPutOf = (key: string, query: unknown) => {
  const parsed = ZSignedQuery.safeParse(query);
  if (!parsed.success || key.includes('..')) return undefined;
  const { category, max, expires, signature } = parsed.data;
  return { target: { key, category, maxSize: max, expires }, signature };
};

export const registerUploadRoutes = async (
  app: FastifyInstance,
  uploads: TUploadService,
  uploadsDir: string,
  verifyLocal: TVerify | undefined,
) => {
  // Upload targets are /api/ paths in the contract, yet handing disk space to strangers invites abuse,
  // so they need a login (docs/decisions/002-uploads-need-login.md).
  authCall(app, '/system/upload/api/get', ({ user, body }) => uploads.requestTarget(user.userId, body));
  authCall(app, '/system/upload/api/update/sign', ({ user, body }) => uploads.resign(user.userId, body.key));
  // Served even with S3 configured: the demo images live on the local disk.
  await app.register(async (files) => {
    // On the reply, after the site-wide headers (a scope's hooks run after its parent's): headers
    // @fastify/static sets on the raw response would lose to those.
    files.addHook('onRequest', async (request, reply) => guardUserFile(reply, request.url.split('?')[0]!));
    await files.register(fastifyStatic, {
      root: uploadsDir,
      prefix: PUBLIC_FILES_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // Replay films kept here before they moved out are served only under their signed route.
      allowedPath: (pathname) => isPublicUpload(pathname),
    });
  });
  if (!verifyLocal) return;
  const verify = verifyLocal;

  await app.register(async (scope) => {
    // The file streams straight from the socket to disk: no parser may buffer it first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put(`${LOCAL_UPLOAD_PREFIX}*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const put = signedPutOf(key, request.query);
      assertSignedPut(put, ({ target, signature }) => verify(target, signature));
      const data = await uploads.receive(put.target, request.raw);
      return reply.send({ code: Code.OK, msg: translate('upload.ok', localeOf(request)), data });
    });
  });
};
