import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import type { TPaymentService } from '../payment/payment.service.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { createVipService } from './vip.service.ts';

/** VIP membership (SPEC /vip): plans of the platform bought through its gateways (payment's order lifecycle closes expired orders). */
export const registerVipModule = (app: FastifyInstance, deps: { db: TDb; payments: TPaymentService }) => {
  const vip = createVipService(deps.db, deps.payments);
  registerVipRoutes(app, vip);
  return vip;
};
