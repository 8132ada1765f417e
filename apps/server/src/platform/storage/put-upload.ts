import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Code, translate, type TMessageKey } from '@huitang/contracts';
import type { TSessionUser } from '../auth/authenticate.ts';
import { AppError } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { TooLarge, receiveCapped } from './capped-stream.ts';
import { humanSize } from './file-kinds.ts';
import { shownFileName } from './file-name.ts';

/** The name the browser sent, URI-encoded so any script fits a header. */
const sentName = (header: unknown) => {
  try {
    return decodeURIComponent(typeof header === 'string' ? header : '');
  } catch {
    return '';
  }
};

export interface TReceivedFile {
  /** Where the bytes are now: the handler keeps (moves) or refuses (deletes) them. */
  file: string;
  fileName: string;
  sizeBytes: number;
}

/**
 * A signed-in PUT whose body is one file (its name in X-File-Name, URI-encoded) streamed from the
 * socket to `incomingDir`, refused past `maxSize` (by its announced length, or as the bytes arrive);
 * `accept` decides what the file is and answers the envelope's data.
 */
export const registerPutUpload = async <T>(
  app: FastifyInstance,
  {
    url,
    incomingDir,
    maxSize,
    tooLarge,
    defaultName,
    accept,
  }: {
    url: string;
    incomingDir: string;
    maxSize: number;
    /** The refusal of a file past `maxSize` ({size} is filled in). */
    tooLarge: TMessageKey;
    defaultName: string;
    accept: (user: TSessionUser, received: TReceivedFile) => Promise<T>;
  },
) => {
  await app.register(async (scope) => {
    // The file streams from the socket to disk: no parser may buffer it first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put(url, async (request, reply) => {
      const user = await app.authenticate(request);
      const refusal = new AppError(Code.INVALID, tooLarge, { size: humanSize(maxSize) });
      if (Number(request.headers['content-length'] ?? 0) > maxSize) throw refusal;
      await mkdir(incomingDir, { recursive: true });
      const file = path.join(incomingDir, randomUUID());
      await receiveCapped(request.raw, file, maxSize).catch((error: unknown) => {
        throw error instanceof TooLarge ? refusal : error;
      });
      const data = await accept(user, {
        file,
        fileName: shownFileName(sentName(request.headers['x-file-name']), defaultName),
        sizeBytes: (await stat(file)).size,
      });
      return reply.send({ code: Code.OK, msg: translate('upload.ok', localeOf(request)), data });
    });
  });
};
