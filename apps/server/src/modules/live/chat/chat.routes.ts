import type { FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { translate } from '@huitang/contracts';
import { isSameSite } from '../../../platform/auth/authenticate.ts';
import { authCall } from '../../../platform/http/call.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { pageLocaleOf } from '../../../platform/http/locale.ts';
import type { TChatService } from './chat.service.ts';

/** A chat line a viewer sends, at most this long on the wire (the text's own limit is checked after). */
const MAX_FRAME = 4096;

/**
 * The live chat: a WebSocket per viewer on `/live/chat/<placeId>` (signed in by the page's cookie, or
 * anonymous to read an open channel), and the organisers' delete and mute calls.
 */
export const registerChatRoutes = async (app: FastifyInstance, chat: TChatService) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME } });
  app.get<{ Params: { placeId: string } }>(
    '/live/chat/:placeId',
    { websocket: true, schema: { hide: true } },
    async (socket, request) => {
      const locale = pageLocaleOf(request);
      // A page elsewhere must not chat with this visitor's cookie (cross-site WebSocket hijacking).
      if (request.headers.origin && !isSameSite(request)) return socket.close(1008, 'origin');
      const placeId = Number(request.params.placeId);
      const user = await app.authenticate(request).catch(() => null);
      let viewer: Awaited<ReturnType<TChatService['join']>>;
      try {
        if (!Number.isSafeInteger(placeId) || placeId <= 0) throw new AppError(601, 'body.invalid');
        viewer = await chat.join(socket, user, placeId, locale);
      } catch (error) {
        const msg =
          error instanceof AppError ? translate(error.messageKey, locale) : translate('failure', locale);
        socket.send(JSON.stringify({ type: 'refused', msg }));
        return socket.close(1008, 'refused');
      }
      socket.on('close', () => chat.leave(viewer));
      socket.on('message', (data: Buffer) => {
        let text: unknown;
        try {
          text = (JSON.parse(data.toString()) as { text?: unknown }).text;
        } catch {
          text = undefined;
        }
        chat
          .say(viewer, text)
          .catch((error: unknown) => request.log.error({ err: error }, 'a chat line failed'));
      });
    },
  );

  authCall(app, '/meeting/auth/meeting/place/chat/delete', ({ user, body }) => chat.remove(user, body.id), {
    successKey: 'ok',
  });
  authCall(
    app,
    '/meeting/auth/meeting/place/chat/mute',
    ({ user, body }) => chat.mute(user, body.meetingId, body.userId, body.muted),
    { successKey: 'saved' },
  );
};
