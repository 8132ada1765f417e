import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header an edge's request to an origin carries: `<unix expiry>.<HMAC-SHA256 of channel and expiry>`. */
export const ORIGIN_HEADER = 'x-huitang-origin';
/** A pull is checked when it connects; a minute covers clocks a little apart. */
const VALID_SECONDS = 60;

/**
 * Instances prove to each other that a request for a live's raw stream comes from one of them: a
 * signature under a key derived from the server secret every instance reads from the shared
 * database. Nobody outside holds it, so the origin endpoints are not a way around the viewers' gate
 * even where they are reachable from outside.
 */
export const createOriginAuth = (secret: string) => {
  const key = createHmac('sha256', secret).update('live-origin').digest();
  const mac = (channel: string, expires: number) =>
    createHmac('sha256', key).update(`${channel}\n${expires}`).digest('base64url');
  return {
    /** The headers of a request for channel `channel`'s stream or HLS files. */
    headers(channel: string, now = Date.now()): Record<string, string> {
      const expires = Math.floor(now / 1000) + VALID_SECONDS;
      return { [ORIGIN_HEADER]: `${expires}.${mac(channel, expires)}` };
    },
    /** Whether a request's header is an instance's, for this channel, and not expired. */
    verify(channel: string, header: unknown, now = Date.now()): boolean {
      if (typeof header !== 'string') return false;
      const [expiresText = '', given = ''] = header.split('.');
      const expires = Number(expiresText);
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(mac(channel, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
};

export type TOriginAuth = ReturnType<typeof createOriginAuth>;
