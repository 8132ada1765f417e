import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import type { TPaymentService } from '../payment/payment.service.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { createVipService } from './vip.service.ts';

/** VIP membership (SPEC /vip): plans of the platform bought through its gateways. */
export const registerVipModule = (app: FastifyInstance, deps: { db: TDb; payments: TPaymentService }) => {
  const vip = createVipService(deps.db, deps.payments);
  repeat(app, 60, 'closing expired VIP orders', () => vip.closeExpired());
  registerVipRoutes(app, vip);
  return vip;
};
