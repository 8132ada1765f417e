import type { FastifyInstance } from 'fastify';
import { isAuthPath, type TCallPath } from '@huitang/contracts';
import type { TDb } from '../platform/db/client.ts';
import type { TNotifiedCache } from '../platform/cache/notified-cache.ts';
import { callSucceeded } from '../platform/http/call.ts';
import type { TPageCache } from './page-cache.ts';

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
  'history',
  'find',
  'hall',
  'get-self',
  'get-not-userInfo',
]);

/**
 * Reads whose last segment does not say so (`count` and `reminder` also end calls that write:
 * a view counted, the reminder saved). Taken for writes, each console render asking them dropped
 * every kept page on every instance.
 */
const READ_PATHS = new Set<string>([
  '/meeting/auth/meeting/register/sign/count',
  '/meeting/auth/meeting/sms/log/count',
  '/meeting/auth/meeting/session/get/reminder',
] satisfies TCallPath[]);

/** Whether a call only reads (by the last segment of its path, as the API names them). */
export const isRead = (path: string): boolean =>
  READS.has(path.slice(path.lastIndexOf('/') + 1)) || READ_PATHS.has(path);

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
  // Papers and their reviews show on no public page either.
  '/meeting/auth/manuscript/record/withdraw',
  '/meeting/auth/manuscript/review/save',
  // Seats show on no public page: a rush of choices leaves the kept pages alone.
  '/meeting/auth/meeting/user/seat/info/choose',
  // A student's place in a lesson, reported every few seconds, and a course order before it is paid.
  '/course/auth/study/report',
  '/course/auth/study/read',
  '/course/auth/order/buy',
  '/user/auth/vip/buy',
  // Follows and favourites: the buttons ask for their own state; no kept page shows them.
  '/user/auth/attention/save',
  '/user/auth/attention/delete',
  '/course/auth/collection/save',
  '/course/auth/collection/delete',
  // A candidate's sitting: no public page shows attempts, and a rush of answer saves (decision 030's
  // exam rush) must not drop every instance's cached pages with each save.
  '/exam/auth/attempt/start',
  '/exam/auth/attempt/answer',
  '/exam/auth/attempt/submit',
]);

/**
 * Whether a successful call may have changed a public page. Anything signed in that is not a read
 * or a visitor's own business counts, so a call added later drops the pages until it is listed here.
 */
export const changesPublicPages = (path: TCallPath): boolean =>
  isAuthPath(path) && !isRead(path) && !VISITORS_OWN.has(path);

/**
 * Keeps the page cache true on every instance. Pages are built from the public reads the meeting
 * cache keeps, so the two are dropped together and in that order: a change made through this
 * instance's API drops every cached public read here and on the other instances (`*` on the meeting
 * channel), and whenever that cache drops entries, for this or any other reason (a meeting's own
 * change, a lost connection to the database), the pages go after them. Here the pages also go before
 * the answer leaves, so the caller's next page shows the change. Site settings drop them once
 * reloaded (app.ts), so no page is rendered from the settings they replace.
 */
export const registerPageChanges = (
  app: FastifyInstance,
  db: TDb,
  cache: TPageCache,
  publicReads: TNotifiedCache<object>,
) => {
  publicReads.onDrop(() => cache.clear());
  app.addHook('onSend', async (request) => {
    const path = request.routeOptions.url?.replace(/^\/apis/, '') as TCallPath | undefined;
    if (!path || !callSucceeded(request) || !changesPublicPages(path)) return;
    await publicReads.changedAll(db);
  });
};
