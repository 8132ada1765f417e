import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TCredentialRef {
  meetingId: number;
  registrationId: number;
}

const PATTERN = /^HT2\.(\d{1,10})\.(\d{1,10})\.([\w-]{22})$/;

/**
 * What a credential's QR code says: HT2.<meeting>.<registration>.<signature>. The signature (HMAC of
 * the three with the server's secret and the registration's random code) cannot be made from an order
 * number or a guessed id, and a registration's code changes nothing else; the meeting id in clear lets
 * a desk tell "another meeting's credential" from a forgery.
 */
export const createCredentialSigner = (secret: Buffer) => {
  const signatureOf = (ref: TCredentialRef, credentialCode: string) =>
    createHmac('sha256', secret)
      .update(`${ref.meetingId}.${ref.registrationId}.${credentialCode}`)
      .digest('base64url')
      .slice(0, 22);

  return {
    text: (ref: TCredentialRef, credentialCode: string) =>
      `HT2.${ref.meetingId}.${ref.registrationId}.${signatureOf(ref, credentialCode)}`,

    /** The ids a text claims, or null when it is not a credential at all. */
    read(text: string): (TCredentialRef & { signature: string }) | null {
      const match = PATTERN.exec(text.trim());
      if (!match) return null;
      return { meetingId: Number(match[1]), registrationId: Number(match[2]), signature: match[3]! };
    },

    genuine(claim: TCredentialRef & { signature: string }, credentialCode: string) {
      return timingSafeEqual(Buffer.from(claim.signature), Buffer.from(signatureOf(claim, credentialCode)));
    },

    /**
     * The code of a meeting's door QR (a venue's, or the meeting's own with place 0): attendees scan it
     * to check themselves in. Signed apart from credentials ("door."), so neither opens the other.
     */
    doorCode: (meetingId: number, placeId: number) =>
      createHmac('sha256', secret).update(`door.${meetingId}.${placeId}`).digest('base64url').slice(0, 22),
  };
};
export type TCredentialSigner = ReturnType<typeof createCredentialSigner>;
