import type { IncomingMessage, ServerResponse } from 'node:http';
import { VIDEO, type TTagKind } from './flv.ts';
import type { TFlvHub } from './flv-hub.ts';

/**
 * A viewer further behind than this (bytes its connection has not taken yet) skips frames: a phone
 * on a weak link, or a client that stopped reading, would otherwise make the server keep every
 * frame it has not read, without end. About 13 s of a 2.5 Mbit/s stream, above a picture group.
 */
export const VIEWER_BEHIND_BYTES = 4 * 1024 * 1024;
/** A skipping viewer starts again at a keyframe once its backlog is down to this. */
export const VIEWER_CAUGHT_UP_BYTES = 512 * 1024;

/**
 * An HTTP-FLV viewer on a response the caller has already checked and taken over: what a joiner gets
 * first (codec set-up and picture group) goes out corked, as one write rather than one per frame, and
 * the viewer leaves the hub when its connection closes (then `left` is called).
 *
 * A viewer that falls VIEWER_BEHIND_BYTES behind gets no more audio or video frames until it has
 * caught up and the next keyframe comes (any frame, for a stream without pictures), as media servers
 * drop frames for a slow player: it sees a jump, not an ever-growing delay, and what waits for it
 * stays bounded. Codec set-up and metadata always go, so a stream that changes them mid-way plays on.
 */
export const attachFlvViewer = (
  hub: TFlvHub,
  request: IncomingMessage,
  response: ServerResponse,
  left?: () => void,
) => {
  let joining = true;
  let skipping = false;
  let sawVideo = false;
  const startsAgainAt = (kind: TTagKind | undefined) =>
    response.writableLength <= VIEWER_CAUGHT_UP_BYTES &&
    (kind === 'keyframe' || (!sawVideo && kind === 'frame'));
  const write = (bytes: Buffer, kind?: TTagKind) => {
    if (response.writableEnded) return;
    if (bytes[0] === VIDEO) sawVideo = true;
    const frame = kind === 'keyframe' || kind === 'frame';
    // The joiner's first burst goes whole: it is what lets the player start.
    if (frame && !joining) {
      if (skipping && !startsAgainAt(kind)) return;
      skipping = false;
      if (response.writableLength > VIEWER_BEHIND_BYTES) {
        skipping = true;
        return;
      }
    }
    response.write(bytes);
  };
  response.cork();
  const leave = hub.join({ person: true, write, close: () => response.end() });
  joining = false;
  process.nextTick(() => response.uncork());
  request.on('error', () => undefined);
  request.socket.once('close', () => {
    leave();
    left?.();
  });
};
