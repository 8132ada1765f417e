import { type TOrder, type TOrderStatus, type TPageRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import type { TMailNotices } from '../../mail/mail-notices.service.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { signUpSettingsRepository } from '../sign-up-settings.repository.ts';
import { inventoryRepository, type TScarce } from '../inventory.repository.ts';
import { orderRepository, type TOrderRow, type TOrderWithNames } from '../order.repository.ts';
import { assertBuyer, type TPayableOrder, type TPaymentService } from '../../payment/payment.service.ts';
import { presentOrder } from '../sign-up.presenter.ts';
import { attendeeRepository } from '../attendee.repository.ts';
import { closeOrder, HOLDING_STATES, meetingOrders, ORDER_ENDINGS, PAID_STATES } from '../order-states.ts';

/**
 * An expired order being paid late gets its places back only if they are still free: the same
 * locks and counts as a new sign-up, with the order's own (expired, so uncounted) holds added.
 */
const stillAvailable = async (tx: TTx, order: TOrderRow): Promise<boolean> => {
  const regs = await attendeeRepository.ofOrder(tx, [order.id]);
  const bookings = await orderRepository.roomNightsOf(tx, order.id);
  const typeIds = [...new Set(regs.map((r) => r.typeId))];
  const scarce: TScarce[] = [
    ...typeIds.map((id) => ({ kind: 'type' as const, id })),
    ...bookings.map((b) => ({ kind: 'roomNight' as const, id: b.roomNightId })),
    ...(order.discountCodeId ? [{ kind: 'discount' as const, id: order.discountCodeId }] : []),
    ...(order.inviteCodeId ? [{ kind: 'invite' as const, id: order.inviteCodeId }] : []),
  ];
  await inventoryRepository.lock(tx, scarce);
  for (const typeId of typeIds) {
    const type = await signUpSettingsRepository.type(tx, typeId);
    const wanted = regs.filter((r) => r.typeId === typeId).length;
    if (type?.quota != null && (await inventoryRepository.placesTaken(tx, typeId)) + wanted > type.quota)
      return false;
  }
  const booked = await inventoryRepository.roomsBooked(
    tx,
    bookings.map((b) => b.roomNightId),
  );
  for (const booking of bookings) {
    const night = await signUpSettingsRepository.roomNight(tx, booking.roomNightId);
    if (!night || (booked.get(night.id) ?? 0) + booking.rooms > night.inventory) return false;
  }
  if (order.discountCodeId) {
    const discount = await signUpSettingsRepository.discount(tx, order.discountCodeId);
    if (
      discount?.usageLimit &&
      (await inventoryRepository.codeUses(tx, 'discount', discount.id)) >= discount.usageLimit
    )
      return false;
  }
  if (order.inviteCodeId) {
    const invite = await signUpSettingsRepository.invite(tx, order.inviteCodeId);
    if (invite?.singleUse && (await inventoryRepository.codeUses(tx, 'invite', invite.id)) > 0) return false;
  }
  return true;
};

export const createOrderService = (
  db: TDb,
  meetings: TMeetingService,
  payments: TPaymentService,
  notices: TMailNotices,
) => {
  const detail = async (order: TOrderWithNames): Promise<TOrder> => {
    const [regs, [invoice]] = await Promise.all([
      attendeeRepository.ofOrder(db, [order.id]),
      orderRepository.invoicesOf(db, [order.id]),
    ]);
    return presentOrder(order, regs, invoice);
  };

  const page = async (rows: TOrderWithNames[], total: number, request: TPageRequest) => {
    const ids = rows.map((r) => r.id);
    const [regs, invoices] = await Promise.all([
      attendeeRepository.ofOrder(db, ids),
      orderRepository.invoicesOf(db, ids),
    ]);
    return toPage(
      rows.map((order) =>
        presentOrder(
          order,
          regs.filter((r) => r.orderId === order.id),
          invoices.find((i) => i.orderId === order.id),
        ),
      ),
      total,
      request,
    );
  };

  const ownOrder = async (user: TSessionUser, orderNo: string) => {
    const order = await orderRepository.byNo(db, orderNo);
    if (!order) throw notFound();
    assertBuyer(user, order);
    return order;
  };

  const orgOf = async (meetingId: number) => (await meetings.find(meetingId))?.orgId ?? null;

  /**
   * Meeting orders in the lifecycle. A late payment is taken only while its order is open and its
   * places are still free; a verified payment is recorded with the mails it causes in the same
   * transaction (the outbox): a paid order never commits without its payment-received mail.
   */
  const sales = payments.sellRefundable<TOrderRow>({
    ...meetingOrders,
    /** Numbers of digits only (course and VIP orders start with a letter). */
    owns: (orderNo) => /^\d+$/.test(orderNo),
    async find(orderNo): Promise<TPayableOrder | undefined> {
      const order = await orderRepository.byNo(db, orderNo);
      return (
        order && {
          orderNo,
          buyerId: order.buyerId,
          subject: order.meetingName,
          payableFen: order.payableFen,
          status: order.status,
          orgId: await orgOf(order.meetingId),
          expiresAt: order.expiresAt,
          returnPath: `/meeting/apply/success?orderNo=${orderNo}`,
        }
      );
    },
    byNo: (orderNo) => orderRepository.byNo(db, orderNo),
    lock: (tx, orderNo) => orderRepository.lockByNo(tx, orderNo),
    orgOf: (order) => orgOf(order.meetingId),
    // Every trade is recorded, a late one too: told twice, a late payment's refund is asked for
    // again (under the same refund number), in case the first ask died with the process.
    async repeated(tx, _order, payment) {
      const known = await orderRepository.paymentByTrade(tx, payment.provider, payment.tradeNo);
      return known && { refund: known.outcome === 'late' };
    },
    takesLatePayment: false,
    stillWanted: async (tx, order) => order.expiresAt.getTime() > Date.now() || stillAvailable(tx, order),
    async fulfil(tx, order, payment, origin) {
      const types = await signUpSettingsRepository.types(tx, order.meetingId);
      const audited = types.filter((t) => t.needsAudit).map((t) => t.id);
      await orderRepository.settleAttendees(tx, order.id, audited, PAID_STATES);
      await orderRepository.insertPayment(tx, { orderId: order.id, ...payment, outcome: 'paid' });
      await notices.order(order.id, 'paid', origin, undefined, tx);
    },
    refused: (tx, order, payment) =>
      orderRepository.insertPayment(tx, { orderId: order.id, ...payment, outcome: 'late' }),
    refusalReason: 'order closed before payment arrived',
    async refunded(tx, order, origin) {
      await orderRepository.release(tx, [order.id], ORDER_ENDINGS.refunded, HOLDING_STATES);
      await orderRepository.markPaymentsRefunded(tx, order.id);
      await notices.order(order.id, 'refunded', origin, undefined, tx);
    },
  });

  return {
    async mine(user: TSessionUser, request: TPageRequest & { status?: TOrderStatus | undefined }) {
      const { rows, total } = await orderRepository.page(
        db,
        orderRepository.buyerFilter(user.userId, request.status),
        sliceOf(request),
      );
      return page(rows, total, request);
    },

    view: async (user: TSessionUser, orderNo: string) => detail(await ownOrder(user, orderNo)),
    pay: (...args: Parameters<TPaymentService['start']>) => payments.start(...args),

    async cancel(user: TSessionUser, orderNo: string): Promise<TOrder> {
      await ownOrder(user, orderNo);
      await db.transaction(async (tx) => {
        const order = await orderRepository.lockByNo(tx, orderNo);
        if (order?.status !== 'open') throw conflict('order.notOpen');
        await closeOrder(tx, order.id);
      });
      return detail((await orderRepository.byNo(db, orderNo))!);
    },

    /**
     * The organiser's refund: asked for under the order's lock and committed, then the money goes
     * back through the gateway with no lock held, then every place is released. A process that dies
     * in between leaves the ask, which a retry or `finishRefunds` completes.
     */
    async refund(orderNo: string, reason: string, origin: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await orderRepository.lockByNo(tx, orderNo);
        if (order?.status !== 'paid') throw conflict('order.notPaid');
        await sales.requestRefund(tx, order, reason);
      });
      await sales.finishRefund(orderNo, origin);
    },

    detail,
    page,
  };
};
export type TOrderService = ReturnType<typeof createOrderService>;
