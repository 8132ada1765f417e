import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb } from '../../platform/db/client.ts';
import { repeat } from '../../platform/jobs/repeat.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TMessageService } from '../message/message.service.ts';
import { createAttendanceService } from './attendance.service.ts';
import { createAttendeeService } from './attendee.service.ts';
import { createEnrolmentService } from './enrolment.service.ts';
import { registerEnrolmentRoutes } from './enrolment.routes.ts';
import { createInvoiceService } from './invoice.service.ts';
import { createOrderService } from './order.service.ts';
import { createPayGateways } from './pay-gateways.ts';
import { registerPayRoutes } from './pay.routes.ts';
import { registerRegistrationDownloads } from './registration.downloads.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { createSignUpConfig } from './signup-config.ts';
import { createSignUpService } from './signup.service.ts';
import { createUnitRecorder } from './unit-recorder.ts';

interface TModuleDeps {
  db: TDb;
  config: TConfig;
  meetings: TMeetingService;
  messages: TMessageService;
  secrets: TSecretBox;
  /** The server's own random secret; the sandbox key is derived from it. */
  uploadSecret: string;
}

/** Wires sign-up, orders and payments, and starts the sweeper that closes unpaid orders in time. */
export const registerRegistrationModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const { db, config, meetings } = deps;
  const gateways = createPayGateways(db, deps.secrets, {
    sandboxEnabled: config.paySandbox,
    sandboxSecret: createHmac('sha256', deps.uploadSecret).update('pay-sandbox').digest(),
    // The sandbox "gateway" calls back through the same route a real one would, a moment later.
    deliver: async (notifyUrl, body, headers) => {
      setImmediate(() => {
        app
          .inject({ method: 'POST', url: new URL(notifyUrl).pathname, headers, payload: body })
          .then((reply) => {
            if (reply.statusCode !== 200)
              app.log.warn({ notifyUrl, status: reply.statusCode }, 'sandbox notice refused');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'sandbox notice failed'));
      });
    },
  });
  const orders = createOrderService(db, gateways, app.log);
  const units = createUnitRecorder(db, app.log);
  app.addHook('onClose', () => units.close());
  const services = {
    signUp: createSignUpService(db, {
      payProviders: (orgId) => gateways.available(orgId),
      units,
      config: createSignUpConfig(db, meetings),
      messages: deps.messages,
    }),
    orders,
    attendance: createAttendanceService(db, meetings),
    attendees: createAttendeeService(db, meetings, orders, deps.messages),
    invoices: createInvoiceService(db, meetings),
  };
  const enrolment = createEnrolmentService(db, meetings);
  registerEnrolmentRoutes(app, enrolment);
  registerRegistrationRoutes(app, db, services);
  await registerRegistrationDownloads(app, db, { ...services, enrolment });
  await registerPayRoutes(app, orders);

  repeat(app, config.orderSweepSeconds, 'closing expired orders', () => orders.closeExpired());
  return services;
};
