import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../platform/http/call.ts';
import type { TProgrammeService } from './programme.service.ts';

const saved = { successKey: 'saved' } as const;
const deleted = { successKey: 'deleted' } as const;

export const registerProgrammeRoutes = (app: FastifyInstance, programme: TProgrammeService) => {
  apiCall(
    app,
    '/meeting/api/meeting/programme',
    ({ body, caller, locale }) => programme.programme(body.id, body.preview ?? false, caller, locale),
    { identifyCaller: true, snapshotData: true },
  );

  authCall(app, '/meeting/auth/meeting/date/list', ({ user, body }) =>
    programme.list('date', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/date/save',
    ({ user, body }) => programme.save('date', user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/date/delete',
    ({ user, body }) => programme.remove('date', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/place/list', ({ user, body }) =>
    programme.list('place', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/place/save',
    ({ user, body }) => programme.save('place', user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/place/sort', ({ user, body }) =>
    programme.reorder('place', user, body.meetingId, body.ids),
  );
  authCall(
    app,
    '/meeting/auth/meeting/place/delete',
    ({ user, body }) => programme.remove('place', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/guest/list', ({ user, body }) =>
    programme.list('guest', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/guest/save',
    ({ user, body }) => programme.save('guest', user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/guest/sort', ({ user, body }) =>
    programme.reorder('guest', user, body.meetingId, body.ids),
  );
  authCall(app, '/meeting/auth/meeting/guest/nameSort', ({ user, body }) =>
    programme.sortGuestsByName(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/guest/delete',
    ({ user, body }) => programme.remove('guest', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/notice/list', ({ user, body }) =>
    programme.list('notice', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/notice/save',
    ({ user, body }) => programme.save('notice', user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/notice/delete',
    ({ user, body }) => programme.remove('notice', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/meetingAccessory/list', ({ user, body }) =>
    programme.list('accessory', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/meetingAccessory/save',
    ({ user, body }) => programme.save('accessory', user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/meetingAccessory/sort', ({ user, body }) =>
    programme.reorder('accessory', user, body.meetingId, body.ids),
  );
  authCall(
    app,
    '/meeting/auth/meeting/meetingAccessory/delete',
    ({ user, body }) => programme.remove('accessory', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/session/list/meeting', ({ user, body }) =>
    programme.sessions(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/session/save',
    ({ user, body }) => programme.saveSession(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/session/delete',
    ({ user, body }) => programme.removeSession(user, body.id),
    deleted,
  );
  authCall(
    app,
    '/meeting/auth/meeting/session/schedule/save',
    ({ user, body }) => programme.saveItem(user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/session/schedule/delete',
    ({ user, body }) => programme.removeItem(user, body.id),
    deleted,
  );
};
