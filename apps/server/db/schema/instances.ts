import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The sweeps shared by every instance (platform/jobs/repeat.ts): when each is next due. An instance
 * runs a sweep only after moving its `dueAt` past now in one statement, so a period has one run
 * wherever the timers fire; `runs`, `ranBy` and `ranAt` show who swept last and how often.
 */
export const sweeps = pgTable('sweeps', {
  name: varchar({ length: 120 }).primaryKey(),
  dueAt: timestamp({ withTimezone: true }).notNull(),
  runs: integer().notNull().default(0),
  /** The instance id (platform/db/instance.ts) of the last run. */
  ranBy: integer().notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Calls per client address in the current window of each address limit (platform/http/address-limit.ts),
 * counted here so that every instance behind the load balancer sees the same count. UNLOGGED (the
 * migration says so): a crash may forget the counts, which only gives an address a fresh window.
 */
export const addressHits = pgTable(
  'address_hits',
  {
    /** Which limit: calls sharing one allowance share the name. */
    bucket: varchar({ length: 40 }).notNull(),
    address: text().notNull(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.address] })],
);
