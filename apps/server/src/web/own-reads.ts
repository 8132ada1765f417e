import { Code, calls, translate, type TCallPath, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../platform/auth/authenticate.ts';
import { AppError } from '../platform/http/errors.ts';
import { appErrorEnvelope } from '../platform/http/error-handler.ts';

/** What a read of the caller's own data gets: who asks, the body as its contract parsed it, their language. */
export interface TOwnReadContext {
  user: TSessionUser;
  body: unknown;
  locale: TLocale;
}

/** A read of the signed-in caller's own data, as its route's handler makes it (call.ts `authRead`). */
export type TOwnRead = (context: TOwnReadContext) => Promise<unknown>;

export interface TOwnReads {
  /**
   * Answers a call of the signed-in visitor, or undefined when it is not one of the reads: the JSON
   * text its route would send, or undefined when only the route can answer it (then call it).
   */
  answer(
    path: string,
    body: unknown,
    locale: TLocale,
    session: () => Promise<TSessionUser>,
  ): Promise<string | undefined> | undefined;
  /** Makes `read` the in-process answer of `path`; its route is registered beside it (call.ts). */
  add(path: TCallPath, read: TOwnRead): void;
}

/**
 * The reads signed-in pages' loaders make of what the visitor may see (who they are, their unread
 * count, the console's meetings, registrations and settings), answered from the handlers in the
 * process instead of through the routes by app.inject: Fastify's routing, a fake request and reply,
 * the hooks, and the body parsed and the answer serialized cost more than the reads (issue 45; a
 * console page makes three such calls).
 *
 * The answer is the route's, byte for byte: the same session lookup with the same token (a refused
 * token gets the same code and message; within a render the session and its reads are shared as
 * the route's are, render-reads.ts), the contract's parsing of the body, the same handler, the
 * envelope serialized as the route's plain JSON serializer does (app.ts). A body the contract
 * refuses, or any error that is not an AppError (which the route answers with its 500 and logs),
 * goes through the route after all. Only reads whose handler needs nothing of the HTTP request are
 * added (no address limit, no administrators-only gate, no request or reply).
 */
export const createOwnReads = (): TOwnReads => {
  const reads = new Map<string, TOwnRead>();
  return {
    add: (path, read) => void reads.set(path, read),
    answer: (path, body, locale, session) => {
      const read = reads.get(path);
      if (!read) return undefined;
      const parsed = calls[path as TCallPath].request.safeParse(body ?? {});
      if (!parsed.success) return undefined;
      return (async () => {
        try {
          const data = await read({ user: await session(), body: parsed.data, locale });
          return JSON.stringify({ code: Code.OK, msg: translate('ok', locale), data: data ?? null });
        } catch (error) {
          if (!(error instanceof AppError)) return undefined;
          return JSON.stringify(appErrorEnvelope(error, locale));
        }
      })();
    },
  };
};
