import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import type { TReplayService } from './replay.service.ts';

/** A meeting's replays: all of them for its organisers, the ready and published ones for visitors. */
export const registerReplayRoutes = (app: FastifyInstance, replays: TReplayService) => {
  authCall(app, '/meeting/auth/meeting/video/list', ({ user, body }) =>
    replays.ofMeeting(user, body.meetingId),
  );
  authCall(app, '/meeting/auth/meeting/video/edit', ({ user, body }) => replays.edit(user, body), {
    successKey: 'saved',
  });
  authCall(app, '/meeting/auth/meeting/video/delete', ({ user, body }) => replays.remove(user, body.id), {
    successKey: 'deleted',
  });
  apiCall(
    app,
    '/meeting/api/meeting/place/list/back/video',
    ({ caller, body, locale }) => replays.publicOfMeeting(caller, body.meetingId, locale),
    { identifyCaller: true },
  );
  apiCall(
    app,
    '/meeting/api/meeting/session/schedule/get/back',
    ({ caller, body, locale }) => replays.publicOfSession(caller, body.id, locale),
    { identifyCaller: true },
  );
};
