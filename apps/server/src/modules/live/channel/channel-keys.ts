import { timingSafeEqual } from 'node:crypto';
import type { TDb } from '../../../platform/db/client.ts';
import type { TChannelOwner } from './channel-owner.ts';
import { liveRepository } from './live.repository.ts';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Every channel's stream key (venues', sessions' and other domains' channels), in memory for the
 * ingest's synchronous check and kept true on every instance by LISTEN (`reload` on a notice).
 */
export const createChannelKeys = (db: TDb, owners: TChannelOwner[]) => {
  /** name → stream key. */
  const keys = new Map<string, string>();

  const keyOf = async (name: string) => {
    const row = await liveRepository.byName(db, name);
    if (row) return row.streamKey;
    for (const owner of owners) {
      const key = await owner.keyOf(name);
      if (key !== undefined) return key;
    }
    return undefined;
  };

  return {
    /** One channel's key again (its notice), or every key. */
    reload: async (name?: string) => {
      if (name) {
        const key = await keyOf(name);
        if (key !== undefined) keys.set(name, key);
        else keys.delete(name);
        return;
      }
      const rows = (
        await Promise.all([liveRepository.keys(db), ...owners.map((owner) => owner.keys())])
      ).flat();
      keys.clear();
      for (const row of rows) keys.set(row.name, row.streamKey);
    },

    /** The ingest's question, answered from memory: is this the channel's key now? */
    mayPublish: (name: string, key: string): boolean => {
      const current = keys.get(name);
      return current !== undefined && key !== '' && sameText(current, key);
    },

    /** Whether `name` is a channel of the platform's. */
    has: (name: string) => keys.has(name),
    set: (name: string, key: string) => keys.set(name, key),

    /** Takes another domain's channels onto the ingest, their keys loaded now. */
    adopt: async (owner: TChannelOwner) => {
      owners.push(owner);
      for (const row of await owner.keys()) keys.set(row.name, row.streamKey);
    },
  };
};
