import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { courseOrders, courses } from '../../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../../platform/db/client.ts';

export type TCourseOrderRow = typeof courseOrders.$inferSelect;
export type TCourseOrderWithName = TCourseOrderRow & {
  courseName: string;
  orgId: number | null;
};

const withCourse = (db: TDbOrTx) =>
  db
    .select({ order: courseOrders, courseName: courses.courseName, orgId: courses.orgId })
    .from(courseOrders)
    .innerJoin(courses, eq(courses.id, courseOrders.courseId));

export const courseOrderRepository = {
  async insert(db: TDbOrTx, order: typeof courseOrders.$inferInsert): Promise<TCourseOrderRow> {
    const [row] = await db.insert(courseOrders).values(order).returning();
    return row!;
  },

  async byNo(db: TDbOrTx, orderNo: string): Promise<TCourseOrderWithName | undefined> {
    const [row] = await withCourse(db).where(eq(courseOrders.orderNo, orderNo));
    return row && { ...row.order, courseName: row.courseName, orgId: row.orgId };
  },

  async lockByNo(tx: TTx, orderNo: string): Promise<TCourseOrderRow | undefined> {
    const [row] = await tx.select().from(courseOrders).where(eq(courseOrders.orderNo, orderNo)).for('update');
    return row;
  },

  /** The buyer's order of this course still open for payment: buying again continues it. */
  async openOf(db: TDbOrTx, buyerId: number, courseId: number): Promise<TCourseOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(courseOrders)
      .where(
        and(
          eq(courseOrders.buyerId, buyerId),
          eq(courseOrders.courseId, courseId),
          eq(courseOrders.status, 'open'),
          gt(courseOrders.expiresAt, sql`now()`),
        ),
      );
    return row;
  },

  async hasOrders(db: TDbOrTx, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: courseOrders.id })
      .from(courseOrders)
      .where(eq(courseOrders.courseId, courseId))
      .limit(1);
    return row !== undefined;
  },

  async markPaid(tx: TTx, id: number, payment: { provider: string; tradeNo: string }) {
    await tx
      .update(courseOrders)
      .set({ status: 'paid', payProvider: payment.provider, tradeNo: payment.tradeNo, paidAt: new Date() })
      .where(eq(courseOrders.id, id));
  },

  async close(tx: TTx, id: number) {
    await tx.update(courseOrders).set({ status: 'closed' }).where(eq(courseOrders.id, id));
  },

  /** Open orders past their expiry close; a payment arriving later is refunded. */
  closeExpired: (db: TDbOrTx) =>
    db
      .update(courseOrders)
      .set({ status: 'closed' })
      .where(and(eq(courseOrders.status, 'open'), lte(courseOrders.expiresAt, sql`now()`))),
};
