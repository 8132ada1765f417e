/*
 * The RTMP chunk stream (RTMP specification 5.3): messages cut into chunks of `chunk size` bytes,
 * interleaved by chunk stream id, each chunk led by a header of type 0 (everything), 1 (no message
 * stream id), 2 (a timestamp delta only) or 3 (nothing: the last header again). Bytes are consumed as
 * they arrive, whatever the cut between socket reads; a message's bytes are kept as they come, never
 * allocated ahead from the length it announces, and limits bound what one connection may hold.
 */

export class RtmpProtocolError extends Error {}

export interface TRtmpMessage {
  type: number;
  streamId: number;
  /** Milliseconds, 32 bits, wrapping as RTMP timestamps do (5.3.1.3). */
  timestamp: number;
  payload: Buffer;
}

export const SET_CHUNK_SIZE = 1;
const ABORT = 2;

/** Above what encoders use (OBS and ffmpeg send 4096): more is refused rather than buffered. */
export const MAX_CHUNK_SIZE = 65_536;
/** A 4K keyframe at a high bitrate stays well below; a larger "message" is a client lying. */
export const MAX_MESSAGE_LENGTH = 8 * 1024 * 1024;
/** Encoders use a handful of chunk streams (control, command, audio, video, data). */
const MAX_CHUNK_STREAMS = 64;

const MESSAGE_HEADER_LENGTH = [11, 7, 3, 0] as const;

interface TChunkStream {
  type: number;
  length: number;
  streamId: number;
  timestamp: number;
  /** The last timestamp field read: absolute after type 0, a delta after types 1 and 2 (ffmpeg's reading). */
  field: number;
  extended: boolean;
  parts: Buffer[];
  received: number;
}

export const createChunkReader = () => {
  const streams = new Map<number, TChunkStream>();
  let chunkSize = 128;
  const head = Buffer.alloc(18);
  let headBytes = 0;
  let current: TChunkStream | undefined;
  /** Bytes of the current chunk's payload still to come. */
  let chunkLeft = 0;
  /** Bytes held in messages not yet whole, over every chunk stream. */
  let held = 0;

  const basicLength = () => ((head.readUInt8(0) & 0x3f) === 0 ? 2 : (head.readUInt8(0) & 0x3f) === 1 ? 3 : 1);
  const chunkStreamId = () => {
    const low = head.readUInt8(0) & 0x3f;
    if (low === 0) return 64 + head.readUInt8(1);
    if (low === 1) return 64 + head.readUInt8(1) + head.readUInt8(2) * 256;
    return low;
  };

  /** How many header bytes this chunk has, as far as the bytes read so far tell. */
  const headerLength = () => {
    if (headBytes < 1) return 1;
    const basic = basicLength();
    if (headBytes < basic) return basic;
    const format = head.readUInt8(0) >> 6;
    const length = basic + MESSAGE_HEADER_LENGTH[format as 0 | 1 | 2 | 3];
    if (headBytes < length) return length;
    if (format < 3) return head.readUIntBE(basic, 3) === 0xffffff ? length + 4 : length;
    const stream = streams.get(chunkStreamId());
    if (!stream) throw new RtmpProtocolError('a type 3 chunk on a chunk stream never opened');
    return stream.extended ? length + 4 : length;
  };

  const openStream = (id: number) => {
    const known = streams.get(id);
    if (known) return known;
    if (streams.size >= MAX_CHUNK_STREAMS) throw new RtmpProtocolError('too many chunk streams');
    const stream: TChunkStream = {
      type: 0,
      length: 0,
      streamId: 0,
      timestamp: 0,
      field: 0,
      extended: false,
      parts: [],
      received: 0,
    };
    streams.set(id, stream);
    return stream;
  };

  /** The whole header is in `head`: the chunk stream it names takes it. */
  const takeHeader = () => {
    const basic = basicLength();
    const format = head.readUInt8(0) >> 6;
    const id = chunkStreamId();
    const stream = format === 0 ? openStream(id) : streams.get(id);
    if (!stream) throw new RtmpProtocolError(`a type ${format} chunk on a chunk stream never opened`);
    const starting = stream.received === 0;
    if (!starting && format !== 3)
      throw new RtmpProtocolError('a new message header in the middle of a message');
    let at = basic;
    if (format < 3) {
      const field = head.readUIntBE(at, 3);
      at += 3;
      if (format < 2) {
        stream.length = head.readUIntBE(at, 3);
        stream.type = head.readUInt8(at + 3);
        at += 4;
      }
      if (format === 0) {
        stream.streamId = head.readUInt32LE(at);
        at += 4;
      }
      stream.extended = field === 0xffffff;
      stream.field = stream.extended ? head.readUInt32BE(at) : field;
    } else if (stream.extended && starting) stream.field = head.readUInt32BE(at);
    if (starting) {
      stream.timestamp = format === 0 ? stream.field : (stream.timestamp + stream.field) >>> 0;
      if (stream.length > MAX_MESSAGE_LENGTH)
        throw new RtmpProtocolError(`a message of ${stream.length} bytes is over the limit`);
    }
    current = stream;
    chunkLeft = Math.min(chunkSize, stream.length - stream.received);
  };

  /** A message is whole: chunk-level control messages act here, the rest go to the caller. */
  const complete = (stream: TChunkStream, out: TRtmpMessage[]) => {
    const payload = Buffer.concat(stream.parts, stream.length);
    held -= stream.received;
    stream.parts = [];
    stream.received = 0;
    if (stream.type === SET_CHUNK_SIZE) {
      if (payload.length < 4) throw new RtmpProtocolError('Set Chunk Size without its size');
      const size = payload.readUInt32BE(0);
      if (size < 1 || size > MAX_CHUNK_SIZE)
        throw new RtmpProtocolError(`chunk size ${size} is out of bounds`);
      chunkSize = size;
      return;
    }
    if (stream.type === ABORT) {
      const aborted = payload.length >= 4 ? streams.get(payload.readUInt32BE(0)) : undefined;
      if (aborted && aborted !== stream) {
        held -= aborted.received;
        aborted.parts = [];
        aborted.received = 0;
      }
      return;
    }
    out.push({ type: stream.type, streamId: stream.streamId, timestamp: stream.timestamp, payload });
  };

  return {
    /** The messages `data` completes; an RtmpProtocolError for bytes that are not a chunk stream. */
    read(data: Buffer): TRtmpMessage[] {
      const out: TRtmpMessage[] = [];
      let offset = 0;
      while (offset < data.length) {
        if (!current) {
          let needed = headerLength();
          while (headBytes < needed && offset < data.length) {
            head[headBytes++] = data.readUInt8(offset++);
            needed = headerLength();
          }
          if (headBytes < needed) break;
          takeHeader();
        }
        const stream = current!;
        const take = Math.min(chunkLeft, data.length - offset);
        if (take > 0) {
          // A copy: a view would keep the whole socket read alive for a few bytes of it.
          stream.parts.push(Buffer.from(data.subarray(offset, offset + take)));
          stream.received += take;
          held += take;
          if (held > MAX_MESSAGE_LENGTH) throw new RtmpProtocolError('more unfinished messages than allowed');
          offset += take;
          chunkLeft -= take;
        }
        if (chunkLeft > 0) continue;
        current = undefined;
        headBytes = 0;
        if (stream.received === stream.length) complete(stream, out);
      }
      return out;
    },
  };
};
