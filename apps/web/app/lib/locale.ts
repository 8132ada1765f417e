import { DEFAULT_LOCALE, LOCALE_COOKIE, parseLocale, type TLocale } from '@huitang/contracts';
import { readCookie, writeBrowserCookie } from './cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The site language: the `locale` cookie when it holds zh or en, zh otherwise. */
export const localeOfCookieHeader = (header: string | null | undefined): TLocale =>
  parseLocale(readCookie(header, LOCALE_COOKIE)) ?? DEFAULT_LOCALE;

/** Switching language reloads the page so the server renders every text in the new language. */
export const switchLocale = (locale: TLocale): void => {
  writeBrowserCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: ONE_YEAR_SECONDS });
  window.location.reload();
};
