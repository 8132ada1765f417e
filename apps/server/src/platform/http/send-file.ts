import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { Code } from '@huitang/contracts';
import { AppError } from './errors.ts';

/** A file on disk as the answer, kept by the browser only (private) for `cacheSeconds`; 777 when it is gone. */
export const sendFile = async (
  reply: FastifyReply,
  file: string,
  { contentType, cacheSeconds }: { contentType: string; cacheSeconds: number },
) => {
  const size = await stat(file).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined) throw new AppError(Code.NOT_FOUND, 'notFound');
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('cache-control', `private, max-age=${cacheSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
};
