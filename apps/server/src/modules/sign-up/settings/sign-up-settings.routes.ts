import type { FastifyInstance } from 'fastify';
import { authCall, authRead } from '../../../platform/http/call.ts';
import type { TSignUpSettingsService } from './sign-up-settings.service.ts';

/** Console baseinfo/enroll and invitecode. */
export const registerSignUpSettingsRoutes = (app: FastifyInstance, settings: TSignUpSettingsService) => {
  const saved = { successKey: 'saved' } as const;
  const deleted = { successKey: 'deleted' } as const;
  authRead(app, '/meeting/auth/meeting/enroll/get', ({ user, body }) =>
    settings.settings(user, body.meetingId, { hotels: body.hotels ?? true }),
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/save',
    ({ user, body }) => settings.saveSettings(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/type/save',
    ({ user, body }) => settings.saveType(user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/enroll/type/sort', ({ user, body }) =>
    settings.sortTypes(user, body.meetingId, body.ids),
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/type/delete',
    ({ user, body }) => settings.deleteType(user, body.id),
    deleted,
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/hotel/save',
    ({ user, body }) => settings.saveHotel(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/enroll/hotel/delete',
    ({ user, body }) => settings.deleteHotel(user, body.id),
    deleted,
  );
  authCall(app, '/meeting/auth/meeting/discount/list', ({ user, body }) =>
    settings.discounts(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/discount/save',
    ({ user, body }) => settings.saveDiscount(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/discount/delete',
    ({ user, body }) => settings.deleteDiscount(user, body.id),
    deleted,
  );
  authCall(app, '/meeting/auth/meeting/invite/code/list', ({ user, body }) => settings.invites(user, body));
  authCall(
    app,
    '/meeting/auth/meeting/invite/code/save',
    ({ user, body }) => settings.generateInvites(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/invite/code/delete',
    ({ user, body }) => settings.deleteInvite(user, body.id).then(() => null),
    deleted,
  );
};
