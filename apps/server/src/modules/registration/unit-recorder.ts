import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { registrationRepository } from './registration.repository.ts';

/**
 * Company names typed at sign-up feed the suggestions. During a rush everyone from one hospital
 * would update the same row in turn, so names are gathered here and written together every second.
 */
export const createUnitRecorder = (db: TDb, log: FastifyBaseLogger, everyMs = 1000) => {
  let pending = new Map<string, number>();
  const flush = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    await registrationRepository
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
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
export type TUnitRecorder = ReturnType<typeof createUnitRecorder>;
