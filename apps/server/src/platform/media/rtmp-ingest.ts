import { createServer, type Server, type Socket } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  attachFlvViewer,
  BaseSession,
  BroadcastServer,
  Context,
  LIVE_APP,
  RecordSession,
  RtmpSession,
  streamPathOf,
  type TNmsBroadcast,
  type TNmsSession,
} from './nms.ts';

export { LIVE_APP } from './nms.ts';

export interface TIngestHooks {
  /** Whether `key` is the stream key of channel `name` now (a synchronous look-up: RTMP answers at once). */
  mayPublish(name: string, key: string): boolean;
  /** A channel went live, or stopped for good (after the reconnect grace). */
  onLive(name: string): void;
  onIdle(name: string): void;
  /** The encoder said what it sends (size, sound): what other instances show of the live may change. */
  onMetadata?(name: string): void;
}

export interface TChannelState {
  status: 'live' | 'reconnecting' | 'idle';
  viewers: number;
  width: number;
  height: number;
  /** What the encoder sends, in kbit/s, over the last few seconds (0 until two looks a moment apart). */
  kbps: number;
  /** Whether the stream carries sound (by its metadata; players must not wait for sound that never comes). */
  audio: boolean;
}

/** How a recording ended: whole (the publisher stopped), or cut short by a write error (a full disk). */
export type TRecordingEnd = { ok: true } | { ok: false; error: string };

export interface TRtmpIngest {
  port: number;
  /**
   * Writes channel `name`'s live stream to an FLV file until its publisher stops for good (after the
   * reconnect grace); a failed write ends the recording, never the stream. Undefined when the
   * channel is not live or is being recorded already.
   */
  record(name: string, filePath: string): Promise<TRecordingEnd> | undefined;
  /**
   * Feeds channel `name`'s live stream as FLV (header, codec set-up and the last picture group first)
   * to `write` until the live ends for good, then calls `ended`; the returned function leaves early.
   * Undefined when the channel is not live.
   */
  subscribe(name: string, write: (chunk: Buffer) => void, ended: () => void): (() => void) | undefined;
  /** Plays channel `name` as HTTP-FLV on a response the caller has already checked and taken over. */
  playFlv(name: string, request: IncomingMessage, response: ServerResponse): void;
  stateOf(name: string): TChannelState;
  close(): Promise<void>;
}

/**
 * The RTMP ingest: organisers push from OBS or ffmpeg, only with their channel's current key, one
 * publisher per channel (node-media-server refuses a second one and keeps a dropped one's stream
 * for a short grace so the same encoder can reconnect without viewers losing it).
 */
