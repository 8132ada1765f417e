import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { sendObject } from '../../../platform/http/files/send-object.ts';
import type { TStorage } from '../../../platform/storage/storage.ts';
import { REPLAY_FILE_ROUTE, type TReplayService } from './replay.service.ts';

/**
 * A meeting's replays: all of them for its organisers, the ready and published ones for visitors,
 * their films only under URLs signed for whoever the channel's gate lets watch.
 */
export const registerReplayRoutes = (app: FastifyInstance, replays: TReplayService, storage: TStorage) => {
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
  // The film itself: the signature is checked on every request (each Range a player seeks with), and
  // only the browser keeps it (private); its poster is for everyone.
  app.get(REPLAY_FILE_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const found = await replays.fileFor(file, request.query as Record<string, unknown>);
    // A film's URL is refused whatever is wrong with it; a poster is public, so one that is gone is 404.
    if (!found && file.endsWith('.jpg')) return reply.code(404).type('text/plain').send('not found');
    if (!found) return reply.code(403).type('text/plain').send('file URL refused');
    const poster = found.contentType === 'image/jpeg';
    return sendObject(request, reply, storage, found.key, {
      contentType: found.contentType,
      cacheSeconds: 3600,
      ...(poster && { cacheControl: 'public, max-age=86400' }),
    });
  });
};
