import type { FastifyInstance } from 'fastify';
import { authCall } from '../../../platform/http/call.ts';
import { attachment, authLinkRoute } from '../../../platform/http/download.ts';
import type { TBadgeService } from './badge.service.ts';

/** The badge template (console sign/badge) and its PDFs, a GET link a browser saves. */
export const registerBadgeRoutes = (app: FastifyInstance, badges: TBadgeService) => {
  authCall(app, '/meeting/auth/meeting/breastpiece/info/view', ({ user, body }) =>
    badges.view(user, body.meetingId),
  );
  authCall(app, '/meeting/auth/meeting/breastpiece/info/edit', ({ user, body }) => badges.edit(user, body), {
    successKey: 'saved',
  });
  authLinkRoute(app, '/meeting/auth/meeting/breastpiece/pdf', async ({ query, reply, locale, user }) => {
    const { pdf, fileName } = await badges.print(user, query, locale);
    return attachment(reply, fileName).type('application/pdf').send(Buffer.from(pdf));
  });
};
