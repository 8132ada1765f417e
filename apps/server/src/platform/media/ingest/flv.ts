import { AmfEcmaArray, decodeAmf0, type TAmfValue } from './amf0.ts';

/*
 * FLV (Adobe's FLV file format, annex E of the F4V/FLV specification): a 9-byte header, then tags of
 * audio (8), video (9) or script data (18), each followed by its size. RTMP media messages are the
 * same tags without the framing, so the ingest, the hub, the recorder and an edge's pull share this.
 */

export const AUDIO = 8;
export const VIDEO = 9;
export const SCRIPT = 18;

export interface TFlvTag {
  type: number;
  /** Milliseconds, 32 bits (the decoding time; a video frame carries its composition offset inside). */
  timestamp: number;
  data: Buffer;
}

/**
 * The header every viewer gets first. It always announces sound and picture (as node-media-server's
 * did): a player told "no audio" ignores audio that follows, and the web player is written for it.
 */
export const FLV_HEADER = Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 0x09, 0, 0, 0, 0]);

/** A tag as FLV bytes: the 11-byte tag header, the data, and the tag's size after it. */
export const encodeTag = ({ type, timestamp, data }: TFlvTag) => {
  const bytes = Buffer.alloc(11 + data.length + 4);
  bytes[0] = type;
  bytes.writeUIntBE(data.length, 1, 3);
  bytes.writeUIntBE(timestamp & 0xffffff, 4, 3);
  bytes[7] = (timestamp >>> 24) & 0xff;
  data.copy(bytes, 11);
  bytes.writeUInt32BE(11 + data.length, 11 + data.length);
  return bytes;
};

/** What a tag is to a joiner: codec set-up and metadata are kept, a keyframe starts a picture group. */
export type TTagKind = 'audio-config' | 'video-config' | 'metadata' | 'keyframe' | 'frame';

const AAC = 10;
const AUDIO_EX_HEADER = 9;
const AVC = 7;
const SEQUENCE_START = 0;

export const kindOf = ({ type, data }: TFlvTag): TTagKind => {
  if (type === SCRIPT) return 'metadata';
  if (data.length < 2) return 'frame';
  if (type === AUDIO) {
    const format = data.readUInt8(0) >> 4;
    if (format === AAC && data.readUInt8(1) === SEQUENCE_START) return 'audio-config';
    if (format === AUDIO_EX_HEADER && (data.readUInt8(0) & 0x0f) === SEQUENCE_START) return 'audio-config';
    return 'frame';
  }
  const keyframe = ((data.readUInt8(0) >> 4) & 0x07) === 1;
  // Enhanced RTMP's extended header (a FourCC codec): the low bits are the packet type.
  if (data.readUInt8(0) & 0x80) {
    const packetType = data.readUInt8(0) & 0x0f;
    if (packetType === SEQUENCE_START) return 'video-config';
    return keyframe && (packetType === 1 || packetType === 3) ? 'keyframe' : 'frame';
  }
  if ((data.readUInt8(0) & 0x0f) === AVC && data.readUInt8(1) === SEQUENCE_START) return 'video-config';
  return keyframe ? 'keyframe' : 'frame';
};

export interface TStreamInfo {
  width: number;
  height: number;
  audio: boolean;
}

const numberIn = (entries: Record<string, TAmfValue>, key: string) => {
  const value = entries[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** Size and sound from an onMetaData tag; undefined for other script data or one that does not decode. */
export const streamInfoOf = (tag: TFlvTag): TStreamInfo | undefined => {
  let values: TAmfValue[];
  try {
    values = decodeAmf0(tag.data);
  } catch {
    return undefined;
  }
  const at = values.indexOf('onMetaData');
  const found = at >= 0 ? values[at + 1] : undefined;
  if (!found || typeof found !== 'object') return undefined;
  const entries = found instanceof AmfEcmaArray ? found.entries : Array.isArray(found) ? {} : found;
  return {
    width: numberIn(entries, 'width'),
    height: numberIn(entries, 'height'),
    audio: numberIn(entries, 'audiocodecid') !== 0,
  };
};

export class FlvFormatError extends Error {}

/** The file header with the first previous-tag-size (0), and a tag's header. */
const FILE_HEADER = 13;
const TAG_HEADER = 11;

/**
 * FLV bytes in, whole tags out, however the bytes are cut (an edge reading its origin's HTTP-FLV).
 * A FlvFormatError for bytes that are not FLV or whose tag sizes do not match.
 */
export const createFlvTagReader = () => {
  let parts: Buffer[] = [];
  let length = 0;
  let headerRead = false;
  let pendingTag: { type: number; timestamp: number; size: number } | undefined;

  const take = (count: number) => {
    const joined = Buffer.concat(parts, length);
    const taken = joined.subarray(0, count);
    const rest = joined.subarray(count);
    parts = rest.length > 0 ? [rest] : [];
    length = rest.length;
    return taken;
  };

  return {
    read(chunk: Buffer): TFlvTag[] {
      parts.push(chunk);
      length += chunk.length;
      const tags: TFlvTag[] = [];
      for (;;) {
        if (!headerRead) {
          if (length < FILE_HEADER) return tags;
          const header = take(FILE_HEADER);
          if (header.toString('latin1', 0, 3) !== 'FLV' || header.readUInt32BE(5) !== 9)
            throw new FlvFormatError('not an FLV stream');
          headerRead = true;
        }
        if (!pendingTag) {
          if (length < TAG_HEADER) return tags;
          const header = take(TAG_HEADER);
          pendingTag = {
            type: header.readUInt8(0),
            size: header.readUIntBE(1, 3),
            timestamp: (header.readUIntBE(4, 3) | (header.readUInt8(7) << 24)) >>> 0,
          };
        }
        const { type, timestamp, size } = pendingTag;
        if (length < size + 4) return tags;
        const body = Buffer.from(take(size + 4));
        if (body.readUInt32BE(size) !== size + TAG_HEADER)
          throw new FlvFormatError('an FLV tag whose size does not match');
        tags.push({ type, timestamp, data: body.subarray(0, size) });
        pendingTag = undefined;
      }
    },
  };
};
