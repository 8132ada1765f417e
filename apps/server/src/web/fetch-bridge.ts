import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCachedPage, TEncoding, TPageCache } from './page-cache.ts';

const BODYLESS = new Set(['GET', 'HEAD']);
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The Fastify request as the Fetch Request React Router's handler takes; with `cookie`, carrying
 * that Cookie header instead of the visitor's (an anonymous render of a signed-in visit).
 */
export const toFetchRequest = (
  request: FastifyRequest,
  reply: FastifyReply,
  { cookie }: { cookie?: string } = {},
): Request => {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (cookie !== undefined) headers.set('cookie', cookie);
  // Rendering stops when the visitor goes away.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  if (!BODYLESS.has(request.method) && Buffer.isBuffer(request.body))
    init.body = new Uint8Array(request.body);
  return new Request(url, init);
};

/** Whether the browser takes gzip (every browser does; a spliced page is stitched gzip, shared-pages.ts). */
export const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

const acceptedEncoding = (request: FastifyRequest): TEncoding | undefined => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
};

/**
 * A rendered page carries antd's CSS inline, several hundred KB that shrink tenfold compressed;
 * pages are rendered whole before sending (entry.server.tsx), so compressing them costs no latency
 * beyond the compression itself.
 */
export const sendHtml = async (request: FastifyRequest, reply: FastifyReply, html: Buffer) => {
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(html);
  reply.header('content-encoding', encoding);
  if (encoding === 'br') {
    return reply.send(await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  return reply.send(await gzipAsync(html, { level: 6 }));
};

/** Sends a Fetch Response through Fastify, keeping every Set-Cookie header apart. */
export const sendFetchResponse = async (request: FastifyRequest, reply: FastifyReply, response: Response) => {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    return sendHtml(request, reply, Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
};

/** Sends a kept page: its own hash policy, and bytes compressed once for every visitor. */
export const sendCachedPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  cache: TPageCache,
  page: TCachedPage,
) => {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', page.policy);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(await cache.bytesOf(page, encoding));
};
