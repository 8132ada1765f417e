import { randomBytes } from 'node:crypto';

export { newOrderNo } from '../../platform/pay/order-no.ts';

/**
 * Random bytes taken from a pool filled 4 KB at a time from the same CSPRNG: a rush draws a code per
 * registrant, and a call into the generator for each 12 bytes was 2% of a sign-up's CPU (decision 044).
 */
let pool = Buffer.alloc(0);
let used = 0;
const random = (size: number) => {
  if (used + size > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += size;
  return pool.subarray(used - size, used);
};

/** What a credential's QR code carries: unguessable, so a code cannot be made up at the door. */
export const newCredentialCode = () => random(12).toString('base64url');
