import { randomInt } from 'node:crypto';
import { chinaTime } from '@huitang/contracts';

/**
 * 20 digits: the time in China, then six random ones; people read order numbers out on the phone.
 * A domain other than meeting sign-up puts its letter in front (C for courses), so a gateway's
 * notice finds its way to the right orders.
 */
export const newOrderNo = (prefix = '') => {
  const china = chinaTime(new Date()).replace(/\D/g, '');
  return `${prefix}${china}${String(randomInt(1_000_000)).padStart(6, '0')}`;
};
