import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { courseOrders, courses } from './course.ts';
import { users } from './user.ts';

/** Course sales' money: each earner's balance, their share of each sale, and payouts (decision 026). */
/** Whose money: a person (a lecturer's share) or an institution. */
export type TEarnerKind = 'user' | 'org';

/**
 * What an earner may withdraw. A sale adds the earner's share; a withdrawal request takes its
 * amount with one conditional UPDATE (balance ≥ amount), so concurrent requests never take the
 * balance below zero; a rejected request gives it back.
 */
export const earningBalances = pgTable(
  'earning_balances',
  {
    kind: varchar({ length: 4 }).$type<TEarnerKind>().notNull(),
    ownerId: integer().notNull(),
    balanceFen: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.ownerId] }),
    check('earning_balances_not_negative', sql`${t.balanceFen} >= 0`),
  ],
);

/** One earner's share of one paid course order: the income by month and by course. */
export const earnings = pgTable(
  'earnings',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 4 }).$type<TEarnerKind>().notNull(),
    ownerId: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => courseOrders.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    amountFen: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Taken back from the balance when the order was refunded; no longer income. */
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('earnings_owner').on(t.kind, t.ownerId, t.createdAt),
    uniqueIndex('earnings_once').on(t.orderId, t.kind, t.ownerId),
  ],
);

/** A request to pay an earner's balance out, decided by the platform. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 4 }).$type<TEarnerKind>().notNull(),
    ownerId: integer().notNull(),
    requesterId: integer()
      .notNull()
      .references(() => users.id),
    amountFen: integer().notNull(),
    method: varchar({ length: 8 }).$type<'bank' | 'alipay'>().notNull(),
    accountName: varchar({ length: 50 }).notNull(),
    accountNo: varchar({ length: 50 }).notNull(),
    bankName: varchar({ length: 50 }).notNull().default(''),
    status: varchar({ length: 10 }).$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    note: varchar({ length: 200 }).notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('withdrawals_owner').on(t.kind, t.ownerId, t.createdAt),
    index('withdrawals_status').on(t.status),
  ],
);
