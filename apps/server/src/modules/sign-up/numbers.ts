import { randomBytes, randomInt } from 'node:crypto';

/** 20 digits: the time in China, then six random ones; people read order numbers out on the phone. */
export const newOrderNo = () => {
  const china = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${china}${String(randomInt(1_000_000)).padStart(6, '0')}`;
};

/** What a credential's QR code carries: unguessable, so a code cannot be made up at the door. */
export const newCredentialCode = () => randomBytes(12).toString('base64url');
