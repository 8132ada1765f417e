import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translate, withSafeText } from '@huitang/contracts';
import { createAddressLimit, type TAddressLimit } from '../../platform/http/address-limit.ts';
import { apiCall, authCall } from '../../platform/http/call.ts';
import { localeOf } from '../../platform/http/locale.ts';
import type { TAttendanceService } from './attendance.service.ts';
import type { TAttendeeService } from './attendee.service.ts';
import type { TInvoiceService } from './invoice.service.ts';
import type { TOrderService } from './order.service.ts';
import type { TSignUpService } from './signup.service.ts';
import { registrationRepository } from './registration.repository.ts';
import type { TDb } from '../../platform/db/client.ts';

export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export interface TRegistrationServices {
  signUp: TSignUpService;
  orders: TOrderService;
  attendance: TAttendanceService;
  attendees: TAttendeeService;
  invoices: TInvoiceService;
}

const ZUnitName = withSafeText(z.object({ name: z.string().trim().min(1).max(100) }));

/** Sign-up, orders, the personal centre's records and the console's attendee management. */
export const registerRegistrationRoutes = (app: FastifyInstance, db: TDb, s: TRegistrationServices) => {
  apiCall(app, '/meeting/api/enroll/form', ({ body, locale }) =>
    s.signUp.form(body.meetingId, body.inviteCode, locale),
  );
  authCall(app, '/meeting/auth/enroll/quote', ({ body, locale }) => s.signUp.quote(body, locale));
  authCall(
    app,
    '/meeting/auth/enroll/submit',
    ({ user, body, locale }) => s.signUp.submit(user, body, locale),
    {
      successKey: 'enrol.submitted',
    },
  );

  authCall(app, '/meeting/auth/order/my', ({ user, body }) => s.orders.mine(user, body));
  authCall(app, '/meeting/auth/order/view', ({ user, body }) => s.orders.view(user, body.orderNo));
  authCall(app, '/meeting/auth/order/pay', ({ user, body, request }) =>
    s.orders.pay(user, body.orderNo, body.provider, originOf(request)),
  );
  authCall(app, '/meeting/auth/order/cancel', ({ user, body }) => s.orders.cancel(user, body.orderNo), {
    successKey: 'order.cancelled',
  });

  authCall(app, '/meeting/auth/meeting/register/my', ({ user, body, locale }) =>
    s.attendance.list(user, body, locale),
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/cancel',
    ({ user, body, locale }) => s.attendance.cancel(user, body.id, locale),
    { successKey: 'order.cancelled' },
  );
  authCall(app, '/meeting/auth/meeting/register/credential', ({ user, body, locale }) =>
    s.attendance.credential(user, body.id, locale),
  );
  authCall(app, '/meeting/auth/meeting/follow', ({ user, body }) =>
    s.attendance.follow(user, body.meetingId, body.follow),
  );
  authCall(app, '/meeting/auth/meeting/follow/state', ({ user, body }) =>
    s.attendance.followState(user, body.meetingId),
  );
  authCall(app, '/meeting/auth/meeting/follow/list', ({ user, body, locale }) =>
    s.attendance.followed(user, body, locale),
  );

  const a = s.attendees;
  authCall(app, '/meeting/auth/meeting/register/list', ({ user, body, locale }) =>
    a.list(user, body, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/view', ({ user, body, locale }) =>
    a.view(user, body.id, locale),
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/audit',
    ({ user, body, locale }) => a.audit(user, body.id, body.approve, body.reason, locale),
    { successKey: 'registration.auditDone' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/update/userInfo',
    ({ user, body: { id, ...attendee }, locale }) => a.updateInfo(user, id, attendee, locale),
    { successKey: 'saved' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/update/invoice',
    ({ user, body }) => a.updateInvoice(user, body.orderNo, body.invoice),
    { successKey: 'saved' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/manual/register',
    ({ user, body, locale }) => a.manualRegister(user, body.meetingId, body.typeId, body.attendee, locale),
    { successKey: 'saved' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/delete',
    ({ user, body }) => a.remove(user, body.id).then(() => null),
    { successKey: 'deleted' },
  );
  authCall(app, '/meeting/auth/meeting/register/lock/list', ({ user, body, locale }) =>
    a.usage(user, body.meetingId, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/lock/userList', ({ user, body, locale }) =>
    a.heldOfType(user, body.typeId, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/summary', ({ user, body, locale }) =>
    a.summary(user, body.meetingId, locale),
  );
  authCall(app, '/meeting/auth/meeting/order/list', ({ user, body }) => a.orders(user, body));
  authCall(app, '/meeting/auth/meeting/order/view', ({ user, body }) => a.order(user, body.orderNo));
  authCall(
    app,
    '/meeting/auth/meeting/order/refund',
    ({ user, body }) => a.refund(user, body.orderNo, body.reason),
    {
      successKey: 'order.refunded',
    },
  );
  authCall(app, '/meeting/auth/meeting/invoice/list', ({ user, body }) => s.invoices.list(user, body));
  authCall(app, '/meeting/auth/meeting/invoice/issue', ({ user, body }) => s.invoices.issue(user, body.id), {
    successKey: 'invoice.issued',
  });

  // Company suggestions of the sign-up form (SPEC: GET /meeting/api/unit/info/search/{name} and save/{name}).
  // Saving feeds everyone's suggestions, so it takes a signed-in person (a stranger's script cannot
  // fill the list) and a per-address limit; sign-up itself records the names people really used.
  const unitCall = (
    path: string,
    run: (name: string, request: FastifyRequest) => Promise<unknown>,
    limit?: TAddressLimit,
  ) =>
    app.get(
      `/apis/meeting/api/unit/info/${path}/:name`,
      {
        schema: { hide: true, params: ZUnitName },
        preValidation: async (request) => limit?.take(request.ip),
      },
      async (request) => ({
        code: 200,
        msg: translate('ok', localeOf(request)),
        data: await run((request.params as z.infer<typeof ZUnitName>).name, request),
      }),
    );
  unitCall('search', (name) => registrationRepository.searchUnits(db, name));
  unitCall(
    'save',
    async (name, request) => {
      await app.authenticate(request);
      await registrationRepository.saveUnits(db, [name]);
      return null;
    },
    createAddressLimit(30, 60_000),
  );
};
