// The zod-free part of the contracts: this module is on every page's first load.
import { RETURN_COOKIE } from '@huitang/contracts/constants';
import { readCookie, serializeCookie } from './cookies';
const TEN_MINUTES = 600;

/** Only same-site paths, never the login page itself (SPEC 4). */
export const normalizeReturnUrl = (value: string | undefined): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value.includes('/login') ? '/' : value;
};

/** Set-Cookie for the server guard; returns undefined when the page must not be remembered. */
export const returnUrlCookie = (url: string): string | undefined =>
  url.includes('/login') ? undefined : serializeCookie(RETURN_COOKIE, url, { maxAgeSeconds: TEN_MINUTES });

export const saveReturnUrl = (url: string): void => {
  const cookie = returnUrlCookie(url);
  if (cookie) document.cookie = cookie;
};

/** Reads and forgets the return page. */
export const takeReturnUrl = (): string => {
  const value = readCookie(document.cookie, RETURN_COOKIE);
  document.cookie = serializeCookie(RETURN_COOKIE, '', { maxAgeSeconds: 0 });
  return normalizeReturnUrl(value);
};
