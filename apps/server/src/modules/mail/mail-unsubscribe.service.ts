import { timingSafeEqual } from 'node:crypto';
import type { TSubscription } from '@huitang/contracts';
import type { TDb } from '../../platform/db/client.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { TMailDelivery } from './mail-delivery.service.ts';
import { mailRepository as repo } from './mail.repository.ts';

/**
 * `zh***@example.com`: enough for a person to know the address is theirs, not enough for whoever a
 * forwarded mail reaches to learn it.
 */
export const maskedEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const shown = local.slice(0, local.length > 3 ? 2 : 1);
  return `${shown}***${at < 0 ? '' : email.slice(at)}`;
};

/**
 * Unsubscribing from promotional mail with the signed token every promotional mail carries: the page
 * reads whom it is about, the person unsubscribes (or subscribes again) with one click, and a mail
 * client's RFC 8058 one-click POST unsubscribes the same way. Notices (receipts, reminders) ignore it.
 */
export const createMailUnsubscribes = (db: TDb, delivery: TMailDelivery) => {
  /** The address the token was signed for, or 601 for a token this platform did not sign. */
  const emailOf = (token: string) => {
    const [encoded = '', signature = ''] = token.split('.');
    const email = Buffer.from(encoded, 'base64url').toString();
    const expected = delivery.tokenOf(email).split('.')[1]!;
    if (
      !email ||
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    )
      throw invalid('mail.badToken', 'token');
    return email;
  };

  const subscriptionOf = async (email: string): Promise<TSubscription> => ({
    email: maskedEmail(email),
    unsubscribed: (await repo.unsubscribed(db, [email])).size > 0,
  });

  return {
    subscription: (token: string) => subscriptionOf(emailOf(token)),

    async unsubscribe(token: string) {
      const email = emailOf(token);
      await repo.unsubscribe(db, email);
      return subscriptionOf(email);
    },

    async resubscribe(token: string) {
      const email = emailOf(token);
      await repo.resubscribe(db, email);
      return subscriptionOf(email);
    },
  };
};

export type TMailUnsubscribes = ReturnType<typeof createMailUnsubscribes>;
