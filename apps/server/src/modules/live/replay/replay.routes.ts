import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { registerPrivateFiles } from '../../../platform/storage/private-files.ts';
import { REPLAY_FILE_ROUTE, type TReplayService } from './replay.service.ts';

/**
 * A meeting's replays: all of them for its organisers, the ready and published ones for visitors,
 * their films only under URLs signed for whoever the channel's gate lets watch.
 */
export const registerReplayRoutes = async (app: FastifyInstance, replays: TReplayService) => {
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
  apiCall(
    app,
    '/meeting/api/meeting/video/url',
    ({ caller, body, locale }) => replays.playUrl(caller, body.id, locale),
    { identifyCaller: true },
  );
  // The film itself: the signature is checked on every request (each Range a player seeks with).
  await registerPrivateFiles(app, {
    url: REPLAY_FILE_ROUTE,
    folders: [replays.folders.films, replays.folders.posters],
    find: (request) => replays.fileFor(request.params.file ?? '', request.query),
  });
};
