import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  Code,
  calls,
  envelopeOf,
  isAuthPath,
  translate,
  type TCallPath,
  type TCallResponse,
  type TCalls,
  type TLocale,
  type TMessageKey,
} from '@huitang/contracts';
import { carriesToken, type TSessionUser } from '../auth/authenticate.ts';
import type { TAddressLimit } from './address-limit/address-limit.ts';
import { forbidden } from './errors.ts';
import { localeOf } from './locale.ts';

export interface TCallContext<P extends TCallPath> {
  body: z.output<TCalls[P]['request']>;
  request: FastifyRequest;
  reply: FastifyReply;
  locale: TLocale;
  /** Who is calling, on public calls registered with identifyCaller; null for anonymous callers. */
  caller: TSessionUser | null;
}
export interface TAuthCallContext<P extends TCallPath> extends TCallContext<P> {
  user: TSessionUser;
}
/** What an `authRead` handler gets: no request or reply, so a page render can call it in-process. */
export type TReadContext<P extends TCallPath> = Pick<TAuthCallContext<P>, 'user' | 'body' | 'locale'>;

export interface TCallOptions {
  /** Message sent with a success, e.g. 保存成功 (or chosen from the answer); the plain 操作成功 otherwise. */
  successKey?: TMessageKey | ((data: unknown) => TMessageKey);
  /** Per-address limit for calls worth abusing (sign-in, SMS); routes given one limit share its bucket. */
  addressLimit?: TAddressLimit;
  /**
   * The handler returns shared, never-mutated snapshots (site settings): their serialized envelope is
   * kept per object and language, so the hottest calls skip JSON work entirely.
   */
  snapshotData?: boolean;
  /** Platform administrators only: refused (306) before the body is even read. */
  adminOnly?: boolean;
  /** A public call that behaves differently for a signed-in caller (a preview): `caller` is set when the token is good. */
  identifyCaller?: boolean;
}

const serialized = new WeakMap<object, Partial<Record<TLocale, string>>>();

const serializeOnce = (data: object, locale: TLocale): string => {
  const byLocale = serialized.get(data) ?? {};
  let json = byLocale[locale];
  if (json === undefined) {
    json = JSON.stringify({ code: Code.OK, msg: translate('ok', locale), data });
    serialized.set(data, { ...byLocale, [locale]: json });
  }
  return json;
};

const users = new WeakMap<FastifyRequest, TSessionUser>();
const succeeded = new WeakSet<FastifyRequest>();

/** Whether this request was a call of the contract whose handler finished without an error. */
export const callSucceeded = (request: FastifyRequest): boolean => succeeded.has(request);

const register = <P extends TCallPath>(
  app: FastifyInstance,
  path: P,
  options: TCallOptions & { needsLogin: boolean },
  handler: (context: TCallContext<P> & { user: TSessionUser | null }) => Promise<TCallResponse<P>>,
) => {
  const contract = calls[path];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/apis${path}`,
    schema: {
      tags: [path.split('/')[1] ?? 'api'],
      body: contract.request,
      response: { 200: envelopeOf(contract.response) },
    },
    // Who is calling is settled before what they sent: strangers learn nothing from validation.
    preValidation: async (request) => {
      await options.addressLimit?.take(request.ip);
      if (options.needsLogin) {
        const user = await app.authenticate(request);
        if (options.adminOnly && !user.isAdmin) throw forbidden();
        users.set(request, user);
      } else if (options.identifyCaller && carriesToken(request)) {
        // A bad or expired token just makes an anonymous visitor here (no token: nothing to look up,
        // and no refusal built to be thrown away, stack and all, on every anonymous call).
        const user = await app.authenticate(request).catch(() => undefined);
        if (user) users.set(request, user);
      }
      // A bodiless POST is an empty request, not a malformed one.
      request.body ??= {};
    },
    handler: async (request, reply) => {
      const locale = localeOf(request);
      const user = users.get(request) ?? null;
      const body = request.body as z.output<TCalls[P]['request']>;
      const data = await handler({ body, request, reply, locale, user, caller: user });
      succeeded.add(request);
      if (options.snapshotData && typeof data === 'object' && data !== null) {
        // Already the envelope's JSON text; the route's typed reply only knows the object form.
        return reply.type('application/json; charset=utf-8').send(serializeOnce(data, locale) as never);
      }
      const key = typeof options.successKey === 'function' ? options.successKey(data) : options.successKey;
      return { code: Code.OK, msg: translate(key ?? 'ok', locale), data: data ?? null };
    },
  });
};

/** A public call (/api/ path). */
export const apiCall = <P extends TCallPath>(
  app: FastifyInstance,
  path: P,
  handler: (context: TCallContext<P>) => Promise<TCallResponse<P>>,
  options: TCallOptions = {},
) => {
  if (isAuthPath(path)) throw new Error(`${path} is an /auth/ path: register it with authCall`);
  register(app, path, { ...options, needsLogin: false }, handler);
};

/** A call that needs a login: every /auth/ path, plus the few /api/ ones that must know the caller. */
export const authCall = <P extends TCallPath>(
  app: FastifyInstance,
  path: P,
  handler: (context: TAuthCallContext<P>) => Promise<TCallResponse<P>>,
  options: TCallOptions = {},
) =>
  register(app, path, { ...options, needsLogin: true }, (context) =>
    handler({ ...context, user: context.user as TSessionUser }),
  );

/**
 * An /auth/ read of what the caller may see that needs nothing of the HTTP request (no address
 * limit, no administrators-only gate, no request or reply): its route, and the same handler kept as
 * the in-process answer a page render's loaders get (web/own-reads.ts), which skips app.inject.
 */
export const authRead = <P extends TCallPath>(
  app: FastifyInstance,
  path: P,
  handler: (context: TReadContext<P>) => Promise<TCallResponse<P>>,
) => {
  authCall(app, path, handler);
  // Its body is parsed by the same contract before it is called (own-reads.ts).
  app.ownReads.add(path, handler as unknown as Parameters<FastifyInstance['ownReads']['add']>[1]);
};
