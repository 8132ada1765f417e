import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { Code } from '@huitang/contracts';
import { AppError } from './errors.ts';

/**
 * A file on disk as the answer, kept by the browser only (private) for `cacheSeconds`; 777 when it is
 * gone. With `downloadName` the browser saves it under that name rather than showing it.
 */
export const sendFile = async (
  reply: FastifyReply,
  file: string,
  {
    contentType,
    cacheSeconds,
    downloadName,
  }: { contentType: string; cacheSeconds: number; downloadName?: string },
) => {
  const size = await stat(file).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined) throw new AppError(Code.NOT_FOUND, 'notFound');
  if (downloadName)
    // RFC 6266: an ASCII fallback, and the real (Chinese) name encoded for every current browser.
    reply.header(
      'content-disposition',
      `attachment; filename="${downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
    );
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('cache-control', `private, max-age=${cacheSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
};
