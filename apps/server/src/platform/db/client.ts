import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../../db/schema/index.ts';

export type TDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** One checked-out connection, inside a transaction this code began itself (see transaction.ts). */
export type TConnectionDb = NodePgDatabase<typeof schema> & { $client: pg.PoolClient };
/** A handle inside a transaction; repositories that must not autocommit ask for one. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0] | TConnectionDb;
export type TDbOrTx = TDb | TTx;

const options = { schema, casing: 'snake_case' } as const;

// Keep bigint counts as JS numbers; every count we read fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * pg closes a connection idle for 10 s by default. Console traffic comes in bursts with pauses
 * longer than that, and a burst then opened up to `max` connections at once: a new PostgreSQL
 * backend each, with its catalog caches and prepared statements cold (issue 45: a fresh connection
 * and its first three console statements took 3–6× the same statements on a used one). A minute
 * keeps them across such pauses; an idle connection costs PostgreSQL a few MB.
 */
const IDLE_CONNECTION_MS = 60_000;

export const createDb = (databaseUrl: string, max = 10): TDb => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: IDLE_CONNECTION_MS });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and opens a new one on next use.
  pool.on('error', () => undefined);
  return drizzle(pool, options);
};

/** Drizzle on one pooled connection, made once per connection: the pool hands the same few out again. */
const onConnection = new WeakMap<pg.PoolClient, TConnectionDb>();
export const connectionDb = (client: pg.PoolClient): TConnectionDb => {
  let db = onConnection.get(client);
  if (!db) onConnection.set(client, (db = drizzle(client, options)));
  return db;
};
