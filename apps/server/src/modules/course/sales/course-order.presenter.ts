import type { TCourseOrder, TCourseSale } from '@huitang/contracts';
import type { TCourseOrderRow, TCourseOrderWithName } from './course-order.repository.ts';

/** An order as its buyer sees it. */
export const presentCourseOrder = (order: TCourseOrderWithName): TCourseOrder => ({
  orderNo: order.orderNo,
  courseId: order.courseId,
  courseName: order.courseName,
  payableFen: order.payableFen,
  status: order.status,
  gmtCreate: order.createdAt.toISOString(),
});

/** An order as its seller sees it: who bought, what, and what became of it. */
export const presentSale = (row: {
  order: TCourseOrderRow;
  courseName: string;
  buyerName: string;
  buyerMobile: string;
}): TCourseSale => ({
  orderNo: row.order.orderNo,
  courseId: row.order.courseId,
  courseName: row.courseName,
  buyerName: row.buyerName,
  buyerMobile: row.buyerMobile,
  payableFen: row.order.payableFen,
  status: row.order.status,
  payProvider: row.order.payProvider,
  gmtCreate: row.order.createdAt.toISOString(),
  gmtPaid: row.order.paidAt?.toISOString() ?? null,
  gmtRefunded: row.order.refundedAt?.toISOString() ?? null,
  refundReason: row.order.refundReason,
});
