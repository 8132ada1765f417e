import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, parseLocale, type TLocale } from '@huitang/contracts';

/** The caller's language: the `language` header, else the `locale` cookie, else Chinese. */
export const localeOf = (request: FastifyRequest): TLocale =>
  parseLocale(request.headers.language) ?? parseLocale(request.cookies[LOCALE_COOKIE]) ?? DEFAULT_LOCALE;
