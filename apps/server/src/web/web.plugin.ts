import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { Code, TOKEN_COOKIE, translate, type TEnvelope, type TLocale } from '@huitang/contracts';
import { repoRoot } from '../config.ts';
import { pageLocaleOf } from '../platform/http/locale.ts';
import { pageContentSecurityPolicy } from '../platform/http/security-headers.ts';
import { acceptsGzip, sendCachedPage, sendFetchResponse, sendHtml, toFetchRequest } from './fetch-bridge.ts';
import { anonymousCookieHeader, type TCachedPage, type TPageCache } from './page-cache.ts';
import { isRead } from './page-changes.ts';
import type { TOwnReads } from './own-reads.ts';
import { createSharedReads, type TSharedReads } from './shared-reads.ts';
import { createSplicer, type TRenderVisitorArea, type TVisitorSource } from './shared-pages.ts';
import { callOwnRoute } from '../platform/http/drain.ts';

export interface TWebOptions {
  /** apps/web/build by default: `npm run build -w @huitang/web` writes it. */
  buildDir?: string;
  /** The domain the token cookie is set on, so the web can clear a refused token. */
  cookieDomain?: string | undefined;
  /** Anonymous visitors' pages (page-cache.ts); without one every page is rendered. */
  pageCache?: TPageCache;
  /** Who a signed-in visitor of a shared page is (shared-pages.ts). */
  visitorOf: TVisitorSource;
  /** The public calls every page's loaders make, kept (shared-reads.ts); by default none are. */
  sharedReads?: TSharedReads;
  /** The visitor's own reads answered in the process (own-reads.ts); by default through the routes. */
  ownReads?: TOwnReads;
}

const DEFAULT_BUILD_DIR = path.join(repoRoot, 'apps/web/build');
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isEnvelope = (value: unknown): value is TEnvelope<unknown> =>
  typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;

type TTransport = (callPath: string, body: unknown) => Promise<TEnvelope<unknown>>;

/**
 * The loaders' way to the API: the same routes in the process (callOwnRoute), so a page costs no loop-back
 * HTTP, with the visitor's token, language and address (rate limits see the real client). The calls
 * of one render share one session lookup (authenticate.ts); `use` runs the render with them.
 * Two loaders of one render asking the same read at once (the root's and the guard's user info)
 * share one call, and the public calls every page makes come from `sharedReads` (shared-reads.ts).
 * The visitor's own reads (who they are, their unread count, the console's rows) come from `ownReads`
 * (own-reads.ts).
 * The calls' reads of one meeting (its access check) are made once per render (render-reads.ts).
 */
