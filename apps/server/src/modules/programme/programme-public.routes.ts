import type { FastifyInstance } from 'fastify';
import type { TLocale, TProgramme } from '@huitang/contracts';
import { apiCall } from '../../platform/http/call.ts';
import { linkRoute } from '../../platform/http/download.ts';
import type { TProgrammeService } from './programme.service.ts';

/** Where a meeting's places are: each address once, with the places there. */
const addressesOf = (places: TProgramme['places']) => {
  const byAddress = new Map<string, string[]>();
  for (const place of places.filter((p) => p.address))
    byAddress.set(place.address, [...(byAddress.get(place.address) ?? []), place.name]);
  return [...byAddress].map(([address, names]) => ({ address, places: names }));
};

/**
 * SPEC 7's public reads of one meeting's programme, part by part, for the h5 site and other clients.
 * Each is a slice of what the meeting page shows (the same cached programme), visible as it is.
 */
export const registerProgrammePublicRoutes = (app: FastifyInstance, programme: TProgrammeService) => {
  const partOf = async (meetingId: number, locale: TLocale) =>
    (await programme.programme(meetingId, false, null, locale)).programme;

  apiCall(
    app,
    '/meeting/api/meeting/guest/list',
    async ({ body, locale }) => (await partOf(body.meetingId, locale)).guests,
  );
  apiCall(
    app,
    '/meeting/api/meeting/session/list/meeting',
    async ({ body, locale }) => (await partOf(body.meetingId, locale)).sessions,
  );
  apiCall(app, '/meeting/api/meeting/session/list/place/live', ({ body, locale }) =>
    programme.placeSessions(body.placeId, locale),
  );
  apiCall(app, '/meeting/api/meeting/session/schedule/list/guest', ({ body, locale }) =>
    programme.guestTalks(body.guestId, locale),
  );
  linkRoute(
    app,
    '/meeting/api/meeting/date/list/meeting',
    async ({ query, locale }) => (await partOf(query.meetingId, locale)).dates,
  );
  linkRoute(
    app,
    '/meeting/api/meeting/place/list/meeting',
    async ({ query, locale }) => (await partOf(query.meetingId, locale)).places,
  );
  linkRoute(app, '/meeting/api/meeting/address/list/meeting', async ({ query, locale }) =>
    addressesOf((await partOf(query.meetingId, locale)).places),
  );
  linkRoute(
    app,
    '/meeting/api/meeting/notice/list/meeting',
    async ({ query, locale }) => (await partOf(query.meetingId, locale)).notices,
  );
};
