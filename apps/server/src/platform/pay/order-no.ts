import { randomInt } from 'node:crypto';

/**
 * 20 digits: the time in China, then six random ones; people read order numbers out on the phone.
 * A domain other than meeting sign-up puts its letter in front (C for courses), so a gateway's
 * notice finds its way to the right orders.
 */
export const newOrderNo = (prefix = '') => {
  const china = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${china}${String(randomInt(1_000_000)).padStart(6, '0')}`;
};
