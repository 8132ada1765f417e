import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { calls, links, type TCallPath, type TLinkPath } from '@huitang/contracts';

/**
 * A successful reply's data must be exactly what the contract's response schema describes: every
 * field it names, of the right type, and no field it does not name (presenters whitelist what leaves
 * the server; a field the contract lacks is one a client cannot rely on, or one that leaked).
 * Production skips this check for speed (app.ts serialises plain JSON); every API test makes it.
 *
 * Parsing strips unknown keys, so the parsed value differs from the reply exactly where the reply
 * carries something undeclared; both differences are reported with their paths.
 */
export const replyIssues = (schema: z.ZodType, data: unknown): string[] => {
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
  return undeclared(parsed.data, data, '');
};

/** Paths present in the reply but not in its parsed form: fields the contract does not declare. */
const undeclared = (parsed: unknown, reply: unknown, at: string): string[] => {
  if (isDeepStrictEqual(parsed, reply)) return [];
  if (Array.isArray(reply) && Array.isArray(parsed))
    return reply.flatMap((item, index) => undeclared(parsed[index], item, `${at}${at ? '.' : ''}${index}`));
  if (reply && parsed && typeof reply === 'object' && typeof parsed === 'object') {
    const kept = parsed as Record<string, unknown>;
    return Object.entries(reply as Record<string, unknown>).flatMap(([key, value]) => {
      const path = `${at}${at ? '.' : ''}${key}`;
      return key in kept ? undeclared(kept[key], value, path) : [`${path}: not in the contract`];
    });
  }
  return [`${at || '(data)'}: the contract turns ${JSON.stringify(reply)} into ${JSON.stringify(parsed)}`];
};

/** Throws, failing the test, when a 200 reply of `path` (a call or a JSON link) drifts from its contract. */
export const assertReplyMatchesContract = (path: TCallPath | TLinkPath, code: number, data: unknown) => {
  if (code !== 200) return;
  const schema = path in calls ? calls[path as TCallPath].response : links[path as TLinkPath].response;
  const issues = replyIssues(schema, data);
  if (issues.length) throw new Error(`reply of ${path} drifts from the contract:\n  ${issues.join('\n  ')}`);
};
