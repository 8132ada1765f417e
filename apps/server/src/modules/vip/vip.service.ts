import type { TPayProvider, TVipMembership } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { newOrderNo } from '../../platform/pay/order-no.ts';
import { assertBuyer, type TPayer, type TPaymentService } from '../payment/payment.service.ts';
import { presentVipOrder } from './vip.presenter.ts';
import { vipRepository as repo, type TVipOrderRow } from './vip.repository.ts';

/** How long an order waits for its payment. */
const ORDER_MINUTES = 30;

/** A plan's price as the administrator wrote it ("30.00", "298") in fen. */
export const fenOfYuan = (price: string) => Math.round(Number(price) * 100);

/**
 * VIP membership: buying one of the platform's plans through its gateways adds the plan's days to
 * the buyer's membership, in the transaction that records the payment. A membership has no stock,
 * so a payment arriving after its order closed still counts; the same notice twice counts once.
 * The money is the platform's: lecturers earn from sales, not from members' study.
 */
export const createVipService = (db: TDb, payments: TPaymentService) => {
  /**
   * VIP orders in the lifecycle. A membership has no stock, so closing gives nothing back and a
   * payment arriving after its order closed still counts; a second, different payment of a paid
   * order is not a second membership (refused). The days are added with the payment.
   */
  payments.sell<TVipOrderRow>({
    table: 'vip_orders',
    owns: (orderNo) => orderNo.startsWith('V'),
    async find(orderNo) {
      const order = await repo.orderByNo(db, orderNo);
      return (
        order && {
          orderNo,
          buyerId: order.buyerId,
          subject: order.vipName,
          payableFen: order.payableFen,
          status: order.status,
          orgId: null,
          expiresAt: order.expiresAt,
          returnPath: '/vip',
        }
      );
    },
    lock: (tx, orderNo) => repo.lockOrder(tx, orderNo),
    takesLatePayment: true,
    refusesSecondPayment: true,
    fulfil: async (tx, order) => {
      await repo.extend(tx, order.buyerId, order.vipDays);
    },
    refusalReason: 'membership order already paid',
  });

  /** Whether the person is a member at this moment (the courses in the plan are theirs meanwhile). */
  const isMember = async (db: TDbOrTx, userId: number) =>
    ((await repo.expiresAt(db, userId))?.getTime() ?? 0) > Date.now();

  return {
    isMember: (userId: number) => isMember(db, userId),

    async membership(user: TSessionUser): Promise<TVipMembership> {
      const expiresAt = await repo.expiresAt(db, user.userId);
      return {
        active: (expiresAt?.getTime() ?? 0) > Date.now(),
        expiresAt: expiresAt?.toISOString() ?? null,
        payProviders: await payments.gateways.available(null),
      };
    },

    /**
     * Orders a plan (continuing an open order of it) and starts the gateway's cashier. The price is
     * checked before anything is written, under the plan's lock, in the transaction that writes the
     * order: a plan with no valid price leaves no order behind, and two clicks make one order.
     */
    async buy(user: TSessionUser, vipSetId: number, kind: TPayProvider, payer: TPayer) {
      const order = await db.transaction(async (tx) => {
        const plan = await repo.lockPlan(tx, vipSetId);
        if (!plan) throw notFound('vip.planMissing');
        const payableFen = fenOfYuan(plan.vipPrice);
        if (!(payableFen > 0)) throw conflict('vip.planMissing');
        const open = await repo.openOf(tx, user.userId, vipSetId);
        if (open && open.payableFen > 0) return open;
        return repo.insertOrder(tx, {
          orderNo: newOrderNo('V'),
          buyerId: user.userId,
          vipSetId,
          vipName: plan.vipName,
          vipDays: plan.vipDays,
          payableFen,
          expiresAt: new Date(Date.now() + ORDER_MINUTES * 60_000),
        });
      });
      return { order: presentVipOrder(order), start: await payments.start(user, order.orderNo, kind, payer) };
    },

    async order(user: TSessionUser, orderNo: string) {
      const order = await repo.orderByNo(db, orderNo);
      if (!order) throw notFound();
      assertBuyer(user, order);
      return presentVipOrder(order);
    },
  };
};
export type TVipService = ReturnType<typeof createVipService>;
