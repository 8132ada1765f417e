import { z } from 'zod';

/**
 * The building blocks of every request schema. One definition each, so a bound added here (the id
 * range, the characters refused) holds for every call at once.
 */

/** PostgreSQL's integer: every id and count column. Past it the database, not the caller, would answer. */
export const INT4_MAX = 2_147_483_647;

/** A row id, from JSON or a query string: 1 … 2147483647, anything else is 601. */
export const ZId = z.coerce
  .number()
  .int('field.invalid')
  .min(1, 'field.invalid')
  .max(INT4_MAX, 'field.invalid');

/** An ordering position an organiser types or drags. */
export const ZSort = z
  .number()
  .int('field.invalid')
  .min(-100_000, 'field.invalid')
  .max(100_000, 'field.invalid');

/** A required text, trimmed. */
export const text = (max: number) => z.string().trim().min(1, 'field.required').max(max, 'field.tooLong');
/** An optional text, trimmed, '' when left out. */
export const optionalText = (max: number) => z.string().trim().max(max, 'field.tooLong').default('');
/** A search box's words. */
export const keyword = (max: number) => z.string().trim().max(max, 'field.tooLong').optional();

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * Where a link or file may point: a path of this site (/uploads/…, /meeting/…) or an absolute
 * http(s) URL. Never javascript:, data: and the like, nor the scheme-relative //host and /\host that
 * browsers read as another site.
 */
export const ZLinkUrl = z
  .string()
  .trim()
  .max(500, 'field.tooLong')
  .refine((url) => isSitePath(url) || /^https?:\/\/[^/\\]/.test(url), 'field.invalid');
/** A link that may be left empty. */
export const ZOptionalLinkUrl = z.union([z.literal(''), ZLinkUrl]).default('');

export const ZTime = z.iso.datetime({ offset: true, error: 'field.invalid' });
export const ZDay = z.iso.date({ error: 'field.invalid' });

// NUL cannot be stored in PostgreSQL text, and a lone surrogate half is not Unicode: jsonb refuses
// it and a text column would silently turn it into U+FFFD. Either way the caller sent something broken.
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (value or key) in a request that holds NUL or a lone surrogate. */
export const findUnsafeText = (
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null => {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE_TEXT.test(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
};

/**
 * A request schema that first refuses broken text anywhere in the request, naming the field: every
 * call's request goes through this (calls.ts), so no field can forget it, jsonb settings included.
 */
export const withSafeText = <T extends z.ZodType>(schema: T): T =>
  schema.superRefine((value, context) => {
    const path = findUnsafeText(value);
    if (path) context.addIssue({ code: 'custom', message: 'field.badCharacters', path, input: value });
  });
