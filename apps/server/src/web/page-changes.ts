import type { FastifyInstance } from 'fastify';
import { isAuthPath, type TCallPath } from '@huitang/contracts';
import type { TDb } from '../platform/db/client.ts';
import { listen, notify } from '../platform/db/listen.ts';
import { callSucceeded } from '../platform/http/call.ts';
import { MEETING_CHANNEL } from '../modules/meeting/meeting.service.ts';
import type { TPageCache } from './page-cache.ts';

/** Announced by any instance whose API changed something an anonymous page may show. */
export const PAGES_CHANNEL = 'huitang_pages';

/** The last segment of the calls that only read. */
const READS = new Set([
  'list',
  'view',
  'get',
  'num',
  'mine',
  'my',
  'summary',
  'state',
  'userList',
  'meeting',
]);

/** What signed-in visitors do for themselves: no page an anonymous visitor sees shows any of it. */
const VISITORS_OWN = new Set<TCallPath>([
  '/user/auth/user/logout',
  '/user/auth/msg/read',
  '/user/auth/msg/read/all',
  '/user/auth/apply/lecturer',
  '/user/auth/apply/organization',
  '/system/upload/api/get',
  '/system/upload/api/update/sign',
  '/meeting/auth/enroll/quote',
  '/meeting/auth/enroll/submit',
  '/meeting/auth/order/pay',
  '/meeting/auth/order/cancel',
  '/meeting/auth/meeting/register/cancel',
  '/meeting/auth/meeting/register/credential',
  '/meeting/auth/meeting/follow',
]);

/**
 * Whether a successful call may have changed a public page. Anything signed in that is not a read
 * or a visitor's own business counts, so a call added later drops the pages until it is listed here.
 */
export const changesPublicPages = (path: TCallPath): boolean =>
  isAuthPath(path) && !READS.has(path.slice(path.lastIndexOf('/') + 1)) && !VISITORS_OWN.has(path);

/**
 * Keeps the page cache true on every instance: a change made through this instance's API drops its
 * pages before the answer leaves (so the caller's next page shows it) and is announced to the others;
 * a meeting change announced by any instance and a lost connection to the database (anything may
 * have changed meanwhile) drop them too. Site settings drop them once reloaded (app.ts), so no page
 * is rendered from the settings they replace.
 */
export const registerPageChanges = async (
  app: FastifyInstance,
  db: TDb,
  databaseUrl: string,
  cache: TPageCache,
) => {
  app.addHook('onSend', async (request) => {
    const path = request.routeOptions.url?.replace(/^\/apis/, '') as TCallPath | undefined;
    if (!path || !callSucceeded(request) || !changesPublicPages(path)) return;
    cache.clear();
    await notify(db, PAGES_CHANNEL, path);
  });
  const listeners = await Promise.all(
    [PAGES_CHANNEL, MEETING_CHANNEL].map((channel) =>
      listen(databaseUrl, channel, () => cache.clear(), app.log),
    ),
  );
  app.addHook('onClose', async () => {
    await Promise.all(listeners.map((listener) => listener.close()));
  });
};
