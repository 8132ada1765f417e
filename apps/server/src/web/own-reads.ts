import { z } from 'zod';
import { Code, calls, envelopeOf, translate, type TCallPath, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../platform/auth/authenticate.ts';
import { AppError } from '../platform/http/errors.ts';
import { appErrorEnvelope } from '../platform/http/error-handler.ts';

/** A read of the signed-in caller's own data, as its authCall route's handler makes it. */
export type TOwnRead = (user: TSessionUser) => Promise<unknown>;

/**
 * Answers a call of the signed-in visitor, or undefined when it is not one of the reads: the JSON
 * text its route would send, or undefined when only the route can answer it (then call it).
 */
export type TOwnReads = (
  path: string,
  body: unknown,
  locale: TLocale,
  session: () => Promise<TSessionUser>,
) => Promise<string | undefined> | undefined;

/**
 * The reads every signed-in page's loaders make of the visitor's own data (who they are, their
 * unread count: apps/web/app/loaders/site.server.ts and the account guard), answered from the services
 * in the process instead of through the routes by app.inject (Fastify's routing, a fake request and
 * reply, the body parsed and the answer serialized and parsed again cost more than the reads).
 *
 * The answer is the route's, byte for byte: the same session lookup with the same token (a refused
 * token gets the same code and message), the same handler, the contract's schema encoding the
 * envelope as the route's serializer does. A body the contract refuses, or any error that is not
 * an AppError (which the route answers with its 500 and logs), goes through the route after all.
 */
export const createOwnReads = (reads: Partial<Record<TCallPath, TOwnRead>>): TOwnReads => {
  const envelopes = new Map<string, z.ZodType>();
  const envelopeSchema = (path: TCallPath) => {
    let schema = envelopes.get(path);
    if (!schema) {
      schema = envelopeOf(calls[path].response);
      envelopes.set(path, schema);
    }
    return schema;
  };
  return (path, body, locale, session) => {
    const read = reads[path as TCallPath];
    if (!read || !calls[path as TCallPath].request.safeParse(body ?? {}).success) return undefined;
    return (async () => {
      let envelope: unknown;
      try {
        const data = await read(await session());
        envelope = { code: Code.OK, msg: translate('ok', locale), data: data ?? null };
      } catch (error) {
        if (!(error instanceof AppError)) return undefined;
        return JSON.stringify(appErrorEnvelope(error, locale));
      }
      const encoded = z.safeEncode(envelopeSchema(path as TCallPath), envelope);
      return encoded.success ? JSON.stringify(encoded.data) : undefined;
    })();
  };
};
