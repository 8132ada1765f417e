import path from 'node:path';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendObject } from '../../../platform/http/files/send-object.ts';
import { fileKinds } from '../../../platform/storage/file-kinds.ts';
import { registerPutUpload } from '../../../platform/storage/put-upload.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import { assertGranted } from '../course.policy.ts';
import type { TDocumentService } from './document.service.ts';

/** Where a lecturer PUTs a PDF (the body is the file; its name in X-File-Name, URI-encoded). */
export const DOCUMENT_UPLOAD_PATH = '/course/document/upload';

export const registerDocumentRoutes = async (
  app: FastifyInstance,
  documents: TDocumentService,
  { incomingDir, storage }: { incomingDir: string; storage: TStorage },
) => {
  await registerPutUpload(app, {
    url: DOCUMENT_UPLOAD_PATH,
    incomingDir,
    maxSize: fileKinds.document.maxSize,
    tooLarge: 'document.tooLarge',
    defaultName: 'document.pdf',
    accept: (user, received) => documents.uploaded(user.userId, received),
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
    assertGranted(found);
    return sendObject(request, reply, storage, found, { contentType: 'application/pdf', cacheSeconds: 3600 });
  });
};
