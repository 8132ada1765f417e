import type { FastifyBaseLogger } from 'fastify';
import type { TDbOrTx } from '../db/client.ts';
import { listen, notify, type TListener } from '../db/listen.ts';

/** The payload that stands for every group. */
const ALL_GROUPS = '*';

export interface TNotifiedCache<T> {
  get(group: string, key: string): T | undefined;
  set(group: string, key: string, value: T): void;
  /** Tells every instance (this one too) that a group's entries are stale. */
  changed(db: TDbOrTx, group: string): Promise<void>;
  /** Tells every instance that all entries are stale (a change that reaches across groups). */
  changedAll(db: TDbOrTx): Promise<void>;
  /** Called after entries are dropped here, for whatever reason: what was built from them is stale too. */
  onDrop(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * A per-instance cache for hot public reads. Writers announce a changed group (a meeting id) with
 * pg_notify; every instance drops that group. Entries also expire after ttlMs, which bounds how
 * stale anything not announced can be (an institution disabled by the administrator).
 */
export const createNotifiedCache = async <T>(
  databaseUrl: string,
  channel: string,
  log: FastifyBaseLogger,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
): Promise<TNotifiedCache<T>> => {
  const entries = new Map<string, { value: T; expires: number }>();
  const dropListeners: (() => void)[] = [];
  const keyOf = (group: string, key: string) => `${group}\u0000${key}`;
  const drop = (group?: string) => {
    if (group === undefined || group === ALL_GROUPS) entries.clear();
    else for (const key of entries.keys()) if (key.startsWith(`${group}\u0000`)) entries.delete(key);
    for (const listener of dropListeners) listener();
  };
  const listener: TListener = await listen(databaseUrl, channel, drop, log);

  return {
    get(group, key) {
      const entry = entries.get(keyOf(group, key));
      if (!entry) return undefined;
      if (entry.expires < Date.now()) {
        entries.delete(keyOf(group, key));
        return undefined;
      }
      return entry.value;
    },
    set(group, key, value) {
      // The oldest entry goes first when full: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(group, key), { value, expires: Date.now() + ttlMs });
    },
    async changed(db, group) {
      drop(group);
      await notify(db, channel, group);
    },
    async changedAll(db) {
      drop(ALL_GROUPS);
      await notify(db, channel, ALL_GROUPS);
    },
    onDrop: (listener) => void dropListeners.push(listener),
    close: () => listener.close(),
  };
};
