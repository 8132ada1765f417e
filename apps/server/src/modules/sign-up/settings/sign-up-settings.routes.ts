import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import type { TSignUpSettingsService } from './sign-up-settings.service.ts';

/** Console baseinfo/enroll and invitecode. */
export const registerSignUpSettingsRoutes = (app: FastifyInstance, enrolment: TSignUpSettingsService) => {
  const saved = { successKey: 'saved' } as const;
  const deleted = { successKey: 'deleted' } as const;
  authCall(app, '/meeting/auth/meeting/enroll/get', ({ user, body }) =>
    enrolment.settings(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/save',
    ({ user, body }) => enrolment.saveSettings(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/type/save',
    ({ user, body }) => enrolment.saveType(user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/enroll/type/sort', ({ user, body }) =>
    enrolment.sortTypes(user, body.meetingId, body.ids),
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/type/delete',
    ({ user, body }) => enrolment.deleteType(user, body.id),
    deleted,
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/hotel/save',
    ({ user, body }) => enrolment.saveHotel(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/hotel/delete',
    ({ user, body }) => enrolment.deleteHotel(user, body.id),
    deleted,
  );
  authCall(app, '/meeting/auth/meeting/discount/list', ({ user, body }) =>
    enrolment.discounts(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/discount/save',
    ({ user, body }) => enrolment.saveDiscount(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/discount/delete',
    ({ user, body }) => enrolment.deleteDiscount(user, body.id),
    deleted,
  );
  authCall(app, '/meeting/auth/meeting/invite/code/list', ({ user, body }) => enrolment.invites(user, body));
  authCall(
    app,
    '/meeting/auth/meeting/invite/code/save',
    ({ user, body }) => enrolment.generateInvites(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/invite/code/delete',
    ({ user, body }) => enrolment.deleteInvite(user, body.id).then(() => null),
    deleted,
  );
};
