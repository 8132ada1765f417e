import {
  Code,
  TOKEN_COOKIE,
  isAuthFailure,
  translate,
  type TEnvelope,
  type TLocale,
  type TUserExt,
} from '@huitang/contracts';
import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { serverApi, dataOf } from '../api/server';
import { textsOf } from '../i18n';
import type { TResources } from '../i18n';
import { readCookie, serializeCookie } from '../lib/session/cookies';
import { localeOfHeaders } from '../lib/locale';
import { NOTICE_COOKIE, NOTICE_MAX_AGE_SECONDS } from '../lib/session/notice';
import { returnUrlCookie } from '../lib/session/return-url';
import { stop } from '../lib/stop';

const clearTokenCookie = (cookieDomain: string | undefined): string =>
  [
    `${TOKEN_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    cookieDomain && `Domain=${cookieDomain}`,
  ]
    .filter(Boolean)
    .join('; ');

export const noticeCookie = (message: string): string =>
  serializeCookie(NOTICE_COOKIE, message, { maxAgeSeconds: NOTICE_MAX_AGE_SECONDS });

export const clearNoticeCookie = (): string => serializeCookie(NOTICE_COOKIE, '', { maxAgeSeconds: 0 });

export const cookieHeaderOf = (request: Request): string | null => request.headers.get('cookie');
export const hasToken = (request: Request): boolean => !!readCookie(cookieHeaderOf(request), TOKEN_COOKIE);
export const localeOfRequest = (request: Request): TLocale =>
  localeOfHeaders(cookieHeaderOf(request), request.headers.get('accept-language'));

/**
 * What signing out after a refused user-info call takes: the cookie that drops the token and, for
 * 304 only, the message the visitor must see (SPEC 8).
 */
export const signOutOf = (
  envelope: TEnvelope<unknown>,
  locale: TLocale,
  cookieDomain: string | undefined,
): { clearCookie: string; notice: string | null } => ({
  clearCookie: clearTokenCookie(cookieDomain),
  notice: envelope.code === Code.LOGGED_IN_ELSEWHERE ? translate('auth.elsewhere', locale) : null,
});

const headersWith = (cookies: (string | undefined)[]): Headers => {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
  return headers;
};

/**
 * The page a request is for, to come back to after login. A client navigation's loaders answer
 * `<path>.data` (`/_root.data` for the home page) with `_routes`, which is no page to land on.
 */
const pageOf = (request: Request): string => {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  return path + url.search;
};

/**
 * A refused token (300..400, or 999 on the user check, SPEC 8) signs the visitor out with a full
 * page load into /login?t=login, so the whole client state starts over; the page is remembered.
 */
const signOutRedirect = (
  envelope: TEnvelope<unknown>,
  request: Request,
  context: AppLoadContext,
): Response => {
  const { clearCookie, notice } = signOutOf(envelope, localeOfRequest(request), context.cookieDomain);
  const cookies = [clearCookie, notice ? noticeCookie(notice) : undefined, returnUrlCookie(pageOf(request))];
  return redirectDocument('/login?t=login', { headers: headersWith(cookies) });
};

/** The global guard (SPEC 2): account pages need a valid token; without one, /login and back. */
export const requireUser = async (request: Request, context: AppLoadContext): Promise<TUserExt> => {
  if (!hasToken(request))
    stop(redirect('/login', { headers: headersWith([returnUrlCookie(pageOf(request))]) }));
  const envelope = await serverApi(context).call('/user/auth/user/ext/view', {});
  if (isAuthFailure(envelope.code) || envelope.code === Code.FAILURE)
    stop(signOutRedirect(envelope, request, context));
  return dataOf(envelope);
};

/**
 * Refuses a page with HTTP 403 and a sentence saying why, in the visitor's language; the page's
 * layout stays around it. A signed-in user without the right keeps their session.
 */
export const refuse = (request: Request, why: (texts: TResources) => string): never =>
  stop(data(why(textsOf(localeOfRequest(request))), { status: 403 }));

/**
 * The data of an authenticated call in a loader. An auth failure signs out like the guard; 306
 * means the login is fine but the right is missing, so the page is refused instead (SPEC 6).
 */
export const authedDataOf = <T>(
  envelope: TEnvelope<T>,
  request: Request,
  context: AppLoadContext,
  whyRefused: (texts: TResources) => string = (texts) => texts.error.forbiddenDetail,
): T => {
  if (envelope.code === Code.FORBIDDEN) refuse(request, whyRefused);
  if (isAuthFailure(envelope.code)) stop(signOutRedirect(envelope, request, context));
  return dataOf(envelope);
};

/** Sends the visitor to `url`, where `message` shows once as a notice (a refusal a loader met). */
export const redirectWithNotice = (url: string, message: string): Response =>
  redirect(url, { headers: headersWith([noticeCookie(message)]) });
