import { randomBytes } from 'node:crypto';

export { newOrderNo } from '../../platform/pay/order-no.ts';

/** What a credential's QR code carries: unguessable, so a code cannot be made up at the door. */
export const newCredentialCode = () => randomBytes(12).toString('base64url');
