import { coursePagePath, type TCourseOrder, type TPayProvider } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { conflict, forbidden, notFound } from '../../../platform/http/errors.ts';
import { newOrderNo } from '../../../platform/pay/order-no.ts';
import {
  TPayVerificationError,
  type TPaidNotice,
  type TPaymentProvider,
} from '../../../platform/pay/provider.ts';
import type { TPayable, TPayer, TPaymentService } from '../../payment/payment.service.ts';
import type { TCourseAccessService } from '../catalog/course-access.ts';
import { courseRepository } from '../course.repository.ts';
import type { TEarningsService } from '../earnings/earnings.service.ts';
import { studyRepository } from '../study/study.repository.ts';
import { courseOrderRepository as repo, type TCourseOrderWithName } from './course-order.repository.ts';

/** How long an order waits for its payment. */
const ORDER_MINUTES = 30;

const present = (order: TCourseOrderWithName): TCourseOrder => ({
  orderNo: order.orderNo,
  courseId: order.courseId,
  courseName: order.courseName,
  payableFen: order.payableFen,
  status: order.status,
  gmtCreate: order.createdAt.toISOString(),
});

/**
 * Buying a course through the same gateways as meeting sign-ups, and enrolling in a free one.
 * A verified payment enrols the buyer in the same transaction; a course has no stock, so a payment
 * arriving after its order closed still enrols — unless the buyer already has the course, when the
 * money goes back.
 */
export const createCourseOrderService = (
  db: TDb,
  deps: { access: TCourseAccessService; payments: TPaymentService; earnings: TEarningsService },
) => {
  const { access, payments, earnings } = deps;

  const settle = async (kind: TPayProvider, provider: TPaymentProvider, notice: TPaidNotice) => {
    const refund = await db.transaction(async (tx) => {
      const order = await repo.lockByNo(tx, notice.orderNo);
      if (!order) throw new TPayVerificationError(`unknown order ${notice.orderNo}`);
      // The same trade told twice: already recorded.
      if (order.tradeNo === notice.tradeNo && order.payProvider === kind) return false;
      if (notice.amountFen !== order.payableFen)
        throw new TPayVerificationError(
          `amount ${notice.amountFen} does not match order ${order.payableFen}`,
        );
      const owned = await studyRepository.enrolment(tx, order.courseId, order.buyerId);
      if (order.status === 'paid' || order.status === 'refunded' || owned) {
        if (order.status === 'open') await repo.close(tx, order.id);
        return true;
      }
      await repo.markPaid(tx, order.id, { provider: kind, tradeNo: notice.tradeNo });
      await studyRepository.enrol(tx, {
        courseId: order.courseId,
        userId: order.buyerId,
        source: 'order',
        orderId: order.id,
      });
      // The shares are credited with the payment itself: a sale is never paid without its earnings.
      await earnings.creditSale(tx, order, (await courseRepository.find(tx, order.courseId))!);
      return false;
    });
    if (refund) await payments.refundUnwanted(provider, notice, 'course already owned');
  };

  const payable: TPayable = {
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
    settle,
  };
  payments.register(payable);

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
        order: present({ ...order, courseName: course.courseName, orgId: course.orgId }),
        start,
      };
    },

    async view(user: TSessionUser, orderNo: string) {
      const order = await repo.byNo(db, orderNo);
      if (!order) throw notFound();
      if (order.buyerId !== user.userId) throw forbidden();
      return present(order);
    },

    /** Adds a free listed course to the caller's courses; enrolling twice changes nothing. */
    async enrolFree(user: TSessionUser, courseId: number) {
      const { course } = await access.of(user, courseId);
      if (course.status !== 'listed') throw conflict('course.notListed');
      if (!course.isFree) throw conflict('course.notFree');
      await studyRepository.enrol(db, { courseId, userId: user.userId, source: 'free' });
    },

    closeExpired: () => repo.closeExpired(db),
  };
};
export type TCourseOrderService = ReturnType<typeof createCourseOrderService>;
