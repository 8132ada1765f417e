import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a play URL may be opened after it was handed out; the watch page asks for a new one well before. */
export const PLAY_URL_SECONDS = 5 * 60;

export interface TPlayGrant {
  channel: string;
  viewer: string;
  /** Unix seconds. */
  expires: number;
}

/**
 * Play URLs are signed per viewer and expire in minutes: a copied URL stops working, and the signature
 * is all an edge (SRS, a CDN) needs to ask the platform about (docs/decisions/019-live.md).
 */
export const createPlaySigner = (secret: Buffer) => {
  const mac = ({ channel, viewer, expires }: TPlayGrant) =>
    createHmac('sha256', secret).update(`${channel}\n${viewer}\n${expires}`).digest('base64url');
  return {
    query(grant: TPlayGrant): string {
      const params = new URLSearchParams({ v: grant.viewer, e: String(grant.expires), s: mac(grant) });
      return params.toString();
    },
    /** The grant a play URL's query carries, when its signature holds and it has not expired. */
    verify(channel: string, query: Record<string, unknown>, now = Date.now()): TPlayGrant | undefined {
      const { v, e, s } = query;
      if (typeof v !== 'string' || typeof e !== 'string' || typeof s !== 'string') return undefined;
      const expires = Number(e);
      if (!Number.isInteger(expires) || expires * 1000 < now) return undefined;
      const grant = { channel, viewer: v, expires };
      const expected = Buffer.from(mac(grant));
      const given = Buffer.from(s);
      return expected.length === given.length && timingSafeEqual(expected, given) ? grant : undefined;
    },
  };
};

export type TPlaySigner = ReturnType<typeof createPlaySigner>;