const withTransport = async <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: TLocale,
  token: string | undefined,
  sharedReads: TSharedReads,
  ownReads: TOwnReads | undefined,
  use: (transport: TTransport) => Promise<T>,
): Promise<T> => {
  const shared = app.authenticate.shareWithinRender();
  const inject = async (callPath: string, body: unknown) => {
    const response = await callOwnRoute(app, {
      method: 'POST',
      url: `/apis${callPath}`,
      payload: body ?? {},
      headers: { language: locale, ...shared.header, ...(token ? { token } : {}) },
      remoteAddress: request.ip,
    });
    return response.payload;
  };
  const answer = async (callPath: string, body: unknown) => {
    const own = token ? ownReads?.answer(callPath, body, locale, () => shared.session(token)) : undefined;
    const answered = own ? await own : undefined;
    return answered ?? inject(callPath, body);
  };
  const envelopeOf = (payload: string): TEnvelope<unknown> => {
    const json: unknown = (() => {
      try {
        return JSON.parse(payload) as unknown;
      } catch {
        return undefined;
      }
    })();
    return isEnvelope(json) ? json : { code: Code.FAILURE, msg: translate('failure', locale), data: null };
  };
  const inFlight = new Map<string, Promise<string>>();
  const transport: TTransport = async (callPath, body) => {
    const kept = sharedReads.read(callPath, body, locale, async () => {
      const payload = await inject(callPath, body);
      return { ok: envelopeOf(payload).code === Code.OK, payload };
    });
    if (kept) return envelopeOf(await kept);
    if (!isRead(callPath)) {
      // What the render read before a change is not served after it (render-reads.ts).
      try {
        return envelopeOf(await inject(callPath, body));
      } finally {
        shared.forget();
      }
    }
    const key = `${callPath} ${JSON.stringify(body ?? {})}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = answer(callPath, body).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    // Parsed for each caller: no loader sees another's objects.
    return envelopeOf(await pending);
  };
  try {
    return await use(transport);
  } finally {
    shared.release();
  }
};

/**
 * Serves the built web: hashed client files with a year's cache (precompressed .br/.gz when the
 * browser takes them) and every other non-API path server-rendered by React Router.
 */
export const webPlugin = async (app: FastifyInstance, options: TWebOptions) => {
  const buildDir = options.buildDir ?? DEFAULT_BUILD_DIR;
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn(`web build not found at ${serverEntry}: pages are off (run npm run build -w @huitang/web)`);
    return;
  }
  // The build is a production build; its server half must run React's and antd's production code
  // too (faster, and the same markup the client bundle hydrates) unless told otherwise. React reads
  // NODE_ENV when first imported, hence the late imports.
  process.env.NODE_ENV ??= 'production';
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (fileResponse, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      fileResponse.setHeader(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const sharedReads = options.sharedReads ?? createSharedReads({ ttlMs: 0 });

  // React Router reads raw bodies itself (form posts, data requests): no parser may consume them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const render = (request: FastifyRequest, reply: FastifyReply, locale: TLocale, nonce: string) =>
    withTransport(
      app,
      request,
      locale,
      request.cookies[TOKEN_COOKIE],
      sharedReads,
      options.ownReads,
      (transport) =>
        handle(toFetchRequest(request, reply), { transport, cookieDomain: options.cookieDomain, nonce }),
    );
  /** The page as a visitor with the same language and neutral cookies, but signed out, would get it. */
  const renderAnonymously = (request: FastifyRequest, reply: FastifyReply, locale: TLocale, nonce: string) =>
    withTransport(app, request, locale, undefined, sharedReads, options.ownReads, (transport) =>
      handle(toFetchRequest(request, reply, { cookie: anonymousCookieHeader(request.cookies) }), {
        transport,
        cookieDomain: options.cookieDomain,
        nonce,
      }),
    );
  const renderWhole = async (request: FastifyRequest, reply: FastifyReply, locale: TLocale) => {
    const nonce = randomBytes(16).toString('base64');
    void reply.header('content-security-policy', pageContentSecurityPolicy(nonce));
    return sendFetchResponse(request, reply, await render(request, reply, locale, nonce));
  };
  const cache = options.pageCache;
  const renderArea = (build.entry.module as { renderVisitorArea?: TRenderVisitorArea }).renderVisitorArea;
  const splice = renderArea ? createSplicer(renderArea) : undefined;

  /** The kept page under key, rendered by renderIt when there is none yet (once, however many ask). */
  const keptPage = async (
    pageCache: TPageCache,
    key: string,
    renderIt: (nonce: string) => Promise<Response>,
  ): Promise<{ page: TCachedPage } | { page: undefined; response: Response; nonce: string }> => {
    const kept = await pageCache.find(key);
    if (kept) return { page: kept };
    const pending = pageCache.begin(key);
    const nonce = randomBytes(16).toString('base64');
    let response: Response;
    try {
      response = await renderIt(nonce);
    } catch (error) {
      // Whoever waited on this render is answered (they render for themselves).
      await pageCache.finish(pending, undefined, nonce);
      throw error;
    }
    const page = await pageCache.finish(pending, response, nonce);
    return page ? { page } : { page, response, nonce };
  };

  /**
   * A signed-in visitor of a shared page (decision 017) gets the page everybody gets with their own
   * visitor area spliced in; any other page, or a refused token, is rendered whole for them.
   */
  const sendSignedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pageCache: TPageCache,
    key: string,
    locale: TLocale,
  ) => {
    const { page } = await keptPage(pageCache, key, (nonce) =>
      renderAnonymously(request, reply, locale, nonce),
    );
    const visitor = page?.shared ? await options.visitorOf(request) : undefined;
    if (!page || !visitor || !splice) return renderWhole(request, reply, locale);
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', page.policy);
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(request)) return sendHtml(request, reply, splice(page, locale, visitor, request.url));
    reply.header('content-encoding', 'gzip');
    return reply.send(splice(page, locale, visitor, request.url, true));
  };

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      if (request.url.startsWith('/apis/') || request.url === '/apis') return reply.callNotFound();
      const locale = pageLocaleOf(request);
      const key = cache?.keyOf(request, locale);
      if (cache && key !== undefined) {
        const kept = await keptPage(cache, key, (nonce) => render(request, reply, locale, nonce));
        if (kept.page) return sendCachedPage(request, reply, cache, kept.page);
        void reply.header('content-security-policy', pageContentSecurityPolicy(kept.nonce));
        return sendFetchResponse(request, reply, kept.response);
      }
      const signedInKey = cache?.signedInKeyOf(request, locale);
      if (cache && signedInKey !== undefined) return sendSignedIn(request, reply, cache, signedInKey, locale);
      return renderWhole(request, reply, locale);
    },
  });
};
