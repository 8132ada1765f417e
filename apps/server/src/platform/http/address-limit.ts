import { Code } from '@huitang/contracts';
import { AppError } from './errors.ts';

/**
 * A number of calls per client address and time window, shared by every route given the same limit:
 * sign-in, registration and SMS together make one bucket, so an address cannot take the allowance
 * once per route. Counted in this instance's memory (README: several instances); the limits that
 * protect accounts (codes per mobile, wrong passwords) are counted in PostgreSQL.
 */
export const createAddressLimit = (max: number, windowMs: number) => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const forget = (now: number) => {
    for (const [address, window] of windows) if (window.resetAt <= now) windows.delete(address);
  };
  return {
    /** Counts one call from `address`; refused (602, rate.limited) past the limit. */
    take(address: string) {
      const now = Date.now();
      if (windows.size > 50_000) forget(now);
      let window = windows.get(address);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(address, window);
      }
      window.count += 1;
      if (window.count > max) {
        throw new AppError(Code.CONFLICT, 'rate.limited', {
          seconds: Math.ceil((window.resetAt - now) / 1000),
        });
      }
    },
  };
};
export type TAddressLimit = ReturnType<typeof createAddressLimit>;
