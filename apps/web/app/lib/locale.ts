import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeOfAcceptLanguage,
  parseLocale,
  type TLocale,
} from '@huitang/contracts';
import { readCookie, writeBrowserCookie } from './session/cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The site language: the visitor's choice (the `locale` cookie), else their browser's
 * (Accept-Language), else Chinese. The server's page handler reads it the same way (web.plugin.ts).
 */
export const localeOfHeaders = (
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): TLocale =>
  parseLocale(readCookie(cookieHeader, LOCALE_COOKIE)) ??
  localeOfAcceptLanguage(acceptLanguage) ??
  DEFAULT_LOCALE;

/** Switching language reloads the page so the server renders every text in the new language. */
export const switchLocale = (locale: TLocale): void => {
  writeBrowserCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: ONE_YEAR_SECONDS });
  window.location.reload();
};
