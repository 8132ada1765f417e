import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Code, translate } from '@huitang/contracts';
import { AppError } from '../../../platform/http/errors.ts';
import { localeOf } from '../../../platform/http/locale.ts';
import { sendFile } from '../../../platform/http/send-file.ts';
import { TooLarge, receiveCapped } from '../../../platform/storage/capped-stream.ts';
import { fileKinds, humanSize } from '../../../platform/storage/file-kinds.ts';
import { shownFileName } from '../../../platform/storage/file-name.ts';
import type { TDocumentService } from './document.service.ts';

/** Where a lecturer PUTs a PDF (the body is the file; its name in X-File-Name, URI-encoded). */
export const DOCUMENT_UPLOAD_PATH = '/course/document/upload';
const MAX_SIZE = fileKinds.document.maxSize;

/** The name the browser sent, URI-encoded so any script fits a header. */
const sentName = (header: unknown) => {
  try {
    return decodeURIComponent(typeof header === 'string' ? header : '');
  } catch {
    return '';
  }
};

export const registerDocumentRoutes = async (
  app: FastifyInstance,
  documents: TDocumentService,
  incomingDir: string,
) => {
  await app.register(async (scope) => {
    // The file streams from the socket to disk: no parser may buffer it first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put(DOCUMENT_UPLOAD_PATH, async (request, reply) => {
      const user = await app.authenticate(request);
      const tooLarge = new AppError(Code.INVALID, 'document.tooLarge', { size: humanSize(MAX_SIZE) });
      if (Number(request.headers['content-length'] ?? 0) > MAX_SIZE) throw tooLarge;
      await mkdir(incomingDir, { recursive: true });
      const file = path.join(incomingDir, randomUUID());
      await receiveCapped(request.raw, file, MAX_SIZE).catch((error: unknown) => {
        throw error instanceof TooLarge ? tooLarge : error;
      });
      const data = await documents.uploaded(user.userId, {
        file,
        fileName: shownFileName(sentName(request.headers['x-file-name']), 'document.pdf'),
        sizeBytes: (await stat(file)).size,
      });
      return reply.send({ code: Code.OK, msg: translate('upload.ok', localeOf(request)), data });
    });
  });

  // The reader's CMaps and standard fonts (pdf.js draws Chinese PDFs that do not embed their fonts
  // with them), from the same pdf.js the web bundles.
  const pdfjs = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  for (const folder of ['cmaps', 'standard_fonts'])
    await app.register(fastifyStatic, {
      root: path.join(pdfjs, folder),
      prefix: `/pdfjs/${folder}/`,
      decorateReply: false,
      maxAge: '30d',
    });

  // A document only under an unexpired grant the server signed for exactly this file.
  app.get('/course/document/:id/:grant/:file', async (request, reply) => {
    const { id, grant, file } = request.params as { id: string; grant: string; file: string };
    const found = Number.isInteger(Number(id)) ? await documents.fileFor(Number(id), grant, file) : undefined;
    if (!found) throw new AppError(Code.FORBIDDEN, 'auth.forbidden');
    return sendFile(reply, found, { contentType: 'application/pdf', cacheSeconds: 3600 });
  });
};
