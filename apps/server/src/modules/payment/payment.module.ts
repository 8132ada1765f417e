import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMobileAgent } from '@huitang/contracts';
import type { TConfig } from '../../config.ts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb } from '../../platform/db/client.ts';
import { originOf } from '../../platform/http/origin.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import { createPayGateways } from './pay-gateways.ts';
import { registerPayRoutes } from './pay.routes.ts';
import { createPaymentService, type TPayer } from './payment.service.ts';
import { callOwnRoute } from '../../platform/http/drain.ts';

/** Who pays from where, as a request tells it: the gateways' links back and the payer's device. */
export const payerOf = (request: FastifyRequest): TPayer => ({
  origin: originOf(request),
  device: isMobileAgent(request.headers['user-agent']) ? 'phone' : 'desktop',
  ip: request.ip,
});

interface TModuleDeps {
  db: TDb;
  config: TConfig;
  organizations: TOrganizationService;
  secrets: TSecretBox;
  /** The server's own random secret; the sandbox key is derived from it. */
  secret: string;
}

/**
 * The gateways (sandbox, Alipay, WeChat Pay per organisation), their notices and the sandbox
 * cashier, for every domain that sells: each registers its kind of order with the one lifecycle,
 * whose two sweeps (orders past their time, refunds cut off midway) cover every kind.
 */
export const registerPaymentModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const gateways = createPayGateways(deps.organizations, deps.secrets, {
    sandboxEnabled: deps.config.paySandbox,
    sandboxSecret: createHmac('sha256', deps.secret).update('pay-sandbox').digest(),
    // The sandbox "gateway" calls back through the same route a real one would, and its cashier
    // waits for that notice to be settled: it never says "paid" of an order not yet paid on disk.
    deliver: async (notifyUrl, body, headers) => {
      const reply = await callOwnRoute(app, {
        method: 'POST',
        url: new URL(notifyUrl).pathname,
        headers: { ...headers, host: new URL(notifyUrl).host },
        payload: body,
      });
      if (reply.statusCode !== 200)
        throw new Error(`the sandbox notice was refused (${reply.statusCode}): ${reply.body.slice(0, 200)}`);
    },
    refundLatencyMs: deps.config.paySandboxLatencyMs,
  });
  const payments = createPaymentService(deps.db, gateways, app.log);
  await registerPayRoutes(app, payments);
  const seconds = deps.config.orderSweepSeconds;
  repeat(app, seconds, 'closing expired orders', () => payments.closeExpired());
  repeat(app, seconds, 'finishing asked-for refunds', () => payments.finishRefunds());
  return payments;
};
