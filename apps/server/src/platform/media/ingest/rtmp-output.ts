import { encodeAmf0, type TAmfValue } from './amf0.ts';

/*
 * What the server says to an encoder, as RTMP chunks: protocol control messages on chunk stream 2
 * and AMF0 commands on chunk stream 3. The server sends commands only, all far below its chunk size.
 */

/** The chunk size the server announces for what it sends. */
export const OUT_CHUNK_SIZE = 4096;
const CONTROL_CHUNK_STREAM = 2;
const COMMAND_CHUNK_STREAM = 3;
const COMMAND = 20;

/** One message as chunks of `OUT_CHUNK_SIZE`: a type 0 header, then type 3 headers. */
export const chunked = (chunkStream: number, type: number, streamId: number, payload: Buffer) => {
  const header = Buffer.alloc(12);
  header[0] = chunkStream;
  header.writeUIntBE(payload.length, 4, 3);
  header[7] = type;
  header.writeUInt32LE(streamId, 8);
  const out: Buffer[] = [header];
  for (let at = 0; at < payload.length; at += OUT_CHUNK_SIZE) {
    if (at > 0) out.push(Buffer.from([0xc0 | chunkStream]));
    out.push(payload.subarray(at, at + OUT_CHUNK_SIZE));
  }
  return Buffer.concat(out);
};

const control = (type: number, ...words: number[]) => {
  const payload = Buffer.alloc(words.length * 4);
  words.forEach((word, index) => payload.writeUInt32BE(word >>> 0, index * 4));
  return chunked(CONTROL_CHUNK_STREAM, type, 0, payload);
};

export const setChunkSize = (size: number) => control(1, size);
export const acknowledgement = (received: number) => control(3, received);
export const windowAcknowledgementSize = (size: number) => control(5, size);
/** Set Peer Bandwidth with limit type 2 (dynamic): one byte after the size. */
export const setPeerBandwidth = (size: number) => {
  const payload = Buffer.alloc(5);
  payload.writeUInt32BE(size, 0);
  payload[4] = 2;
  return chunked(CONTROL_CHUNK_STREAM, 6, 0, payload);
};
/** User control Stream Begin (event 0) for message stream `streamId`. */
export const streamBegin = (streamId: number) => {
  const payload = Buffer.alloc(6);
  payload.writeUInt32BE(streamId, 2);
  return chunked(CONTROL_CHUNK_STREAM, 4, 0, payload);
};

/** An AMF0 command (its name, transaction id, command object, then arguments) on message stream `streamId`. */
export const command = (streamId: number, ...values: TAmfValue[]) =>
  chunked(COMMAND_CHUNK_STREAM, COMMAND, streamId, encodeAmf0(...values));

/** onStatus on a message stream: how publish is answered, yes or no. */
export const onStatus = (streamId: number, level: 'status' | 'error', code: string, description: string) =>
  command(streamId, 'onStatus', 0, null, { level, code, description });
