import type { TInvoiceRequest, TMeetingOrderListRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { orderRepository } from '../order.repository.ts';
import type { TOrderService } from './order.service.ts';

/** The organiser's side of orders (console attendorder): a meeting's orders, one order, refunds. */
export const createMeetingOrderService = (db: TDb, meetings: TMeetingService, orders: TOrderService) => {
  /** The order, after checking the caller runs its meeting (306) or answering 777. */
  const owned = async (user: TSessionUser, orderNo: string) => {
    const order = await orderRepository.byNo(db, orderNo);
    if (!order) throw notFound();
    await meetings.authorize(user, order.meetingId);
    return order;
  };

  return {
    owned,

    async list(user: TSessionUser, request: TMeetingOrderListRequest) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await orderRepository.page(
        db,
        orderRepository.meetingFilter(request.meetingId, request.status, request.keyword),
        sliceOf(request),
      );
      return orders.page(rows, total, request);
    },

    view: async (user: TSessionUser, orderNo: string) => orders.detail(await owned(user, orderNo)),

    /** The invoice request of an order, changed or withdrawn for the buyer. */
    async updateInvoice(user: TSessionUser, orderNo: string, invoice: TInvoiceRequest | null) {
      const order = await owned(user, orderNo);
      if (invoice)
        await orderRepository.upsertInvoice(db, {
          ...invoice,
          orderId: order.id,
          meetingId: order.meetingId,
        });
      else await orderRepository.deleteInvoice(db, order.id);
      return orders.detail(order);
    },

    async refund(user: TSessionUser, orderNo: string, reason: string, origin: string) {
      const order = await owned(user, orderNo);
      await orders.refund(orderNo, reason, origin);
      return orders.detail({ ...order, ...(await orderRepository.byNo(db, orderNo))! });
    },
  };
};
export type TMeetingOrderService = ReturnType<typeof createMeetingOrderService>;
