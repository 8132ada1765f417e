import type { FastifyInstance } from 'fastify';
import { Code } from '@huitang/contracts';
import type { TDb } from '../../db/client.ts';
import { repeat } from '../../jobs/repeat.ts';
import { addressLimitRepository as repo } from './address-limit.repository.ts';
import { AppError } from '../errors.ts';

export interface TAddressLimit {
  /** Counts one call from `address`; refused (602, rate.limited) past the limit. */
  take(address: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A number of calls per client address and time window, shared by every route given the same
     * `bucket`: sign-in, registration and SMS together make one, so an address cannot take the
     * allowance once per route.
     */
    addressLimit(bucket: string, max: number, windowMs: number): TAddressLimit;
  }
}

/**
 * The address limits, counted in PostgreSQL (one statement per counted call, on an unlogged table), so
 * that every instance behind the load balancer counts the same calls: an address cannot take the
 * allowance once per instance. The limits that protect accounts (codes per mobile, wrong passwords)
 * are the modules' own, in PostgreSQL too.
 */
export const registerAddressLimits = (app: FastifyInstance, db: TDb) => {
  app.decorate('addressLimit', (bucket: string, max: number, windowMs: number) => ({
    async take(address: string) {
      const window = await repo.hit(db, bucket, address, windowMs / 1000);
      if (window.hits > max)
        throw new AppError(Code.CONFLICT, 'rate.limited', { seconds: Math.max(1, window.seconds) });
    },
  }));
  repeat(app, 300, 'forgetting ended address windows', () => repo.forget(db));
};
