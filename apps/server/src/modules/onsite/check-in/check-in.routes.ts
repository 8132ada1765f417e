import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import { authLinkRoute } from '../../../platform/http/download.ts';
import { originOf } from '../../../platform/http/origin.ts';
import type { TCheckInService } from './check-in.service.ts';

/** The on-site desk (console sign/user and the scanning page): check-in, meals, venues, offline sync. */
export const registerCheckInRoutes = (app: FastifyInstance, desk: TCheckInService) => {
  authCall(app, '/meeting/auth/meeting/register/sign', ({ user, body, locale }) =>
    desk.sign(user, body, locale),
  );
  authCall(app, '/meeting/auth/meeting/place/sign', ({ user, body, locale }) =>
    desk.sign(user, body, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/sign/sync', ({ user, body, locale }) =>
    desk.sync(user, body, locale),
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/sign/undo',
    ({ user, body }) => desk.undo(user, body.id).then(() => null),
    { successKey: 'desk.undone' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/register/update/hadMeals',
    ({ user, body }) => desk.handOut(user, body).then(() => null),
    { successKey: 'saved' },
  );
  authCall(app, '/meeting/auth/meeting/register/sign/list', ({ user, body, locale }) =>
    desk.list(user, body, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/sign/count', ({ user, body }) =>
    desk.count(user, body.meetingId),
  );
  authCall(app, '/meeting/auth/meeting/register/sign/roster', ({ user, body, locale }) =>
    desk.roster(user, body.meetingId, locale),
  );
  authCall(app, '/meeting/auth/meeting/register/sign/changes', ({ user, body }) =>
    desk.changes(user, body.meetingId, body.after),
  );
  authCall(app, '/meeting/auth/meeting/register/sign/self', ({ user, body, locale }) =>
    desk.self(user, body, locale),
  );
  authLinkRoute(app, '/meeting/auth/meeting/register/qrcode', async ({ query, request, reply, user }) => {
    const png = await desk.doorQr(user, query, originOf(request));
    return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
  });
};
