import { and, eq, sql } from 'drizzle-orm';
import { vipMemberships, vipOrders, vipSets } from '../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';

export type TVipOrderRow = typeof vipOrders.$inferSelect;
export type TVipSetRow = typeof vipSets.$inferSelect;

export const vipRepository = {
  async plan(db: TDbOrTx, id: number): Promise<TVipSetRow | undefined> {
    const [row] = await db.select().from(vipSets).where(eq(vipSets.id, id));
    return row;
  },

  /** The plan locked while it is ordered: its price is read and written into the order unchanged. */
  async lockPlan(tx: TTx, id: number): Promise<TVipSetRow | undefined> {
    const [row] = await tx.select().from(vipSets).where(eq(vipSets.id, id)).for('update');
    return row;
  },

  /** When the person's membership ends (or ended); undefined when they never had one. */
  async expiresAt(db: TDbOrTx, userId: number): Promise<Date | undefined> {
    const [row] = await db
      .select({ expiresAt: vipMemberships.expiresAt })
      .from(vipMemberships)
      .where(eq(vipMemberships.userId, userId));
    return row?.expiresAt;
  },

  /**
   * Adds days to a membership in one statement: from its end while it runs, from now once it
   * lapsed (or for a first plan). Concurrent payments each add their days; none is lost.
   */
  async extend(tx: TTx, userId: number, days: number): Promise<Date> {
    const [row] = await tx
      .insert(vipMemberships)
      .values({ userId, expiresAt: sql`now() + make_interval(days => ${days})` })
      .onConflictDoUpdate({
        target: vipMemberships.userId,
        set: {
          expiresAt: sql`greatest(${vipMemberships.expiresAt}, now()) + make_interval(days => ${days})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ expiresAt: vipMemberships.expiresAt });
    return row!.expiresAt;
  },

  async insertOrder(db: TDbOrTx, order: typeof vipOrders.$inferInsert): Promise<TVipOrderRow> {
    const [row] = await db.insert(vipOrders).values(order).returning();
    return row!;
  },

  async orderByNo(db: TDbOrTx, orderNo: string): Promise<TVipOrderRow | undefined> {
    const [row] = await db.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo));
    return row;
  },

  async lockOrder(tx: TTx, orderNo: string): Promise<TVipOrderRow | undefined> {
    const [row] = await tx.select().from(vipOrders).where(eq(vipOrders.orderNo, orderNo)).for('update');
    return row;
  },

  /** The buyer's order of this plan still open for payment: buying again continues it. */
  async openOf(db: TDbOrTx, buyerId: number, vipSetId: number): Promise<TVipOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(vipOrders)
      .where(
        and(
          eq(vipOrders.buyerId, buyerId),
          eq(vipOrders.vipSetId, vipSetId),
          eq(vipOrders.status, 'open'),
          sql`${vipOrders.expiresAt} > now()`,
        ),
      );
    return row;
  },
};
