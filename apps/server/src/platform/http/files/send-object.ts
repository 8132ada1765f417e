import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@huitang/contracts';
import type { TByteRange, TStorage } from '../../storage/storage.ts';
import { AppError } from '../errors.ts';
import { attachmentNamed, sendFile } from './send-file.ts';

/** One range of bytes (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges are answered whole. */
const RANGE = /^bytes=(\d*)-(\d*)$/;

/** The range a Range header asks of an object, once its size is known for `bytes=-n`. */
const rangeOf = async (
  header: string | undefined,
  size: () => Promise<number | undefined>,
): Promise<TByteRange | undefined> => {
  const match = header ? RANGE.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  if (match[1]) return { start: Number(match[1]), ...(match[2] && { end: Number(match[2]) }) };
  const total = await size();
  return total === undefined ? undefined : { start: Math.max(0, total - Number(match[2])) };
};

/**
 * An object of the storage as the answer, streamed, with the headers sendFile gives (type, length,
 * cache, nosniff, a download's name) and byte ranges answered (a video seeks, a PDF reader asks for
 * pages): from the local disk by sendFile's pooled reads when no range is asked, else read from the
 * storage (local or S3) by range. 777 when there is no such object.
 */
export const sendObject = async (
  request: FastifyRequest,
  reply: FastifyReply,
  storage: TStorage,
  key: string,
  options: Parameters<typeof sendFile>[2],
) => {
  const header = request.headers.range;
  const local = storage.localFile(key);
  if (local && !header) return sendFile(reply, local, options);
  const range = await rangeOf(header, () => storage.size(key));
  const read = await storage.read(key, range);
  if (!read) throw new AppError(Code.NOT_FOUND, 'notFound');
  if (read === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${(await storage.size(key)) ?? 0}`)
      .send();
  const { contentType, cacheSeconds, downloadName } = options;
  if (downloadName) reply.header('content-disposition', attachmentNamed(downloadName));
  if (range) reply.code(206).header('content-range', `bytes ${read.start}-${read.end}/${read.size}`);
  return reply
    .header('content-type', contentType)
    .header('content-length', read.end - read.start + 1)
    .header('accept-ranges', 'bytes')
    .header('cache-control', options.cacheControl ?? `private, max-age=${cacheSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .send(read.body);
};
