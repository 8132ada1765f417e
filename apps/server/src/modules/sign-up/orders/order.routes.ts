import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import { originOf } from '../../../platform/http/origin.ts';
import { payerOf } from '../../payment/payment.module.ts';
import type { TInvoiceService } from './invoice.service.ts';
import type { TMeetingOrderService } from './meeting-order.service.ts';
import type { TOrderService } from './order.service.ts';

/** The buyer's orders (pay, cancel) and the organiser's: a meeting's orders, refunds, invoices. */
export const registerOrderRoutes = (
  app: FastifyInstance,
  orders: TOrderService,
  meetingOrders: TMeetingOrderService,
  invoices: TInvoiceService,
) => {
  authCall(app, '/meeting/auth/order/my', ({ user, body }) => orders.mine(user, body));
  authCall(app, '/meeting/auth/order/view', ({ user, body }) => orders.view(user, body.orderNo));
  authCall(app, '/meeting/auth/order/pay', ({ user, body, request }) =>
    orders.pay(user, body.orderNo, body.provider, payerOf(request)),
  );
  authCall(app, '/meeting/auth/order/cancel', ({ user, body }) => orders.cancel(user, body.orderNo), {
    successKey: 'order.cancelled',
  });

  authCall(
    app,
    '/meeting/auth/meeting/register/update/invoice',
    ({ user, body }) => meetingOrders.updateInvoice(user, body.orderNo, body.invoice),
    { successKey: 'saved' },
  );
  authCall(app, '/meeting/auth/meeting/order/list', ({ user, body }) => meetingOrders.list(user, body));
  authCall(app, '/meeting/auth/meeting/order/view', ({ user, body }) =>
    meetingOrders.view(user, body.orderNo),
  );
  authCall(
    app,
    '/meeting/auth/meeting/order/refund',
    ({ user, body, request }) => meetingOrders.refund(user, body.orderNo, body.reason, originOf(request)),
    {
      successKey: 'order.refunded',
    },
  );
  authCall(app, '/meeting/auth/meeting/invoice/list', ({ user, body }) => invoices.list(user, body));
  authCall(app, '/meeting/auth/meeting/invoice/issue', ({ user, body }) => invoices.issue(user, body.id), {
    successKey: 'invoice.issued',
  });
};
