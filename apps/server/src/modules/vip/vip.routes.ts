import type { FastifyInstance } from 'fastify';
import { authCall } from '../../platform/http/call.ts';
import { payerOf } from '../payment/payment.module.ts';
import type { TVipService } from './vip.service.ts';

/** The caller's membership, buying a plan, and following its order. */
export const registerVipRoutes = (app: FastifyInstance, vip: TVipService) => {
  authCall(app, '/user/auth/vip/view', ({ user }) => vip.membership(user));
  authCall(app, '/user/auth/vip/buy', ({ user, body, request }) =>
    vip.buy(user, body.vipSetId, body.provider, payerOf(request)),
  );
  authCall(app, '/user/auth/vip/order/view', ({ user, body }) => vip.order(user, body.orderNo));
};
