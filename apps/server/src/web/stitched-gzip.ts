import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * One gzip member made of deflate segments compressed apart: the big parts of a page once, the small
 * per-visitor parts per request. Each segment but the last ends with a full flush (byte-aligned, no
 * final block, no back-reference into it from the next), so their concatenation is one valid deflate
 * stream (RFC 1951) and the whole one ordinary gzip file (RFC 1952) any browser reads.
 */
export interface TDeflated {
  raw: Buffer;
  deflated: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** What a final empty block looks like: the end of the stream when the last segment is not final. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A segment that other segments may follow. Level 6, zlib's default: the big parts are done once. */
export const deflateSegment = (raw: Buffer, level = 6): TDeflated => ({
  raw,
  deflated: deflateRawSync(raw, { level, finishFlush: constants.Z_FULL_FLUSH }),
});

/** The gzip file of the segments in order. */
export const stitchGzip = (segments: TDeflated[]): Buffer => {
  let crc = 0;
  let size = 0;
  for (const { raw } of segments) {
    // Node 20's crc32 answers 0, not the running value, for an empty buffer zlib has deflated.
    if (raw.length === 0) continue;
    crc = crc32(raw, crc);
    size += raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...segments.map((s) => s.deflated), FINAL_EMPTY_BLOCK, trailer]);
};
