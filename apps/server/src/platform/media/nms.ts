import type { EventEmitter } from 'node:events';
import type { WriteStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

/*
 * The parts of node-media-server (v4) the platform uses: its RTMP sessions and broadcasts for the
 * ingest, its broadcasts and FLV parser for an edge's copy of a live pulled from its origin. Its own
 * servers, admin API and logger are not used. Its sessions share one process-wide table of
 * broadcasts keyed by stream path, which is why channel names are random and never reused.
 */
const nms = createRequire(import.meta.url);

export type TNmsSession = {
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown>;
  isPublisher: boolean;
  socket: Socket;
  broadcast: TNmsBroadcast;
  run(): void;
  onPush: () => void;
  onPlay: () => void;
  onPacket: (packet: TAvPacket) => void;
  onData: (data: Buffer) => void;
  onClose: () => void;
  videoWidth: number;
  videoHeight: number;
  /** From the publisher's onMetaData; 0 or missing when the stream carries no sound. */
  audioCodec?: number;
  inBytes: number;
  /** When the encoder connected (ms since the epoch). */
  createTime: number;
};

/** One audio, video or script tag; `flags` 5 is the stream's metadata. */
export type TAvPacket = { codec_type: number; flags: number; dts: number; pts: number; size: number };

export type TNmsBroadcast = {
  publisher: TNmsSession | null;
  subscribers: Map<string, TNmsSubscriber>;
  postPlay(session: TNmsSubscriber): string | null;
  donePlay(session: TNmsSubscriber): void;
  broadcastMessage(packet: TAvPacket): void;
  getPublishStatus(): 'publishing' | 'reconnecting' | 'idle';
};

/** A subscriber of our own (HLS packaging, an edge's pull, an HTTP-FLV viewer): without an address it is internal. */
export type TNmsSubscriber = {
  id: string;
  ip: string;
  streamHost?: string;
  close?: () => void;
  protocol: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  sendBuffer: (buffer: Buffer) => void;
};

export const RtmpSession = nms('node-media-server/src/session/rtmp_session.js') as new (
  socket: Socket,
) => TNmsSession;
export const BroadcastServer = nms('node-media-server/src/server/broadcast_server.js') as new (
  streamPath: string,
) => TNmsBroadcast;
export const Context = nms('node-media-server/src/core/context.js') as {
  config: Record<string, unknown>;
  sessions: Map<string, TNmsSession>;
  broadcasts: Map<string, TNmsBroadcast>;
  eventEmitter: EventEmitter;
};
export const RecordSession = nms('node-media-server/src/session/record_session.js') as new (
  publisher: TNmsSession,
  filePath: string,
) => { run(): void; stop(): void; fileStream: WriteStream; streamPath: string };
export const BaseSession = nms('node-media-server/src/session/base_session.js') as new () => TNmsSubscriber;
/** The FLV tag parser: bytes in, one packet per whole tag out; an error text for bytes that are not FLV. */
export const FlvParser = nms('node-media-server/src/protocol/flv.js') as new () => {
  parserData(buffer: Buffer): string | null;
  onPacketCallback: (packet: TAvPacket) => void;
};
const logger = nms('node-media-server/src/core/logger.js') as { log: (...args: unknown[]) => void };
// Its console lines would bypass our log; what matters is logged here.
logger.log = () => undefined;
Context.config = { auth: { play: false, publish: false } };

/** The one application in push URLs: rtmp://host:port/live/<channel>?key=<stream key>. */
export const LIVE_APP = 'live';
export const streamPathOf = (name: string) => `/${LIVE_APP}/${name}`;

/**
 * What node-media-server's FlvSession does for a player, without the 1 MB parse buffer it zero-fills
 * for every session (only a publisher's stream is parsed): 500 viewers joining at once allocated
 * 500 MB. The codec set-up and picture group it sends first go out corked, as one write rather than
 * one per frame. The viewer leaves the broadcast when its connection closes.
 */
export const attachFlvViewer = (
  broadcast: TNmsBroadcast,
  name: string,
  request: IncomingMessage,
  response: ServerResponse,
) => {
  const session = new BaseSession();
  Object.assign(session, {
    ip: `${request.socket.remoteAddress}:${request.socket.remotePort}`,
    protocol: 'flv',
    streamHost: request.headers.host?.split(':')[0] ?? '',
    streamApp: LIVE_APP,
    streamName: name,
    streamPath: streamPathOf(name),
  });
  session.sendBuffer = (buffer) => {
    if (!response.writableEnded) response.write(buffer);
  };
  session.close = () => response.end();
  response.cork();
  broadcast.postPlay(session);
  process.nextTick(() => response.uncork());
  request.on('error', () => undefined);
  request.socket.once('close', () => broadcast.donePlay(session));
};
