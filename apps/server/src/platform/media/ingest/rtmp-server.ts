import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { decodeAmf0, type TAmfValue } from './amf0.ts';
import { createChunkReader, type TRtmpMessage } from './chunk-reader.ts';
import { AUDIO, SCRIPT, VIDEO, type TFlvTag } from './flv.ts';
import {
  acknowledgement,
  command,
  onStatus,
  OUT_CHUNK_SIZE,
  setChunkSize,
  setPeerBandwidth,
  streamBegin,
  windowAcknowledgementSize,
} from './rtmp-output.ts';

/*
 * An RTMP server that takes publishes and nothing else (RTMP specification 1.0): the simple handshake,
 * the chunk stream, and the commands OBS and ffmpeg send to publish (connect, releaseStream,
 * FCPublish, createStream, publish, FCUnpublish, deleteStream). Audio, video and metadata messages of
 * the publishing stream become FLV tags for whoever accepted the publish. Play is refused (viewers
 * play HTTP-FLV or HLS through signed URLs). Whatever a client sends wrong ends its own connection.
 */

export interface TPublishRequest {
  app: string;
  name: string;
  query: URLSearchParams;
  /** The encoder's address (without its port): a reconnect comes from another port. */
  address: string;
  /** When the connection opened, and what it had received by the publish (handshake and commands). */
  connectedAt: number;
  received: number;
}

export interface TPublishSink {
  tag(tag: TFlvTag): void;
  /** Bytes received on the publishing connection, for its bitrate. */
  received(bytes: number): void;
  /** The encoder stopped (deleteStream) or its connection closed. */
  end(): void;
}

const HANDSHAKE_SIZE = 1536;
/** A connection silent this long (a stalled encoder, a client that never publishes) is closed. */
const IDLE_MS = 30_000;
/** What the server asks acknowledgements at, as node-media-server and nginx-rtmp do. */
const WINDOW = 5_000_000;
const SAFE_NAME = /^[a-zA-Z0-9_-]+$/;
const COMMAND_AMF0 = 20;
const COMMAND_AMF3 = 17;
const WINDOW_ACKNOWLEDGEMENT_SIZE = 5;
const MAX_STREAMS = 8;

class Refused extends Error {}

