import { coursePagePath, type TOrderStatus, type TPageRequest, type TPayProvider } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { newOrderNo } from '../../../platform/pay/order-no.ts';
import { assertBuyer, type TPayer, type TPaymentService } from '../../payment/payment.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { assertOwnCourseSeller } from '../course.policy.ts';
import { courseRepository } from '../course.repository.ts';
import type { TEarningsService } from '../earnings/earnings.service.ts';
import { studies } from '../study/study.service.ts';
import { courseOrderRepository as repo, type TCourseOrderRow } from './course-order.repository.ts';
import { presentCourseOrder, presentSale } from './course-order.presenter.ts';

/** Whether anyone ordered a course: the editor deletes only a course nobody bought. */
export const hasCourseOrders = (...a: Parameters<typeof repo.hasOrders>) => repo.hasOrders(...a);

/** How long an order waits for its payment. */
const ORDER_MINUTES = 30;

interface TSalesFilter {
  status?: TOrderStatus | undefined;
  keyword?: string | undefined;
}

/**
 * Buying a course through the same gateways and order lifecycle as meeting sign-ups, and enrolling
 * in a free one.
 */
export const createCourseOrderService = (
  db: TDb,
  deps: { access: TCourseAccessService; payments: TPaymentService; earnings: TEarningsService },
) => {
  const { access, payments, earnings } = deps;

  /**
   * Course orders in the lifecycle. A course has no stock, so closing gives nothing back and a
   * payment arriving after its order closed still enrols, unless the buyer already has the course.
   * The enrolment and the shares are written with the payment: a sale is never paid without them.
   */
  const sales = payments.sellRefundable<TCourseOrderRow>({
    table: 'course_orders',
    owns: (orderNo) => orderNo.startsWith('C'),
    async find(orderNo) {
      const order = await repo.byNo(db, orderNo);
      const course = order && (await courseRepository.find(db, order.courseId));
      return (
        order && {
          orderNo,
          buyerId: order.buyerId,
          subject: order.courseName,
          payableFen: order.payableFen,
          status: order.status,
          orgId: order.orgId,
          expiresAt: order.expiresAt,
          returnPath: coursePagePath(course?.kind ?? 'vod', order.courseId),
        }
      );
    },
    byNo: (orderNo) => repo.byNo(db, orderNo),
    lock: (tx, orderNo) => repo.lockByNo(tx, orderNo),
    orgOf: async (order) => (await courseRepository.find(db, order.courseId))?.orgId ?? null,
    takesLatePayment: true,
    // A member's enrolment lasts only with the membership: buying the course still counts.
    async stillWanted(tx, order) {
      const enrolment = await studies.enrolment(tx, order.courseId, order.buyerId);
      return !enrolment || enrolment.source === 'vip';
    },
    async fulfil(tx, order) {
      await studies.enrol(tx, {
        courseId: order.courseId,
        userId: order.buyerId,
        source: 'order',
        orderId: order.id,
      });
      await earnings.creditSale(tx, order, (await courseRepository.find(tx, order.courseId))!);
    },
    refusalReason: 'course already owned',
  });

  return {
    /** Orders a paid course (continuing an open order of it) and starts the gateway's cashier. */
    async buy(user: TSessionUser, courseId: number, kind: TPayProvider, payer: TPayer) {
      const { course, enrolled } = await access.of(user, courseId);
      if (course.status !== 'listed') throw conflict('course.notListed');
      if (course.isFree) throw conflict('course.isFreeCourse');
      if (enrolled) throw conflict('course.alreadyEnrolled');
      const order =
        (await repo.openOf(db, user.userId, courseId)) ??
        (await repo.insert(db, {
          orderNo: newOrderNo('C'),
          courseId,
          buyerId: user.userId,
          payableFen: course.priceFen,
          expiresAt: new Date(Date.now() + ORDER_MINUTES * 60_000),
        }));
      const start = await payments.start(user, order.orderNo, kind, payer);
      return {
        order: presentCourseOrder({ ...order, courseName: course.courseName, orgId: course.orgId }),
        start,
      };
    },

    async view(user: TSessionUser, orderNo: string) {
      const order = await repo.byNo(db, orderNo);
      if (!order) throw notFound();
      assertBuyer(user, order);
      return presentCourseOrder(order);
    },

    /**
     * Adds a listed course to the caller's courses without an order: a free one, or one in the VIP
     * plan for a member (theirs while the membership lasts). Enrolling twice changes nothing.
     */
    async enrol(user: TSessionUser, courseId: number) {
      const { course, vipActive, enrolled } = await access.of(user, courseId);
      if (course.status !== 'listed') throw conflict('course.notListed');
      if (course.isFree) return studies.enrol(db, { courseId, userId: user.userId, source: 'free' });
      if (enrolled) return;
      if (!course.vipFree) throw conflict('course.notFree');
      if (!vipActive) throw conflict('vip.required');
      await studies.enrol(db, { courseId, userId: user.userId, source: 'vip' });
    },

    /** The orders of the caller's courses, or (for its owners and administrators) an institution's. */
    async sales(user: TSessionUser, request: TPageRequest & TSalesFilter & { orgId?: number | undefined }) {
      const earner = await earnings.earnerOf(user, request.orgId);
      const seller = earner.kind === 'org' ? { orgId: earner.ownerId } : { creatorId: user.userId };
      const { list, totalCount } = await repo.sales(db, seller, request, sliceOf(request));
      return toPage(list.map(presentSale), totalCount, request);
    },

    /**
     * The seller refunds a paid order. Under the order's lock, the shares come back out of the
     * earners' balances (refused when already withdrawn), the buyer leaves the course and the refund
     * is asked for; that commits before the gateway is called with no lock held. The order is then
     * recorded refunded; a process that dies in between leaves the ask, which a retry or
     * `finishRefunds` completes.
     */
    async refund(user: TSessionUser, orderNo: string, reason: string) {
      const found = await repo.byNo(db, orderNo);
      if (!found) throw notFound();
      const course = (await courseRepository.find(db, found.courseId))!;
      await earnings.earnerOf(user, course.orgId ?? undefined);
      assertOwnCourseSeller(user, course);
      await db.transaction(async (tx) => {
        const order = await repo.lockByNo(tx, orderNo);
        if (order?.status !== 'paid') throw conflict('order.notPaid');
        // Asked for already: its shares and its student went then; only the gateway is left.
        if (order.refundRequestedAt) return;
        await earnings.reverseSale(tx, order.id);
        await studies.unenrol(tx, order.courseId, order.buyerId);
        await sales.requestRefund(tx, order, reason);
      });
      await sales.finishRefund(orderNo, '');
    },
  };
};
export type TCourseOrderService = ReturnType<typeof createCourseOrderService>;
