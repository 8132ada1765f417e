import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TStorage } from './storage.ts';

export const LOCAL_UPLOAD_PREFIX = '/apis/system/upload/local/';
export const PUBLIC_FILES_PREFIX = '/uploads/';

export interface TSignedTarget {
  key: string;
  category: string;
  maxSize: number;
  expires: number;
}

const payloadOf = (t: TSignedTarget) => `${t.key}\n${t.category}\n${t.maxSize}\n${t.expires}`;

/**
 * Local-disk storage: the upload URL carries an HMAC over key, category, size cap and expiry, signed
 * with a secret every instance reads from the database, so any instance can accept the PUT.
 */
export const createLocalStorage = (secret: string) => {
  const sign = (target: TSignedTarget) =>
    createHmac('sha256', secret).update(payloadOf(target)).digest('hex');

  const storage: TStorage = {
    async grant({ key, category, maxSize, expiresAt }) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = sign({ key, category, maxSize, expires });
      const query = new URLSearchParams({
        category,
        max: String(maxSize),
        expires: String(expires),
        signature,
      });
      return {
        uploadUrl: `${LOCAL_UPLOAD_PREFIX}${key}?${query.toString()}`,
        headers: { 'content-type': 'application/octet-stream' },
        fileUrl: `${PUBLIC_FILES_PREFIX}${key}`,
      };
    },
  };

  const verify = (target: TSignedTarget, signature: string): 'ok' | 'expired' | 'invalid' => {
    const expected = Buffer.from(sign(target), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return target.expires * 1000 < Date.now() ? 'expired' : 'ok';
  };

  return { storage, verify };
};
