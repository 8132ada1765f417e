import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { carriesToken } from '../../../platform/auth/authenticate.ts';
import { apiCall, authCall } from '../../../platform/http/call.ts';
import { linkRoute } from '../../../platform/http/download.ts';
import type { TLiveListService } from '../list/live-list.service.ts';
import type { TLiveEntryService } from './live-entry.ts';
import type { TLiveService } from './live.service.ts';
import type { TWatchTracker } from '../stats/watch-tracker.ts';
import { PLAYLIST_FILE } from '../../../platform/media/hls-source.ts';
import { FLV_FILE, replyHls, startFlvReply } from '../origin/origin.routes.ts';

const sameSecret = (given: string, secret: string) =>
  given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/** The organiser's channels (open, key, gate) and a viewer's signed play URL; the FLV stream itself. */
export const registerLiveRoutes = (
  app: FastifyInstance,
  {
    live,
    entry,
    lists,
    watches,
    hookSecret,
  }: {
    live: TLiveService;
    entry: TLiveEntryService;
    lists: TLiveListService;
    watches: TWatchTracker;
    hookSecret: string;
  },
) => {
  authCall(app, '/meeting/auth/meeting/place/create/live', ({ user, body, request }) =>
    live.open(user, body.placeId, request.hostname),
  );
  authCall(app, '/meeting/auth/meeting/place/channel/view', ({ user, body, request }) =>
    live.ofMeeting(user, body.meetingId, request.hostname),
  );
  authCall(app, '/meeting/auth/meeting/schedule/create/live/channel/open', ({ user, body, request }) =>
    live.openSession(user, body.sessionId, request.hostname),
  );
  authCall(
    app,
    '/meeting/auth/meeting/place/channel/token',
    ({ user, body, request }) => live.resetKey(user, body.id, request.hostname),
    { successKey: 'live.keyReset' },
  );
  authCall(
    app,
    '/meeting/auth/meeting/place/edit/live',
    ({ user, body, request }) => live.setAccess(user, body, request.hostname),
    { successKey: 'saved' },
  );
  apiCall(
    app,
    '/meeting/api/meeting/place/live/list',
    ({ caller, body, locale }) => live.venues(caller, body.meetingId, locale),
    { identifyCaller: true },
  );
  apiCall(app, '/meeting/api/meeting/info/place/live', ({ body, locale }) => lists.live(body, locale));
  apiCall(app, '/meeting/api/meeting/info/place/back', ({ body, locale }) => lists.back(body, locale));
  apiCall(
    app,
    '/meeting/api/meeting/place/live/url',
    ({ caller, body, locale }) => live.playUrl(caller, body, locale),
    { identifyCaller: true },
  );

  // SPEC's live "login": may the caller enter this venue's live, or this session's own (decision 046).
  apiCall(
    app,
    '/meeting/api/meeting/place/live/login',
    ({ caller, body, locale }) => entry.place(caller, body.placeId, locale),
    { identifyCaller: true },
  );
  linkRoute(app, '/meeting/api/meeting/session/schedule/live/login', async ({ query, request, locale }) => {
    const caller = carriesToken(request) ? await app.authenticate(request).catch(() => null) : null;
    return entry.session(caller, query.id, locale);
  });

  apiCall(
    app,
    '/meeting/api/meeting/session/schedule/live/url',
    ({ caller, body, locale }) => live.sessionPlayUrl(caller, body, locale),
    { identifyCaller: true },
  );

  // SRS's HTTP hooks (an edge or origin in front of the platform): 200 with code 0 lets it go on,
  // anything else refuses the client. The body is SRS's JSON; only the fields we judge by are read.
  // With LIVE_HOOK_SECRET set, the hook URL must carry it (?secret=), and then the edge's viewers are
  // counted as watch sessions (on_play opens one, on_stop ends it); without it nobody could tell an
  // edge's on_stop from a stranger's, so the edge only asks and nothing is counted.
  app.post<{
    Body: { action?: unknown; stream?: unknown; param?: unknown };
    Querystring: { secret?: string };
  }>('/live/hooks/srs', { schema: { hide: true } }, async (request, reply) => {
    const { action, stream, param } = request.body ?? {};
    const query = typeof param === 'string' ? param : '';
    const trusted = hookSecret !== '' && sameSecret(request.query.secret ?? '', hookSecret);
    const allowed =
      (hookSecret === '' || trusted) &&
      typeof action === 'string' &&
      typeof stream === 'string' &&
      live.edgeAllows(action, stream, query);
    if (!allowed) return reply.code(403).send({ code: 403 });
    const viewer = new URLSearchParams(query.replace(/^\?/, '')).get('v') ?? '';
    if (trusted && viewer && action === 'on_play') watches.edgeOpened(stream, viewer);
    if (trusted && viewer && action === 'on_stop') await watches.edgeClosed(stream, viewer);
    return { code: 0 };
  });

  // HTTP-FLV through the platform's own port: the signed URL is checked once, when the viewer
  // connects; then the response is the stream's (this instance's ingest, or its pull from the
  // instance holding the publish) until either side goes.
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/live/flv/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = FLV_FILE.exec(request.params.file)?.[1];
      const streams = name ? live.playable(name, request.query) : undefined;
      if (!name || !streams) return reply.code(403).type('text/plain').send('play URL refused');
      startFlvReply(reply);
      reply.raw.once('close', watches.flvOpened(name, String(request.query.v)));
      streams.playFlv(name, request.raw, reply.raw);
    },
  );

  // HLS: the playlist and every segment carry the viewer's signature, checked on each request, so a
  // copied playlist stops working when its signature expires (the page renews it, see live-player).
  app.get<{ Params: { name: string; file: string }; Querystring: Record<string, string> }>(
    '/live/hls/:name/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name, file } = request.params;
      const hls = live.playableHls(name, request.query);
      if (!hls) return reply.code(403).type('text/plain').send('play URL refused');
      if (file !== PLAYLIST_FILE) return replyHls(reply, hls, name, file);
      const { v = '', e = '', s = '' } = request.query;
      // Players reload the playlist every segment or so: the watch goes on while they do.
      watches.hlsSeen(name, v);
      return replyHls(reply, hls, name, file, new URLSearchParams({ v, e, s }).toString());
    },
  );
};
