import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The first key of the two-key advisory locks that mark living instances (the second is the id). */
export const INSTANCE_LOCK_SPACE = 727_100;

export interface TInstance {
  /** Written beside whatever this process claims (a mail to send, a live it records). */
  readonly id: number;
  /**
   * The connection that holds the instance's lock, while it does: session advisory locks taken on it
   * (the sweeps', repeat.ts) end with the instance. Undefined while it reconnects.
   */
  readonly connection: pg.Client | undefined;
  close: () => Promise<void>;
}

/**
 * This process as one instance among those sharing the database: a random id, held as a session
 * advisory lock on a connection of its own. PostgreSQL drops the lock the moment that connection
 * ends — a clean stop, a crash, a kill -9 — so work claimed under the id is known to be orphaned at
 * once, where a lease would either wait minutes or take work back from a process that is only slow.
 */
export const registerInstance = async (databaseUrl: string, log: FastifyBaseLogger): Promise<TInstance> => {
  let id = 0;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // Tried every second until the database answers again, however long that takes.
  const again = () => {
    if (!closed) retry = setTimeout(() => void hold().catch(again), 1000);
  };
  const hold = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'huitang-instance' });
    next.on('error', (error) => {
      // Our claims now look orphaned to the others, who take them back: at least once, never lost.
      log.warn({ err: error }, 'instance lock connection lost; taking it again');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      again();
    });
    await next.connect();
    for (let tries = 0; ; tries++) {
      const candidate = id && tries === 0 ? id : randomInt(1, 2 ** 31 - 1);
      const { rows } = await next.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', [
        INSTANCE_LOCK_SPACE,
        candidate,
      ]);
      if (rows[0]?.held) {
        id = candidate;
        break;
      }
    }
    client = next;
  };

  await hold();
  return {
    get id() {
      return id;
    },
    get connection() {
      return closed ? undefined : client;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
};

/** True for a claim whose instance no longer holds its lock (or that no instance claimed). */
export const instanceGone = (claimedBy: AnyPgColumn): SQL =>
  sql`not exists (
    select 1 from pg_locks l
    where l.locktype = 'advisory' and l.granted and l.objsubid = 2
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${INSTANCE_LOCK_SPACE}::oid and l.objid = ${claimedBy}::oid
  )`;
