import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../../db/schema/index.ts';

export type TDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle; repositories accept either. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

// Keep bigint counts as JS numbers; every count we read fits comfortably.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export const createDb = (databaseUrl: string, max = 10): TDb => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and opens a new one on next use.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema, casing: 'snake_case' });
};
