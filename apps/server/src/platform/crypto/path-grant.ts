import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Grants carried in a file's path (`<expires>.<signature>`): an HMAC of what is granted and until
 * when, so a copied link stops working at its expiry and opens nothing else. Relative URLs under
 * the grant (HLS segments) keep it.
 */
export const createPathGrants = (secret: string, purpose: string) => {
  const signatureOf = (subject: string, expires: number) =>
    createHmac('sha256', secret).update(`${purpose}:${subject}:${expires}`).digest('base64url').slice(0, 32);
  /** When `grant` ends (Unix seconds), if it is this subject's and unexpired. */
  const expiresOf = (subject: string, grant: string): number | undefined => {
    const [expires, signature] = grant.split('.');
    if (!expires || !signature || Number(expires) * 1000 < Date.now()) return undefined;
    const expected = Buffer.from(signatureOf(subject, Number(expires)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? Number(expires) : undefined;
  };
  return {
    /** A grant for `subject` good for `seconds`. */
    grant(subject: string, seconds: number) {
      const expires = Math.floor(Date.now() / 1000) + seconds;
      return `${expires}.${signatureOf(subject, expires)}`;
    },
    expiresOf,
    /** Whether `grant` is this subject's and unexpired. */
    allows: (subject: string, grant: string) => expiresOf(subject, grant) !== undefined,
  };
};
