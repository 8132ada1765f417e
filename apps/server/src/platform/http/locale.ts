import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localeOfAcceptLanguage,
  parseLocale,
  type TLocale,
} from '@huitang/contracts';

/**
 * The language of a page: the visitor's choice (the `locale` cookie), else their browser's
 * (Accept-Language), else Chinese. The web's loaders read it the same way (lib/locale.ts).
 */
export const pageLocaleOf = (request: FastifyRequest): TLocale => {
  // Not parsed yet on a request the router refuses before any hook runs (see answerFrameworkError).
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  return (
    parseLocale(cookies?.[LOCALE_COOKIE]) ??
    localeOfAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
};

/** The caller's language: the `language` header (the web's API client sends its page's), else as for a page. */
export const localeOf = (request: FastifyRequest): TLocale =>
  parseLocale(request.headers.language) ?? pageLocaleOf(request);
