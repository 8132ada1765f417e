import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, parseLocale, type TLocale } from '@huitang/contracts';

/** The caller's language: the `language` header, else the `locale` cookie, else Chinese. */
export const localeOf = (request: FastifyRequest): TLocale => {
  // Not parsed yet on a request the router refuses before any hook runs (see answerFrameworkError).
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  return parseLocale(request.headers.language) ?? parseLocale(cookies?.[LOCALE_COOKIE]) ?? DEFAULT_LOCALE;
};
