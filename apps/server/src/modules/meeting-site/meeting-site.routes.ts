import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TLocale } from '@huitang/contracts';
import { apiCall, authCall } from '../../platform/http/call.ts';
import { linkRoute } from '../../platform/http/download.ts';
import { originOf as origin } from '../../platform/http/origin.ts';
import { qrPng } from '../../platform/qr/qr-code.ts';
import type { TProgrammeService } from '../programme/programme.service.ts';
import type { TMeetingSiteService } from './meeting-site.service.ts';

const saved = { successKey: 'saved' } as const;
const deleted = { successKey: 'deleted' } as const;
export const registerMeetingSiteRoutes = (
  app: FastifyInstance,
  site: TMeetingSiteService,
  programme: TProgrammeService,
) => {
  apiCall(
    app,
    '/meeting/api/meeting/page/decor',
    ({ body, caller, locale, request }) =>
      site.decor(body.id, body.preview ?? false, caller, locale, origin(request)),
    { identifyCaller: true },
  );
  apiCall(
    app,
    '/meeting/api/meeting/menu/view',
    ({ body, caller, locale }) => site.menuPage(body.id, caller, locale),
    {
      identifyCaller: true,
    },
  );

  authCall(app, '/meeting/auth/meeting/adv/list', ({ user, body }) =>
    programme.list('banner', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/adv/save',
    ({ user, body }) => programme.save('banner', user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/adv/sort', ({ user, body }) =>
    programme.reorder('banner', user, body.meetingId, body.ids),
  );
  authCall(
    app,
    '/meeting/auth/meeting/adv/delete',
    ({ user, body }) => programme.remove('banner', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/menu/list', ({ user, body }) =>
    programme.list('menu', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/menu/save',
    ({ user, body }) => programme.save('menu', user, body),
    saved,
  );
  authCall(app, '/meeting/auth/meeting/menu/sort', ({ user, body }) =>
    programme.reorder('menu', user, body.meetingId, body.ids),
  );
  authCall(
    app,
    '/meeting/auth/meeting/menu/delete',
    ({ user, body }) => programme.remove('menu', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/music/list', ({ user, body }) =>
    programme.list('music', user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/music/save',
    ({ user, body }) => programme.save('music', user, body),
    saved,
  );
  authCall(
    app,
    '/meeting/auth/meeting/music/delete',
    ({ user, body }) => programme.remove('music', user, body.id),
    deleted,
  );

  authCall(app, '/meeting/auth/meeting/settings/get', ({ user, body }) =>
    site.settings(user, body.meetingId),
  );
  authCall(
    app,
    '/meeting/auth/meeting/settings/save',
    ({ user, body }) => site.saveSettings(user, body),
    saved,
  );

  // The share card's QR code: a PNG of the meeting's address, for posters and phones.
  linkRoute(app, '/meeting/api/meeting/share/qrcode', async ({ query: { id }, request, reply, locale }) => {
    const decor = await site.decor(id, false, null, locale, origin(request));
    const png = await qrPng(decor.share.url, { width: 320 });
    return reply.type('image/png').header('cache-control', 'public, max-age=300').send(png);
  });

  // SPEC 7's public reads of the page's bottom text and background music, by meeting.
  const decorOf = (meetingId: number, request: FastifyRequest, locale: TLocale) =>
    site.decor(meetingId, false, null, locale, origin(request));
  linkRoute(
    app,
    '/meeting/api/meeting/bottom/text/setting/getByMeetingId',
    async ({ query, request, locale }) => (await decorOf(query.meetingId, request, locale)).bottomText,
  );
  linkRoute(
    app,
    '/meeting/api/meeting/background/music/mapping/meetingId',
    async ({ query, request, locale }) => (await decorOf(query.meetingId, request, locale)).music,
  );
};
