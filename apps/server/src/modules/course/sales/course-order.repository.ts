import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TOrderStatus } from '@huitang/contracts';
import { courseOrders, courses, users } from '../../../../db/schema/index.ts';
import type { TDbOrTx, TTx } from '../../../platform/db/client.ts';
import { anyContains, type TSlice } from '../../../platform/db/query.ts';

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

  /**
   * The orders of a seller's courses, newest first: an institution's (`orgId`), or a lecturer's own
   * courses (no institution); by status and by order number, course or buyer.
   */
  async sales(
    db: TDbOrTx,
    seller: { orgId: number } | { creatorId: number },
    filter: { status?: TOrderStatus | undefined; keyword?: string | undefined },
    { offset, limit }: TSlice,
  ) {
    const where = and(
      'orgId' in seller
        ? eq(courses.orgId, seller.orgId)
        : and(isNull(courses.orgId), eq(courses.creatorId, seller.creatorId)),
      filter.status ? eq(courseOrders.status, filter.status) : undefined,
      anyContains(filter.keyword, courseOrders.orderNo, courses.courseName, users.nickname, users.mobile),
    );
    const [list, total] = await Promise.all([
      db
        .select({
          order: courseOrders,
          courseName: courses.courseName,
          buyerName: users.nickname,
          buyerMobile: users.mobile,
        })
        .from(courseOrders)
        .innerJoin(courses, eq(courses.id, courseOrders.courseId))
        .innerJoin(users, eq(users.id, courseOrders.buyerId))
        .where(where)
        .orderBy(desc(courseOrders.createdAt), desc(courseOrders.id))
        .offset(offset)
        .limit(limit),
      db
        .select({ total: count() })
        .from(courseOrders)
        .innerJoin(courses, eq(courses.id, courseOrders.courseId))
        .innerJoin(users, eq(users.id, courseOrders.buyerId))
        .where(where),
    ]);
    return { list, totalCount: total[0]?.total ?? 0 };
  },
};
