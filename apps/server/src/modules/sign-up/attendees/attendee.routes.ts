import { originOf } from '../../../platform/http/origin.ts';
import type { FastifyInstance } from 'fastify';
import { authCall, authRead } from '../../../platform/http/call.ts';
import type { TAttendeeService } from './attendee.service.ts';

/** The organiser's attendee list (console attendsignup): view, audit, edit, add, remove, counts. */
export const registerAttendeeRoutes = (app: FastifyInstance, a: TAttendeeService) => {
  authRead(app, '/meeting/auth/meeting/register/list', ({ user, body, locale }) =>
    a.list(user, body, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/view', ({ user, body, locale }) =>
    a.view(user, body.id, locale),
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/audit',
    ({ user, body, locale, request }) =>
      a.audit(user, body.id, body.approve, body.reason, locale, originOf(request)),
    { successKey: 'attendee.auditDone' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/update/userInfo',
    ({ user, body: { id, ...attendee }, locale }) => a.updateInfo(user, id, attendee, locale),
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
  authRead(app, '/meeting/auth/meeting/register/summary', ({ user, body, locale }) =>
    a.summary(user, body.meetingId, locale),
  );
};
