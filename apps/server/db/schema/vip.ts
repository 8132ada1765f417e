import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TOrderStatus } from '@huitang/contracts';
import { users } from './user.ts';

/**
 * A person's VIP membership: one row, its end pushed out by each plan they buy (from now when it
 * had lapsed, from its end when it still ran).
 */
export const vipMemberships = pgTable('vip_memberships', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A VIP plan bought through the platform's gateways. The plan's name, days and price are copied
 * in, so editing or deleting a plan never changes an order. Numbers start with V.
 */
export const vipOrders = pgTable(
  'vip_orders',
  {
    id: serial().primaryKey(),
    orderNo: varchar({ length: 32 }).notNull().unique(),
    buyerId: integer()
      .notNull()
      .references(() => users.id),
    vipSetId: integer().notNull(),
    vipName: varchar({ length: 64 }).notNull(),
    vipDays: integer().notNull(),
    payableFen: integer().notNull(),
    status: varchar({ length: 8 }).$type<TOrderStatus>().notNull().default('open'),
    payProvider: varchar({ length: 16 }).notNull().default(''),
    tradeNo: varchar({ length: 64 }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vip_orders_buyer').on(t.buyerId, t.createdAt)],
);
