import { originOf } from '../../../platform/http/origin.ts';
import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { linkRoute } from '../../../platform/http/download.ts';
import type { TMySignUpsService } from './my-sign-ups.service.ts';
import type { TSignUpService } from './sign-up.service.ts';
import type { TUnitService } from './unit.service.ts';

/** The visitor's sign-up (form, quote, submit), their records and credentials, followed meetings. */
export const registerSignUpRoutes = (
  app: FastifyInstance,
  s: { signUp: TSignUpService; mySignUps: TMySignUpsService; units: TUnitService },
) => {
  apiCall(app, '/meeting/api/enroll/form', ({ body, locale }) =>
    s.signUp.form(body.meetingId, body.inviteCode, locale),
  );
  authCall(app, '/meeting/auth/enroll/quote', ({ body, locale }) => s.signUp.quote(body, locale));
  authCall(
    app,
    '/meeting/auth/enroll/submit',
    ({ user, body, locale, request }) => s.signUp.submit(user, body, locale, originOf(request)),
    {
      successKey: 'signUp.submitted',
    },
  );

  authCall(app, '/meeting/auth/meeting/register/my', ({ user, body, locale }) =>
    s.mySignUps.list(user, body, locale),
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/cancel',
    ({ user, body, locale }) => s.mySignUps.cancel(user, body.id, locale),
    { successKey: 'order.cancelled' },
  );
  authCall(app, '/meeting/auth/meeting/register/credential', ({ user, body, locale }) =>
    s.mySignUps.credential(user, body.id, locale),
  );
  authCall(app, '/meeting/auth/meeting/follow', ({ user, body }) =>
    s.mySignUps.follow(user, body.meetingId, body.follow),
  );
  authCall(app, '/meeting/auth/meeting/follow/state', ({ user, body }) =>
    s.mySignUps.followState(user, body.meetingId),
  );
  authCall(app, '/meeting/auth/meeting/follow/list', ({ user, body, locale }) =>
    s.mySignUps.followed(user, body, locale),
  );

  // Company suggestions of the sign-up form (SPEC: GET /meeting/api/unit/info/search/{name} and save/{name}).
  // Saving feeds everyone's suggestions, so it takes a signed-in person (a stranger's script cannot
  // fill the list) and a per-address limit; sign-up itself records the names people really used.
  linkRoute(app, '/meeting/api/unit/info/search/:name', ({ query }) => s.units.search(query.name));
  const saveLimit = app.addressLimit('unit-save', 30, 60_000);
  linkRoute(
    app,
    '/meeting/api/unit/info/save/:name',
    async ({ query, request }) => {
      await app.authenticate(request);
      await s.units.save(query.name);
      return null;
    },
    { preValidation: async (request) => saveLimit.take(request.ip) },
  );
};
