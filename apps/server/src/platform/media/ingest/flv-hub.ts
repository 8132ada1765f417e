import {
  AUDIO,
  encodeTag,
  FLV_HEADER,
  kindOf,
  streamInfoOf,
  VIDEO,
  type TFlvTag,
  type TStreamInfo,
  type TTagKind,
} from './flv.ts';

/*
 * One channel's broadcast: one publisher's tags fanned out as FLV bytes to every subscriber. It keeps
 * what a joiner needs to start at once (the header, metadata, the codec set-up and the picture group
 * since the last keyframe) and holds a dropped publisher's channel for a grace in which the same
 * encoder (the same address) may come back without its viewers losing the stream.
 */

export interface TFlvSubscriber {
  /** FLV bytes: the header (no kind), then whole tags with what each is (a slow viewer skips frames by it). */
  write(chunk: Buffer, kind?: TTagKind): void;
  /** Ends the subscriber's connection (an edge's pull ended); absent for internal ones. */
  close?(): void;
  /** A person watching (an HTTP-FLV viewer); the recorder, the HLS packager and an edge's origin feed are not. */
  person: boolean;
}

/** A publisher's hold on the hub; once it ended or was replaced, what it does reaches nobody. */
export interface TPublish {
  push: (tag: TFlvTag) => void;
  /** Bytes the encoder sent, for its bitrate. */
  received: (bytes: number) => void;
  /** The encoder went away: the grace begins. */
  end: () => void;
}

/** Beyond this many tags (or bytes) since the last keyframe, the encoder sends no keyframes to speak of. */
const MAX_GOP_TAGS = 4096;
const MAX_GOP_BYTES = 64 * 1024 * 1024;
const WRAP = 0x1_0000_0000;

export const createFlvHub = ({
  reconnectGraceMs,
  onFinish,
}: {
  reconnectGraceMs: number;
  /** The publish ended for good (after the grace, or at once when another encoder takes over). */
  onFinish?: () => void;
}) => {
  const subscribers = new Set<TFlvSubscriber>();
  const finishListeners = new Set<() => void>();
  let publisher: { address: string; ended: boolean } | undefined;
  let grace: NodeJS.Timeout | undefined;
  let metadata: Buffer | undefined;
  let audioConfig: Buffer | undefined;
  let videoConfig: Buffer | undefined;
  /** Undefined until the first keyframe: frames before it decode to nothing. */
  let gop: Buffer[] | undefined;
  let gopBytes = 0;
  let info: TStreamInfo = { width: 0, height: 0, audio: false };
  // A resumed encoder usually starts its clock again: its frames are shifted past the last ones sent,
  // so players never see time run backwards.
  let offsets = { [AUDIO]: 0, [VIDEO]: 0 };
  let lastTimestamps = { [AUDIO]: 0, [VIDEO]: 0 };
  const stats = { since: 0, bytes: 0 };

  const finish = () => {
    clearTimeout(grace);
    grace = undefined;
    if (!publisher) return;
    publisher.ended = true;
    publisher = undefined;
    metadata = audioConfig = videoConfig = gop = undefined;
    gopBytes = 0;
    info = { width: 0, height: 0, audio: false };
    offsets = { [AUDIO]: 0, [VIDEO]: 0 };
    lastTimestamps = { [AUDIO]: 0, [VIDEO]: 0 };
    for (const listener of [...finishListeners]) listener();
    onFinish?.();
  };

  const broadcast = (tag: TFlvTag) => {
    const kind = kindOf(tag);
    if ((kind === 'frame' || kind === 'keyframe') && (tag.type === AUDIO || tag.type === VIDEO)) {
      // RTMP and FLV timestamps are 32 bits and wrap (RTMP 5.3.1.3); a timeline resumed past 2^32 wraps too.
      tag.timestamp = (tag.timestamp + offsets[tag.type]) % WRAP;
      lastTimestamps[tag.type] = tag.timestamp;
    }
    const bytes = encodeTag(tag);
    if (kind === 'metadata') {
      const found = streamInfoOf(tag);
      if (!found) return;
      info = found;
      metadata = bytes;
    } else if (kind === 'audio-config') audioConfig = bytes;
    else if (kind === 'video-config') videoConfig = bytes;
    else if (kind === 'keyframe') {
      gop = [bytes];
      gopBytes = bytes.length;
    } else if (gop) {
      gop.push(bytes);
      gopBytes += bytes.length;
      if (gop.length > MAX_GOP_TAGS || gopBytes > MAX_GOP_BYTES) gop = undefined;
    }
    for (const subscriber of subscribers) subscriber.write(bytes, kind);
  };

  return {
    status(): 'live' | 'reconnecting' | 'idle' {
      if (grace) return 'reconnecting';
      return publisher ? 'live' : 'idle';
    },

    /**
     * Takes the channel for an encoder at `address`; undefined when another encoder holds it. The same
     * address within the grace resumes the publish; another one ends it and starts anew. Its bitrate
     * counts from `since` (when the encoder connected).
     */
    publish(address: string, since = Date.now()): TPublish | undefined {
      if (publisher && !grace) return undefined;
      const resuming = publisher !== undefined && publisher.address === address;
      if (publisher && !resuming) finish();
      if (resuming) {
        clearTimeout(grace);
        grace = undefined;
        publisher!.ended = true;
        offsets = { ...lastTimestamps };
      } else {
        stats.since = since;
        stats.bytes = 0;
      }
      const mine = { address, ended: false };
      publisher = mine;
      return {
        push: (tag) => {
          if (!mine.ended) broadcast(tag);
        },
        received: (bytes) => {
          if (!mine.ended) stats.bytes += bytes;
        },
        end: () => {
          if (mine.ended || publisher !== mine || grace) return;
          if (reconnectGraceMs <= 0) return finish();
          grace = setTimeout(finish, reconnectGraceMs);
          grace.unref();
        },
      };
    },

    /** Adds a subscriber, fed from a keyframe on; the returned function takes it off. */
    join(subscriber: TFlvSubscriber) {
      subscriber.write(FLV_HEADER);
      if (metadata) subscriber.write(metadata, 'metadata');
      if (audioConfig) subscriber.write(audioConfig, 'audio-config');
      if (videoConfig) subscriber.write(videoConfig, 'video-config');
      for (const [index, bytes] of (gop ?? []).entries())
        subscriber.write(bytes, index === 0 ? 'keyframe' : 'frame');
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },

    /** Calls `listener` once the current publish ends for good; the returned function stops that. */
    onFinish(listener: () => void) {
      const once = () => {
        finishListeners.delete(once);
        listener();
      };
      finishListeners.add(once);
      return () => {
        finishListeners.delete(once);
      };
    },

    /** Ends the publish now and every subscriber's connection (an edge's pull that ended). */
    close() {
      finish();
      for (const subscriber of [...subscribers]) subscriber.close?.();
    },

    info: () => info,
    stats: () => stats,
    subscribers: () => subscribers.size,
    people: () => [...subscribers].filter((subscriber) => subscriber.person).length,
  };
};

export type TFlvHub = ReturnType<typeof createFlvHub>;
