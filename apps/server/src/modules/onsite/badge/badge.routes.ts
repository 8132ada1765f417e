import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import { attachment, linkRoute } from '../../../platform/http/download.ts';
import type { TBadgeService } from './badge.service.ts';

/** The badge template (console sign/badge) and its PDFs, a GET link a browser saves. */
export const registerBadgeRoutes = (app: FastifyInstance, badges: TBadgeService) => {
  authCall(app, '/meeting/auth/meeting/breastpiece/info/view', ({ user, body }) =>
    badges.view(user, body.meetingId),
  );
  authCall(app, '/meeting/auth/meeting/breastpiece/info/edit', ({ user, body }) => badges.edit(user, body), {
    successKey: 'saved',
  });
  linkRoute(app, '/meeting/auth/meeting/breastpiece/pdf', async ({ query, request, reply, locale }) => {
    const { pdf, fileName } = await badges.print(await app.authenticate(request), query, locale);
    return attachment(reply, fileName).type('application/pdf').send(Buffer.from(pdf));
  });
};
