import { integer, pgTable, primaryKey, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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
 * Calls per client address in the current window of each address limit (platform/http/address-limit/address-limit.ts),
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

/**
 * The pg-boss jobs being run now, and by which instance (platform/jobs/queue.ts): written when a
 * worker starts a job and deleted when it ends, so that a job whose instance died (its lock gone,
 * platform/db/instance.ts) is retried at once rather than when pg-boss's expiry runs out.
 */
export const jobRuns = pgTable('job_runs', {
  /** pg-boss's job id: a retry keeps it, and the instance running it now replaces the row. */
  jobId: uuid().primaryKey(),
  queue: varchar({ length: 120 }).notNull(),
  instanceId: integer().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
