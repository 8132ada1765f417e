import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { createFlvHub, type TFlvHub } from './ingest/flv-hub.ts';
import { recordFlv, type TRecordingEnd } from './ingest/flv-recorder.ts';
import { SCRIPT } from './ingest/flv.ts';
import { attachFlvViewer } from './ingest/flv-viewer.ts';
import { startRtmpServer } from './ingest/rtmp-server.ts';

export type { TRecordingEnd } from './ingest/flv-recorder.ts';

/** The one application in push URLs: rtmp://host:port/live/<channel>?key=<stream key>. */
export const LIVE_APP = 'live';

/** How long a dropped encoder's channel waits for it when the caller does not say. */
const DEFAULT_RECONNECT_GRACE_MS = 30_000;

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
 * publisher per channel (a second one is refused; a dropped one's stream is kept for a short grace
 * so the same encoder can reconnect without viewers losing it). Our own RTMP server and one FLV hub
 * per channel (`./ingest/`, decision 054); the hubs are this ingest's own, not a process-wide table.
 */
export const startRtmpIngest = async ({
  port,
  host,
  hooks,
  log,
  reconnectGraceMs = DEFAULT_RECONNECT_GRACE_MS,
}: {
  port: number;
  host?: string;
  hooks: TIngestHooks;
  log: FastifyBaseLogger;
  /** How long a dropped publisher's channel waits for it to come back before the live ends. */
  reconnectGraceMs?: number;
}): Promise<TRtmpIngest> => {
  const hubs = new Map<string, TFlvHub>();
  let closed = false;
  /** A hub nobody publishes to or watches is forgotten (channel names are random and never reused). */
  const forgetIfUnused = (name: string, hub: TFlvHub) => {
    if (hub.status() === 'idle' && hub.subscribers() === 0 && hubs.get(name) === hub) hubs.delete(name);
  };
  const hubOf = (name: string) => {
    const known = hubs.get(name);
    if (known) return known;
    const hub: TFlvHub = createFlvHub({
      reconnectGraceMs,
      onFinish: () => {
        // A grace running out after the ingest closed (the app stopping) tells nobody.
        if (!closed) hooks.onIdle(name);
        forgetIfUnused(name, hub);
      },
    });
    hubs.set(name, hub);
    return hub;
  };
  const live = (name: string) => {
    const hub = hubs.get(name);
    return hub && hub.status() !== 'idle' ? hub : undefined;
  };

  const server = await startRtmpServer({
    port,
    host,
    log,
    // Checked before the stream is taken: a wrong or old key or another application is refused.
    publish: ({ app, name, query, address, connectedAt, received }) => {
      if (app !== LIVE_APP || !hooks.mayPublish(name, query.get('key') ?? '')) {
        log.warn({ channel: name, remote: address }, 'rtmp publish refused: wrong key');
        return 'wrong key';
      }
      const hub = hubOf(name);
      const publish = hub.publish(address, connectedAt);
      if (!publish) {
        log.warn({ channel: name, remote: address }, 'rtmp publish refused: the channel has a publisher');
        return 'the channel has a publisher';
      }
      // What the connection carried before the publish counts, so the first look shows a bitrate.
      publish.received(received);
      hooks.onLive(name);
      return {
        tag: (tag) => {
          publish.push(tag);
          if (tag.type === SCRIPT) hooks.onMetadata?.(name);
        },
        received: publish.received,
        end: publish.end,
      };
    },
  });

  // Bytes an encoder has sent, looked at now and then: the difference is its bitrate. The first look
  // (and the first after a new publish) takes the average since the encoder connected, so the console
  // never shows 0 kbit/s for a stream that is sending.
  const bitrates = new Map<string, { bytes: number; at: number; kbps: number }>();
  const bitrateOf = (name: string, hub: TFlvHub) => {
    const now = Date.now();
    const { bytes, since } = hub.stats();
    const last = bitrates.get(name);
    if (!last || bytes < last.bytes) {
      const kbps = Math.round((bytes * 8) / Math.max(now - since, 1));
      bitrates.set(name, { bytes, at: now, kbps });
      return kbps;
    }
    if (now - last.at < 2000) return last.kbps;
    const kbps = Math.round(((bytes - last.bytes) * 8) / (now - last.at));
    bitrates.set(name, { bytes, at: now, kbps });
    return kbps;
  };

  const recording = new Set<string>();

  return {
    port: server.port,
    record(name, filePath) {
      const hub = live(name);
      if (!hub || recording.has(name)) return undefined;
      recording.add(name);
      return recordFlv(hub, filePath).then((end) => {
        recording.delete(name);
        if (!end.ok) log.error({ err: end.error, channel: name }, 'recording failed; the stream goes on');
        return end;
      });
    },
    subscribe(name, write, ended) {
      const hub = live(name);
      if (!hub) return undefined;
      let left = false;
      const leaveHub = hub.join({ person: false, write });
      const stopWaiting = hub.onFinish(() => leave());
      const leave = () => {
        if (left) return;
        left = true;
        stopWaiting();
        leaveHub();
        ended();
        forgetIfUnused(name, hub);
      };
      return leave;
    },
    playFlv(name, request, response) {
      // A viewer may come before the encoder: it waits on the hub the encoder will publish to.
      const hub = hubOf(name);
      attachFlvViewer(hub, request, response, () => forgetIfUnused(name, hub));
    },
    stateOf(name) {
      const hub = hubs.get(name);
      const status = hub?.status() ?? 'idle';
      const info = hub?.info();
      return {
        kbps: hub && status !== 'idle' ? bitrateOf(name, hub) : 0,
        status,
        viewers: hub?.people() ?? 0,
        width: info?.width ?? 0,
        height: info?.height ?? 0,
        audio: info?.audio ?? false,
      };
    },
    async close() {
      closed = true;
      await server.close();
    },
  };
};
