import { describe, expect, it } from 'vitest';
import {
  createChunkReader,
  MAX_CHUNK_SIZE,
  MAX_MESSAGE_LENGTH,
  RtmpProtocolError,
  type TRtmpMessage,
} from './chunk-reader.ts';

/**
 * The chunk stream as encoders interleave it: every header type, extended timestamps, a chunk size
 * changed midway, two- and three-byte chunk stream ids. However TCP cuts it, the same messages come out.
 */

const basic = (format: number, chunkStream: number) => {
  if (chunkStream < 64) return Buffer.from([(format << 6) | chunkStream]);
  if (chunkStream < 320) return Buffer.from([format << 6, chunkStream - 64]);
  return Buffer.from([(format << 6) | 1, (chunkStream - 64) & 0xff, (chunkStream - 64) >> 8]);
};
const u24 = (value: number) => Buffer.from([value >> 16, (value >> 8) & 0xff, value & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const le32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const type0 = (cs: number, timestamp: number, length: number, type: number, streamId: number) =>
  Buffer.concat([
    basic(0, cs),
    u24(Math.min(timestamp, 0xffffff)),
    u24(length),
    Buffer.from([type]),
    le32(streamId),
    ...(timestamp >= 0xffffff ? [u32(timestamp)] : []),
  ]);
const type1 = (cs: number, delta: number, length: number, type: number) =>
  Buffer.concat([basic(1, cs), u24(delta), u24(length), Buffer.from([type])]);
const type2 = (cs: number, delta: number) => Buffer.concat([basic(2, cs), u24(delta)]);
const type3 = (cs: number, extended?: number) =>
  Buffer.concat([basic(3, cs), ...(extended === undefined ? [] : [u32(extended)])]);
const bytes = (length: number, seed: number) =>
  Buffer.from(Array.from({ length }, (_, i) => (i * 7 + seed) & 0xff));

const EXTENDED = 0x0100_0000;
const command = bytes(150, 1);
const video = bytes(100, 2);
const audio = bytes(10, 3);
const small = (seed: number) => bytes(12, seed);

const stream = Buffer.concat([
  // A command over two chunks of the default 128 bytes.
  type0(3, 1000, 150, 20, 0),
  command.subarray(0, 128),
  type3(3),
  command.subarray(128),
  // Set Chunk Size 64: it applies to the very next chunk.
  type0(2, 0, 4, 1, 0),
  u32(64),
  // A video message with an extended timestamp, interleaved with an audio message.
  type0(6, EXTENDED, 100, 9, 1),
  video.subarray(0, 64),
  type0(4, 5, 10, 8, 1),
  audio,
  type3(6, EXTENDED),
  video.subarray(64),
  // Deltas: type 1, type 2, and type 3 starting a new message with the last delta.
  type1(4, 20, 12, 8),
  small(4),
  type2(4, 20),
  small(5),
  type3(4),
  small(6),
  type1(6, 40, 5, 9),
  bytes(5, 7),
  // Two- and three-byte chunk stream ids.
  type0(70, 7, 3, 18, 1),
  bytes(3, 8),
  type0(400, 9, 2, 8, 1),
  bytes(2, 9),
]);

const expected: TRtmpMessage[] = [
  { type: 20, streamId: 0, timestamp: 1000, payload: command },
  { type: 8, streamId: 1, timestamp: 5, payload: audio },
  { type: 9, streamId: 1, timestamp: EXTENDED, payload: video },
  { type: 8, streamId: 1, timestamp: 25, payload: small(4) },
  { type: 8, streamId: 1, timestamp: 45, payload: small(5) },
  { type: 8, streamId: 1, timestamp: 65, payload: small(6) },
  { type: 9, streamId: 1, timestamp: EXTENDED + 40, payload: bytes(5, 7) },
  { type: 18, streamId: 1, timestamp: 7, payload: bytes(3, 8) },
  { type: 8, streamId: 1, timestamp: 9, payload: bytes(2, 9) },
];

describe('the RTMP chunk reader', () => {
  it('reads interleaved messages of every header type, whole', () => {
    expect(createChunkReader().read(stream)).toEqual(expected);
  });

  it('gives the same messages for the stream split at every byte boundary, and byte by byte', () => {
    for (let cut = 1; cut < stream.length; cut++) {
      const reader = createChunkReader();
      const messages = [...reader.read(stream.subarray(0, cut)), ...reader.read(stream.subarray(cut))];
      expect(messages, `cut at ${cut}`).toEqual(expected);
    }
    const reader = createChunkReader();
    const messages: TRtmpMessage[] = [];
    for (let at = 0; at < stream.length; at++) messages.push(...reader.read(stream.subarray(at, at + 1)));
    expect(messages).toEqual(expected);
  });

  it('refuses a chunk size or a message length over its limits before holding any of it', () => {
    expect(() =>
      createChunkReader().read(Buffer.concat([type0(2, 0, 4, 1, 0), u32(MAX_CHUNK_SIZE + 1)])),
    ).toThrow(/chunk size \d+ is out of bounds/);
    expect(() => createChunkReader().read(Buffer.concat([type0(2, 0, 4, 1, 0), u32(0)]))).toThrow(
      RtmpProtocolError,
    );
    // The header alone is enough to refuse: no byte of the 9 MB is awaited.
    expect(() => createChunkReader().read(type0(6, 0, MAX_MESSAGE_LENGTH + 1, 9, 1))).toThrow(
      /over the limit/,
    );
    expect(() => createChunkReader().read(type0(6, 0, MAX_MESSAGE_LENGTH, 9, 1))).not.toThrow();
  });

  it('refuses to hold more unfinished messages than one message may be', () => {
    const reader = createChunkReader();
    reader.read(Buffer.concat([type0(2, 0, 4, 1, 0), u32(MAX_CHUNK_SIZE)]));
    const half = MAX_MESSAGE_LENGTH / 2 + MAX_CHUNK_SIZE;
    const partial = (cs: number) => {
      const chunks = [type0(cs, 0, MAX_MESSAGE_LENGTH, 9, 1)];
      for (let sent = 0; sent < half; sent += MAX_CHUNK_SIZE)
        chunks.push(...(sent ? [type3(cs)] : []), Buffer.alloc(MAX_CHUNK_SIZE));
      return Buffer.concat(chunks);
    };
    reader.read(partial(5));
    expect(() => reader.read(partial(6))).toThrow(/more unfinished messages/);
  });

  it('refuses chunks that continue a chunk stream never opened, and a new header mid-message', () => {
    expect(() => createChunkReader().read(type3(5))).toThrow(RtmpProtocolError);
    expect(() => createChunkReader().read(Buffer.concat([type1(5, 0, 4, 8), u32(0)]))).toThrow(
      RtmpProtocolError,
    );
    expect(() =>
      createChunkReader().read(Buffer.concat([type0(5, 0, 200, 8, 1), bytes(128, 1), type1(5, 0, 4, 8)])),
    ).toThrow(/middle of a message/);
  });
});
