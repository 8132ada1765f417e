import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TMailNotices } from '../mail/mail-notices.service.ts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import type { TMessageService } from '../message/message.service.ts';
import type { TPaymentService } from '../payment/payment.service.ts';
import type { TUserDirectory } from '../user/user-directory.service.ts';
import { createAttendeeSheetService } from './attendees/attendee-sheet.service.ts';
import { createAttendeeService } from './attendees/attendee.service.ts';
import { registerAttendeeRoutes } from './attendees/attendee.routes.ts';
import { registerAttendeeDownloads } from './attendees/attendees.downloads.ts';
import { registerInvoiceDownloads } from './orders/invoice.downloads.ts';
import { createInvoiceService } from './orders/invoice.service.ts';
import { createMeetingOrderService } from './orders/meeting-order.service.ts';
import { registerOrderRoutes } from './orders/order.routes.ts';
import { createOrderService } from './orders/order.service.ts';
import { registerSignUpSettingsDownloads } from './settings/sign-up-settings.downloads.ts';
import { registerSignUpSettingsRoutes } from './settings/sign-up-settings.routes.ts';
import { createSignUpSettingsService } from './settings/sign-up-settings.service.ts';
import { createMySignUpsService } from './visitor/my-sign-ups.service.ts';
import { createSignUpConfig } from './visitor/sign-up-config.ts';
import { registerSignUpRoutes } from './visitor/sign-up.routes.ts';
import { createSignUpService } from './visitor/sign-up.service.ts';
import { createUnitService } from './visitor/unit.service.ts';
import { createCredentialSigner } from './credential-signature.ts';

interface TModuleDeps {
  db: TDb;
  meetings: TMeetingService;
  payments: TPaymentService;
  users: TUserDirectory;
  messages: TMessageService;
  /** Mails registrants expect: confirmed, paid, refunded. */
  mailNotices: TMailNotices;
  /** The server's own random secret; the credential signing key is derived from it. */
  uploadSecret: string;
}

/** Wires the sign-up domain's four parts (visitor, settings, orders, attendees); its orders join payment's lifecycle, whose sweeper closes unpaid ones in time. */
export const registerSignUpModule = async (app: FastifyInstance, deps: TModuleDeps) => {
  const { db, meetings } = deps;
  const orders = createOrderService(db, meetings, deps.payments, deps.mailNotices);
  const units = createUnitService(db, app.log);
  app.addHook('onClose', () => units.close());
  const signUp = createSignUpService(db, {
    payProviders: (orgId) => deps.payments.gateways.available(orgId),
    units,
    config: createSignUpConfig(db, meetings),
    mailNotices: deps.mailNotices,
  });
  const settings = createSignUpSettingsService(db, meetings);
  const attendees = createAttendeeService(db, meetings, deps.messages, deps.mailNotices);
  const invoices = createInvoiceService(db, meetings);

  const credentials = createCredentialSigner(
    createHmac('sha256', deps.uploadSecret).update('credential').digest(),
  );
  const mySignUps = createMySignUpsService(db, meetings, deps.users, credentials);
  registerSignUpRoutes(app, { signUp, mySignUps, units });
  registerSignUpSettingsRoutes(app, settings);
  registerSignUpSettingsDownloads(app, settings);
  registerOrderRoutes(app, orders, createMeetingOrderService(db, meetings, orders), invoices);
  registerInvoiceDownloads(app, invoices);
  registerAttendeeRoutes(app, attendees);
  await registerAttendeeDownloads(app, createAttendeeSheetService(db, attendees, settings));

  // What other modules ask of sign-up: whether someone attends a meeting (live's gate) and their places (seat choice), and the
  // signer of credentials (the on-site desk checks the codes it scans).
  return {
    attends: (user: TSessionUser, meetingId: number) => mySignUps.attends(user, meetingId),
    places: (user: TSessionUser, meetingId?: number) => mySignUps.places(user, meetingId),
    credentials,
  };
};
