import { createHash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 32 random bytes, nothing derived from the user or the password. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
