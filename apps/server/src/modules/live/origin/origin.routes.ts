import type { FastifyInstance, FastifyReply } from 'fastify';
import { ORIGIN_HEADER, type TOriginAuth } from '../../../platform/media/origin-auth.ts';
import { PLAYLIST_FILE, signedPlaylist, type THlsSource } from '../../../platform/media/hls-source.ts';
import type { THlsPackager } from '../../../platform/media/hls-packager.ts';
import type { TLiveStreams } from './live-streams.ts';

/** A channel's FLV file name: `c` and 12 random characters, `.flv`. */
export const FLV_FILE = /^(c[\w-]{12})\.flv$/;

const FLV_HEAD = {
  'content-type': 'video/x-flv',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Takes the reply over and answers 200 with an FLV stream's head; what follows is written by hand. */
export const startFlvReply = (reply: FastifyReply) => {
  reply.hijack();
  reply.raw.writeHead(200, FLV_HEAD);
};

/**
 * A live's playlist or segment from `source`; with `signature`, the playlist's segment URIs carry it
 * (a viewer's), without it the playlist goes as written (to an edge, which signs for its viewers).
 */
export const replyHls = async (
  reply: FastifyReply,
  source: THlsSource,
  name: string,
  file: string,
  signature?: string,
) => {
  const noStream = () => reply.code(404).type('text/plain').send('not live');
  if (file === PLAYLIST_FILE) {
    const playlist = await source.playlist(name);
    if (playlist === undefined) return noStream();
    return reply
      .header('cache-control', 'no-store')
      .type('application/vnd.apple.mpegurl')
      .send(signature === undefined ? playlist : signedPlaylist(playlist, signature));
  }
  const segment = await source.segment(name, file);
  if (!segment) return noStream();
  return reply
    .header('cache-control', 'private, max-age=60')
    .header('content-length', segment.size)
    .type('video/mp2t')
    .send(segment.body);
};

/**
 * What an origin serves its edges (docs/decisions/047-live-origin-edge.md): a live's FLV stream,
 * header and last picture group first, for as long as its publish lasts, and its HLS files as the
 * packager wrote them. Only to another instance: each request is signed under the shared server
 * secret (origin-auth), and anything else is refused with 403.
 */
export const registerOriginRoutes = (
  app: FastifyInstance,
  { auth, streams, hls }: { auth: TOriginAuth; streams: TLiveStreams; hls: THlsPackager | undefined },
) => {
  app.get<{ Params: { file: string } }>(
    '/live/origin/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = FLV_FILE.exec(request.params.file)?.[1];
      if (!name || !auth.verify(name, request.headers[ORIGIN_HEADER]))
        return reply.code(403).type('text/plain').send('not an instance');
      const ingest = streams.ingest;
      if (!ingest || ingest.stateOf(name).status === 'idle')
        return reply.code(404).type('text/plain').send('not live here');
      startFlvReply(reply);
      const response = reply.raw;
      const leave = ingest.subscribe(
        name,
        (chunk) => {
          if (!response.writableEnded) response.write(chunk);
        },
        () => response.end(),
      );
      if (!leave) return response.end();
      response.once('close', leave);
    },
  );

  app.get<{ Params: { name: string; file: string } }>(
    '/live/origin/:name/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name, file } = request.params;
      if (!auth.verify(name, request.headers[ORIGIN_HEADER]))
        return reply.code(403).type('text/plain').send('not an instance');
      if (!hls) return reply.code(404).type('text/plain').send('not live');
      return replyHls(reply, hls.source, name, file);
    },
  );
};
