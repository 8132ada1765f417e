import { get, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { createFlvHub, type TFlvHub } from './ingest/flv-hub.ts';
import { createFlvTagReader } from './ingest/flv.ts';
import { attachFlvViewer } from './ingest/flv-viewer.ts';
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
  hub: TFlvHub;
  request: ClientRequest;
  linger?: NodeJS.Timeout;
  ended: boolean;
}

/**
 * This instance as an edge of lives whose encoder reached another instance, as an SRS edge pulls
 * from its origin: the first viewer of a channel here opens one HTTP-FLV pull from the origin, and
 * every viewer here is fed from it. The pull's tags go through an FLV hub of its own (apart from the
 * ingest's), which keeps the stream's header, metadata, codec set-up and the last picture group, so
 * a late joiner starts at once on a keyframe. When the origin's
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
    pull.hub.close();
    log.info({ channel: name, origin: pull.origin.url }, `live edge: pull ended (${why})`);
  };

  const start = (name: string, origin: TOriginRef): TPull => {
    // The origin is the hub's one publisher; when the pull ends, so does the hub (no grace here).
    const hub = createFlvHub({ reconnectGraceMs: 0 });
    const publish = hub.publish(origin.url)!;
    const reader = createFlvTagReader();
    const url = `${origin.url}${originFlvPath(name)}`;
    const request = get(url, { headers: auth.headers(name) }, (reply: IncomingMessage) => {
      if (reply.statusCode !== 200) {
        reply.resume();
        return end(name, pull, `the origin answered ${reply.statusCode}`);
      }
      reply.on('data', (chunk: Buffer) => {
        if (pull.ended) return;
        publish.received(chunk.length);
        try {
          for (const tag of reader.read(chunk)) publish.push(tag);
        } catch (error) {
          end(name, pull, (error as Error).message);
        }
      });
      reply.on('end', () => end(name, pull, 'the live ended at its origin'));
      reply.on('error', (error) => end(name, pull, error.message));
    });
    // An origin machine that vanishes without closing the connection is found out by keep-alive
    // probes, and by the directory forgetting it once its instance lock is gone.
    request.on('socket', (socket) => socket.setKeepAlive(true, 5000));
    request.on('error', (error) => end(name, pull, error.message));
    const pull: TPull = { origin, hub, request, ended: false };
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
      attachFlvViewer(current.hub, request, response, () => {
        if (current.ended || current.hub.subscribers() > 0) return;
        current.linger = setTimeout(() => end(name, current, 'nobody watches here'), LINGER_MS);
        current.linger.unref();
      });
    },

    /** Viewers of channel `name` fed by this instance's pull. */
    viewers: (name: string) => pulls.get(name)?.hub.subscribers() ?? 0,

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
