import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TFlvHub } from './flv-hub.ts';

/**
 * An HTTP-FLV viewer on a response the caller has already checked and taken over: what a joiner gets
 * first (codec set-up and picture group) goes out corked, as one write rather than one per frame, and
 * the viewer leaves the hub when its connection closes (then `left` is called).
 */
export const attachFlvViewer = (
  hub: TFlvHub,
  request: IncomingMessage,
  response: ServerResponse,
  left?: () => void,
) => {
  response.cork();
  const leave = hub.join({
    person: true,
    write: (bytes) => {
      if (!response.writableEnded) response.write(bytes);
    },
    close: () => response.end(),
  });
  process.nextTick(() => response.uncork());
  request.on('error', () => undefined);
  request.socket.once('close', () => {
    leave();
    left?.();
  });
};
