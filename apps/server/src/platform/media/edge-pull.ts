import { get, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  attachFlvViewer,
  BroadcastServer,
  FlvParser,
  streamPathOf,
  type TNmsBroadcast,
  type TNmsSession,
} from './nms.ts';
import type { TOriginAuth } from './origin-auth.ts';

/** The instance holding a channel's publish, as the others reach it. */
export interface TOriginRef {
  instanceId: number;
  url: string;
}

/** Where an origin serves a channel's stream to its edges (signed with origin-auth). */
export const originFlvPath = (name: string) => `/live/origin/${name}.flv`;

/** How long a pull nobody watches any more stays, so a viewer who reloads finds it still there. */
const LINGER_MS = 10_000;

interface TPull {
  origin: TOriginRef;
  broadcast: TNmsBroadcast;
  request: ClientRequest;
  linger?: NodeJS.Timeout;
  ended: boolean;
}

/**
 * This instance as an edge of lives whose encoder reached another instance, as an SRS edge pulls
 * from its origin: the first viewer of a channel here opens one HTTP-FLV pull from the origin, and
 * every viewer here is fed from it. The pull's tags go through a broadcast of node-media-server's
 * own (kept apart from the ingest's table), which keeps the stream's header, metadata, codec set-up
 * and the last picture group, so a late joiner starts at once on a keyframe. When the origin's
 * publish ends (its reply ends) or the origin dies (its connection breaks, or the directory forgets
 * it), the pull ends and so do its viewers' connections; their players ask for the live again.
 */
export const createEdgePull = ({ auth, log }: { auth: TOriginAuth; log: FastifyBaseLogger }) => {
  const pulls = new Map<string, TPull>();

  const end = (name: string, pull: TPull, why: string) => {
    if (pull.ended) return;
    pull.ended = true;
    if (pulls.get(name) === pull) pulls.delete(name);
    clearTimeout(pull.linger);
    pull.request.destroy();
    for (const viewer of [...pull.broadcast.subscribers.values()]) viewer.close?.();
    log.info({ channel: name, origin: pull.origin.url }, `live edge: pull ended (${why})`);
  };

  const start = (name: string, origin: TOriginRef): TPull => {
    const broadcast = new BroadcastServer(streamPathOf(name));
    // Stands where an encoder's session would: node-media-server writes the stream's metadata
    // (size, sound) on it, and the tags count as bytes received.
    const publisher = { audioCodec: 0, videoWidth: 0, videoHeight: 0, inBytes: 0, createTime: Date.now() };
    broadcast.publisher = publisher as unknown as TNmsSession;
    const parser = new FlvParser();
    parser.onPacketCallback = (packet) => broadcast.broadcastMessage(packet);
    const url = `${origin.url}${originFlvPath(name)}`;
    const request = get(url, { headers: auth.headers(name) }, (reply: IncomingMessage) => {
      if (reply.statusCode !== 200) {
        reply.resume();
        return end(name, pull, `the origin answered ${reply.statusCode}`);
      }
      reply.on('data', (chunk: Buffer) => {
        publisher.inBytes += chunk.length;
        const error = parser.parserData(chunk);
        if (error) end(name, pull, error);
      });
      reply.on('end', () => end(name, pull, 'the live ended at its origin'));
      reply.on('error', (error) => end(name, pull, error.message));
    });
    // An origin machine that vanishes without closing the connection is found out by keep-alive
    // probes, and by the directory forgetting it once its instance lock is gone.
    request.on('socket', (socket) => socket.setKeepAlive(true, 5000));
    request.on('error', (error) => end(name, pull, error.message));
    const pull: TPull = { origin, broadcast, request, ended: false };
    pulls.set(name, pull);
    log.info({ channel: name, origin: origin.url }, 'live edge: pulling from the origin');
    return pull;
  };

  return {
    /** Plays channel `name`, pulled from `origin`, on a response the caller has already checked and taken over. */
    play(name: string, origin: TOriginRef, request: IncomingMessage, response: ServerResponse) {
      let pull = pulls.get(name);
      if (pull && (pull.origin.instanceId !== origin.instanceId || pull.origin.url !== origin.url)) {
        end(name, pull, 'the channel moved to another origin');
        pull = undefined;
      }
      const current = pull ?? start(name, origin);
      clearTimeout(current.linger);
      attachFlvViewer(current.broadcast, name, request, response);
      request.socket.once('close', () => {
        if (current.ended || current.broadcast.subscribers.size > 0) return;
        current.linger = setTimeout(() => end(name, current, 'nobody watches here'), LINGER_MS);
        current.linger.unref();
      });
    },

    /** Viewers of channel `name` fed by this instance's pull. */
    viewers: (name: string) => pulls.get(name)?.broadcast.subscribers.size ?? 0,

    /** Channel `name` has no origin any more, or another one: the pull from the old one ends. */
    forget(name: string, stillAt?: TOriginRef) {
      const pull = pulls.get(name);
      if (!pull) return;
      if (stillAt && stillAt.instanceId === pull.origin.instanceId && stillAt.url === pull.origin.url) return;
      end(name, pull, 'the origin no longer holds it');
    },

    close() {
      for (const [name, pull] of pulls) end(name, pull, 'this instance stops');
    },
  };
};

export type TEdgePull = ReturnType<typeof createEdgePull>;
