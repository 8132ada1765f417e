import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/http/errors.ts';

/*
 * Who may do what with an order, of any domain (decision 052): it is seen and paid by its buyer only.
 * Who may refund one is the selling domain's rule (the course's seller, the meeting's organiser).
 */

/** An order is read and paid by the person who placed it. */
export const assertBuyer = (user: TSessionUser, order: { buyerId: number }) => {
  if (order.buyerId !== user.userId) throw forbidden();
};
