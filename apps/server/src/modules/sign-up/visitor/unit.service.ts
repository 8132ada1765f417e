import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../platform/db/client.ts';
import { attendeeRepository } from '../attendee.repository.ts';

/**
 * Company (unit) names, the suggestions of the sign-up form. Names typed at sign-up feed them; in a
 * rush everyone from one hospital would update the same row in turn, so they are gathered here and
 * written together every second.
 */
export const createUnitService = (db: TDb, log: FastifyBaseLogger, everyMs = 1000) => {
  let pending = new Map<string, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    await attendeeRepository
      .countUnits(db, [...batch])
      .catch((error: unknown) => log.warn({ err: error }, 'saving company names failed'));
  };
  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    remember(names: string[]) {
      for (const name of names.filter(Boolean)) pending.set(name, (pending.get(name) ?? 0) + 1);
    },
    flush,
    search: (name: string) => attendeeRepository.searchUnits(db, name),
    save: (name: string) => attendeeRepository.saveUnits(db, [name]),
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
export type TUnitService = ReturnType<typeof createUnitService>;
