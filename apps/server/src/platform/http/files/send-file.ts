import { close, fstat, open, read } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { Code } from '@huitang/contracts';
import { AppError } from '../errors.ts';

/**
 * How a file is streamed: in reads of CHUNK_BYTES into buffers that are used again once the socket
 * has taken them, at most one per response in flight, on one descriptor opened per request.
 * Node's own file stream (64 KB reads, each a new buffer) made a 2 MB video segment 30 reads on
 * libuv's thread pool and 30 buffers for the collector: 500 players of one video spent most of the
 * server's time there and waited seconds for segments (bench/RESULTS.md, course video).
 */
const CHUNK_BYTES = 256 * 1024;
/** Buffers kept for the next responses (16 MB at most); more in flight are made and let go. */
const POOL_SIZE = 64;
const pool: Buffer[] = [];
const recycle = (buffer: Buffer) => {
  if (pool.length < POOL_SIZE) pool.push(buffer);
};

/** The file opened for reading and its size; undefined when it is not a readable file. */
const openFile = (file: string) =>
  new Promise<{ fd: number; size: number } | undefined>((resolve) =>
    open(file, 'r', (error, fd) => {
      if (error) return resolve(undefined);
      fstat(fd, (statError, info) => {
        if (!statError && info.isFile()) return resolve({ fd, size: info.size });
        close(fd, () => resolve(undefined));
      });
    }),
  );

/** RFC 6266: an ASCII fallback, and the real (Chinese) name encoded for every current browser. */
export const attachmentNamed = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * A file on disk as the answer, streamed (no whole file in memory); 777 when it is gone. Kept by the
 * browser only (private) for `cacheSeconds`, unless `cacheControl` says otherwise. With
 * `downloadName` the browser saves it under that name rather than showing it.
 */
export const sendFile = async (
  reply: FastifyReply,
  file: string,
  {
    contentType,
    cacheSeconds,
    cacheControl = `private, max-age=${cacheSeconds}`,
    downloadName,
  }: { contentType: string; cacheSeconds: number; cacheControl?: string; downloadName?: string },
) => {
  const opened = await openFile(file);
  if (!opened) throw new AppError(Code.NOT_FOUND, 'notFound');
  const { fd, size } = opened;
  if (downloadName) reply.header('content-disposition', attachmentNamed(downloadName));
  reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff');
  // Written here rather than by Fastify's stream piping, which cannot say when a buffer is free again;
  // its onResponse hooks and request log still follow the response's end.
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
  let position = 0;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    close(fd, () => undefined);
  };
  response.once('close', finish);
  const pump = () => {
    if (response.destroyed) return finish();
    if (position >= size) {
      finish();
      return void response.end();
    }
    const buffer = pool.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
    read(fd, buffer, 0, Math.min(CHUNK_BYTES, size - position), position, (error, bytesRead) => {
      if (error || bytesRead === 0 || response.destroyed) {
        recycle(buffer);
        if (error || bytesRead === 0)
          reply.log.warn({ err: error, file }, 'a file ended before its size; the response is cut');
        finish();
        return void response.destroy();
      }
      position += bytesRead;
      response.write(buffer.subarray(0, bytesRead), () => {
        recycle(buffer);
        pump();
      });
    });
  };
  pump();
  return reply;
};
