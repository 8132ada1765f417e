import type { FastifyInstance } from 'fastify';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import type { TDecorationService } from './decoration.service.ts';

/** The live decoration: its organisers' view and edit, and the look visitors get. */
export const registerDecorationRoutes = (app: FastifyInstance, decorations: TDecorationService) => {
  authCall(app, '/meeting/auth/meeting/live/decoration/view', ({ user, body }) =>
    decorations.view(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/live/decoration/edit',
    ({ user, body }) => decorations.edit(user, body),
    {
      successKey: 'saved',
    },
  );
  apiCall(
    app,
    '/meeting/api/meeting/live/decoration/view',
    ({ caller, body, locale }) => decorations.look(caller, body.meetingId, locale),
    { identifyCaller: true },
  );
};