export const startRtmpIngest = async ({
  port,
  host,
  hooks,
  log,
  reconnectGraceMs,
}: {
  port: number;
  host?: string;
  hooks: TIngestHooks;
  log: FastifyBaseLogger;
  /** How long a dropped publisher's channel waits for it to come back before the live ends. */
  reconnectGraceMs?: number;
}): Promise<TRtmpIngest> => {
  const sockets = new Set<Socket>();
  const onPublished = (session: TNmsSession) => {
    if (reconnectGraceMs !== undefined)
      (session.broadcast as { publishGraceMs?: number }).publishGraceMs = reconnectGraceMs;
    hooks.onLive(session.streamName);
  };
  const onDone = (session: TNmsSession) => hooks.onIdle(session.streamName);
  Context.eventEmitter.on('postPublish', onPublished);
  Context.eventEmitter.on('donePublish', onDone);

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const session = new RtmpSession(socket);
    const push = session.onPush;
    const packet = session.onPacket;
    // Checked before the stream is taken: a wrong or old key, another application, a play over RTMP
    // (viewers play through the platform's signed URLs) all end the connection.
    session.onPush = () => {
      const given = session.streamQuery.key;
      const key = typeof given === 'string' ? given : '';
      if (session.streamApp !== LIVE_APP || !hooks.mayPublish(session.streamName, key)) {
        log.warn(
          { channel: session.streamName, remote: socket.remoteAddress },
          'rtmp publish refused: wrong key',
        );
        socket.destroy();
        return;
      }
      push();
    };
    session.onPlay = () => socket.destroy();
    // Whatever one connection's bytes make node-media-server throw (a connect without tcUrl, a
    // timestamp past 32 bits) ends that connection, logged, never the process serving the site.
    const { onData, onClose } = session;
    session.onData = (data) => {
      try {
        onData(data);
      } catch (error) {
        log.warn(
          { err: error, remote: socket.remoteAddress },
          'rtmp connection spoke the protocol wrong; closed',
        );
        socket.destroy();
      }
    };
    session.onClose = () => {
      try {
        onClose();
      } catch (error) {
        log.warn({ err: error, channel: session.streamName }, 'rtmp connection did not close cleanly');
      }
    };
    // Media from a connection that is not (or not yet) the channel's publisher reaches nobody.
    session.onPacket = (data) => {
      if (!session.isPublisher) return;
      packet(data);
      if (data.flags === 5) hooks.onMetadata?.(session.streamName);
    };
    Context.sessions.set((session as unknown as { id: string }).id, session);
    session.run();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;

  const recording = new Set<string>();
  // Bytes an encoder has sent, looked at now and then: the difference is its bitrate. The first look
  // (and the first after a reconnect) takes the average since the encoder connected, so the console
  // never shows 0 kbit/s for a stream that is sending.
  const bitrates = new Map<string, { bytes: number; at: number; kbps: number }>();
  const bitrateOf = (name: string, publisher: TNmsSession) => {
    const now = Date.now();
    const bytes = publisher.inBytes;
    const last = bitrates.get(name);
    if (!last || bytes < last.bytes) {
      const kbps = Math.round((bytes * 8) / Math.max(now - publisher.createTime, 1));
      bitrates.set(name, { bytes, at: now, kbps });
      return kbps;
    }
    if (now - last.at < 2000) return last.kbps;
    const kbps = Math.round(((bytes - last.bytes) * 8) / (now - last.at));
    bitrates.set(name, { bytes, at: now, kbps });
    return kbps;
  };

  /** People only: the recorder and the HLS packager subscribe too, without an address. */
  const viewersOf = (broadcast: TNmsBroadcast | undefined) => {
    let viewers = 0;
    for (const subscriber of broadcast?.subscribers.values() ?? []) if (subscriber.ip !== '') viewers += 1;
    return viewers;
  };

  return {
    port: bound,
    record(name, filePath) {
      const publisher = Context.broadcasts.get(streamPathOf(name))?.publisher;
      if (!publisher || recording.has(name)) return undefined;
      recording.add(name);
      const recorder = new RecordSession(publisher, filePath);
      return new Promise<TRecordingEnd>((resolve) => {
        const finish = (end: TRecordingEnd) => {
          recording.delete(name);
          Context.eventEmitter.off('doneRecord', onDone);
          resolve(end);
        };
        const onDone = (session: { streamPath: string }) => {
          if (session === (recorder as unknown)) finish({ ok: true });
        };
        Context.eventEmitter.on('doneRecord', onDone);
        recorder.fileStream.on('error', (error) => {
          log.error({ err: error, channel: name }, 'recording failed; the stream goes on');
          finish({ ok: false, error: error.message });
          // Viewers keep the stream: the recorder alone leaves the broadcast.
          recorder.stop();
        });
        recorder.run();
      });
    },
    subscribe(name, write, ended) {
      const streamPath = streamPathOf(name);
      const broadcast = Context.broadcasts.get(streamPath);
      if (!broadcast?.publisher) return undefined;
      const session = new BaseSession();
      Object.assign(session, { protocol: 'flv', streamApp: LIVE_APP, streamName: name, streamPath });
      session.sendBuffer = write;
      let left = false;
      const leave = () => {
        if (left) return;
        left = true;
        Context.eventEmitter.off('donePublish', onDonePublish);
        broadcast.donePlay(session);
        ended();
      };
      const onDonePublish = (publisher: { streamPath: string }) => {
        if (publisher.streamPath === streamPath) leave();
      };
      Context.eventEmitter.on('donePublish', onDonePublish);
      broadcast.postPlay(session);
      return leave;
    },
    playFlv(name, request, response) {
      const streamPath = streamPathOf(name);
      // A viewer may come before the encoder: it waits on the broadcast the encoder will publish to.
      const broadcast = Context.broadcasts.get(streamPath) ?? new BroadcastServer(streamPath);
      Context.broadcasts.set(streamPath, broadcast);
      attachFlvViewer(broadcast, name, request, response);
    },
    stateOf(name) {
      const broadcast = Context.broadcasts.get(streamPathOf(name));
      const status = broadcast?.getPublishStatus() ?? 'idle';
      const publisher = broadcast?.publisher;
      return {
        kbps: publisher ? bitrateOf(name, publisher) : 0,
        status: status === 'publishing' ? 'live' : status,
        viewers: viewersOf(broadcast),
        width: publisher?.videoWidth ?? 0,
        height: publisher?.videoHeight ?? 0,
        audio: Boolean(publisher?.audioCodec),
      };
    },
    async close() {
      Context.eventEmitter.off('postPublish', onPublished);
      Context.eventEmitter.off('donePublish', onDone);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