const isObject = (value: TAmfValue): value is Record<string, TAmfValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One connection: handshake first, then commands, then (once publishing) media. */
const runConnection = (
  socket: Socket,
  publish: (request: TPublishRequest) => TPublishSink | string,
  log: FastifyBaseLogger,
) => {
  const address = socket.remoteAddress ?? '';
  const connectedAt = Date.now();
  const reader = createChunkReader();
  let handshake: Buffer[] = [];
  let handshakeBytes = 0;
  let stage: 'c0c1' | 'c2' | 'chunks' = 'c0c1';
  let app: string | undefined;
  let streams = 0;
  let publishing: { streamId: number; sink: TPublishSink } | undefined;
  let received = 0;
  let acknowledged = 0;
  let window = 0;

  const stopPublishing = () => {
    const ending = publishing;
    publishing = undefined;
    ending?.sink.end();
  };

  const answer = (transactionId: TAmfValue, ...values: TAmfValue[]) =>
    socket.write(command(0, '_result', typeof transactionId === 'number' ? transactionId : 0, ...values));

  const onConnect = (transactionId: TAmfValue, commandObject: TAmfValue) => {
    if (
      !isObject(commandObject) ||
      typeof commandObject.app !== 'string' ||
      typeof commandObject.tcUrl !== 'string'
    )
      throw new Refused('connect without app or tcUrl');
    app = commandObject.app;
    socket.write(
      Buffer.concat([
        windowAcknowledgementSize(WINDOW),
        setPeerBandwidth(WINDOW),
        setChunkSize(OUT_CHUNK_SIZE),
      ]),
    );
    answer(
      transactionId,
      { fmsVer: 'FMS/3,0,1,123', capabilities: 31 },
      {
        level: 'status',
        code: 'NetConnection.Connect.Success',
        description: 'Connection succeeded.',
        objectEncoding: 0,
      },
    );
  };

  const onPublish = (streamId: number, name: TAmfValue) => {
    if (app === undefined || publishing || typeof name !== 'string') throw new Refused('publish out of turn');
    const [streamName = '', query = ''] = name.split('?');
    if (!SAFE_NAME.test(app) || !SAFE_NAME.test(streamName)) throw new Refused('publish to an unsafe path');
    const accepted = publish({
      app,
      name: streamName,
      query: new URLSearchParams(query),
      address,
      connectedAt,
      received,
    });
    if (typeof accepted === 'string') {
      socket.end(onStatus(streamId, 'error', 'NetStream.Publish.BadName', accepted));
      return;
    }
    publishing = { streamId, sink: accepted };
    socket.write(
      Buffer.concat([
        streamBegin(streamId),
        onStatus(streamId, 'status', 'NetStream.Publish.Start', `${streamName} is now published.`),
      ]),
    );
  };

  const onCommand = (message: TRtmpMessage) => {
    const payload = message.type === COMMAND_AMF3 ? message.payload.subarray(1) : message.payload;
    const [name, transactionId, commandObject, ...args] = decodeAmf0(payload);
    switch (typeof name === 'string' ? name : '') {
      case 'connect':
        return onConnect(transactionId, commandObject);
      case 'releaseStream':
      case 'FCPublish':
      case 'FCUnpublish':
        return answer(transactionId, null);
      case 'createStream':
        if (app === undefined || streams >= MAX_STREAMS) throw new Refused('createStream out of turn');
        streams += 1;
        return answer(transactionId, null, streams);
      case 'publish':
        return onPublish(message.streamId, args[0]);
      case 'deleteStream':
        return stopPublishing();
      case 'play':
        throw new Refused('play is not served over RTMP');
      default:
        // Others (_checkbw, getStreamLength, …) need no answer for a publish to go on.
        return undefined;
    }
  };

  /** An audio, video or onMetaData message of the publishing stream, as an FLV tag. */
  const onMedia = (message: TRtmpMessage) => {
    if (!publishing) return;
    let data = message.payload;
    if (message.type === SCRIPT) {
      const values = decodeAmf0(data);
      // "@setDataFrame" is RTMP's wrapping: the file and the players get the onMetaData that follows.
      if (values[0] === '@setDataFrame') data = data.subarray(3 + Buffer.byteLength('@setDataFrame'));
      if (values[values[0] === '@setDataFrame' ? 1 : 0] !== 'onMetaData') return;
    }
    publishing.sink.tag({ type: message.type, timestamp: message.timestamp, data });
  };

  const onMessage = (message: TRtmpMessage) => {
    if (message.type === COMMAND_AMF0 || message.type === COMMAND_AMF3) onCommand(message);
    else if (message.type === AUDIO || message.type === VIDEO || message.type === SCRIPT) onMedia(message);
    else if (message.type === WINDOW_ACKNOWLEDGEMENT_SIZE && message.payload.length >= 4)
      window = message.payload.readUInt32BE(0);
  };

  const onHandshake = (data: Buffer): void => {
    handshake.push(data);
    handshakeBytes += data.length;
    const needed = stage === 'c0c1' ? 1 + HANDSHAKE_SIZE : HANDSHAKE_SIZE;
    if (handshakeBytes < needed) return undefined;
    const bytes = Buffer.concat(handshake, handshakeBytes);
    handshake = [];
    handshakeBytes = 0;
    if (stage === 'c0c1') {
      if (bytes[0] !== 3) throw new Refused(`RTMP version ${bytes[0]} is not 3`);
      // S1: our time and zeros (the simple handshake, no digest), random bytes; S2 echoes C1.
      const s1 = Buffer.concat([Buffer.alloc(8), randomBytes(HANDSHAKE_SIZE - 8)]);
      socket.write(Buffer.concat([Buffer.from([3]), s1, bytes.subarray(1, 1 + HANDSHAKE_SIZE)]));
      stage = 'c2';
      return bytes.length > needed ? onHandshake(bytes.subarray(needed)) : undefined;
    }
    stage = 'chunks';
    return bytes.length > needed ? onChunks(bytes.subarray(needed)) : undefined;
  };

  const onChunks = (data: Buffer): void => {
    received += data.length;
    publishing?.sink.received(data.length);
    if (window > 0 && received - acknowledged >= window) {
      acknowledged = received;
      socket.write(acknowledgement(received));
    }
    for (const message of reader.read(data)) {
      if (socket.destroyed || socket.writableEnded) return;
      onMessage(message);
    }
  };

  socket.setNoDelay(true);
  socket.setTimeout(IDLE_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  socket.on('close', stopPublishing);
  socket.on('data', (data: Buffer) => {
    // Ended (a publish refused): nothing it says after that is heard.
    if (socket.destroyed || socket.writableEnded) return;
    try {
      if (stage === 'chunks') onChunks(data);
      else onHandshake(data);
    } catch (error) {
      log.warn({ err: error, remote: address }, 'rtmp connection spoke the protocol wrong; closed');
      socket.destroy();
    }
  });
};

/** Listens for encoders on `port` (0: any free one); `publish` says yes (with where the tags go) or why not. */
export const startRtmpServer = async ({
  port,
  host,
  log,
  publish,
}: {
  port: number;
  host?: string;
  log: FastifyBaseLogger;
  publish: (request: TPublishRequest) => TPublishSink | string;
}) => {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    runConnection(socket, publish, log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
