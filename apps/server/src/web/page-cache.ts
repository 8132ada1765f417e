import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, RETURN_COOKIE, TOKEN_COOKIE, isMobileAgent, type TLocale } from '@huitang/contracts';
import { policyWithScriptSources } from '../platform/http/security-headers.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Cookies a server render does not read (the language is part of the key); any other one, a token above all, makes the page personal. */
const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, RETURN_COOKIE]);
/** A signed-in visitor with nothing else pending (no notice to show) may be given a shared page. */
const SIGNED_IN_COOKIES = new Set([...NEUTRAL_COOKIES, TOKEN_COOKIE]);
/** What <body> carries on a page that is the same for everybody but the header's visitor area (apps/web/app/lib/session/visitor.tsx). */
const SHARED_SHELL_MARK = '<body data-shell="shared"';

/** A page's own address, not the router's data (`.data`) or manifest (`/__manifest`) requests, which are never kept. */
const isDocumentPath = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return !path.endsWith('.data') && !path.startsWith('/__manifest');
};

/** The Cookie header an anonymous visitor with the same key would send: the neutral cookies only. */
export const anonymousCookieHeader = (cookies: Record<string, string | undefined>): string =>
  Object.entries(cookies)
    .filter(([name, value]) => NEUTRAL_COOKIES.has(name) && value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('; ');

export type TEncoding = 'br' | 'gzip';

/** A rendered page as every anonymous visitor with the same key gets it. */
export interface TCachedPage {
  status: number;
  headers: [string, string][];
  /** A policy allowing exactly the page's own inline scripts by their hashes (no nonce to renew). */
  policy: string;
  html: Buffer;
  /** Its markup is the same for every visitor but the header's visitor area: signed-in visitors get it spliced. */
  shared: boolean;
  encoded: Partial<Record<TEncoding, Promise<Buffer>>>;
  expires: number;
}

export interface TRender {
  key: string;
  generation: number;
  waited: Promise<TCachedPage | undefined>;
  settle: (page: TCachedPage | undefined) => void;
}

export interface TPageCache {
  /** The key of an anonymous GET of a page, or undefined when the answer may differ per visitor. */
  keyOf(request: FastifyRequest, locale: TLocale): string | undefined;
  /** For a signed-in GET: the key an anonymous visitor of the same page has, unless the page is known to differ per visitor. */
  signedInKeyOf(request: FastifyRequest, locale: TLocale): string | undefined;
  /** The fresh page under key, or the one a render already under way for key is about to store. */
  find(key: string): Promise<TCachedPage | undefined>;
  /** Marks a render for key as under way, so visitors arriving meanwhile wait for it, not render again. */
  begin(key: string): TRender;
  /**
   * Ends a render: keeps the response when any visitor with the same key may be given it and nothing
   * changed while it rendered, and hands the result (or undefined) to whoever waited.
   */
  finish(render: TRender, response: Response | undefined, nonce: string): Promise<TCachedPage | undefined>;
  /** Compressed once per page and encoding, then served as bytes. */
  bytesOf(page: TCachedPage, encoding: TEncoding | undefined): Promise<Buffer>;
  /** Drops every page: something an anonymous visitor may see has changed. */
  clear(): void;
  readonly size: number;
}

const INLINE_SCRIPT = (nonce: string) =>
  new RegExp(`<script nonce="${escapeRegExp(nonce)}"([^>]*)>([\\s\\S]*?)</script>`, 'g');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A rendered page's inline scripts carry the render's nonce; a cached page is sent to many visitors,
 * so it cannot keep one. Its scripts are allowed by their hashes instead and the nonce is dropped
 * from the markup: markup that slipped through escaping still runs nothing, as with a nonce
 * (docs/decisions/016-page-cache.md).
 */
const hashPolicyOf = (html: string, nonce: string): { html: string; policy: string } => {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT(nonce))) {
    const [, attributes = '', body = ''] = match;
    if (!/\bsrc=/.test(attributes)) hashes.add(sha256(body));
  }
  return {
    html: html.replaceAll(` nonce="${nonce}"`, ''),
    policy: policyWithScriptSources(["'self'", ...hashes].join(' ')),
  };
};

const compress = (html: Buffer, encoding: TEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(html, { level: 9 });

/**
 * Anonymous visitors' pages, kept for ttlMs and dropped whenever something a page may show changes
 * (clear(), called by page-changes.ts on every instance). Keyed by host, path, query, language and
 * device class; a page with a Set-Cookie header, Cache-Control no-store or a status other than 200
 * is never kept.
 */
export const createPageCache = ({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TPageCache => {
  const pages = new Map<string, TCachedPage>();
  const rendering = new Map<string, Promise<TCachedPage | undefined>>();
  /** Keys whose anonymous render was not kept (a 404, a redirect): a signed-in visitor's page is rendered whole. */
  const unkept = new Map<string, number>();
  // Bumped by clear(): a render begun before a change must not store what it read before it.
  let generation = 0;

  const keep = async (response: Response, nonce: string): Promise<TCachedPage | undefined> => {
    if (response.status !== 200 || response.headers.has('set-cookie') || !response.body) return undefined;
    // A page personal by its address (a token in the query) says no-store: it is nobody else's either.
    if (/\bno-store\b/.test(response.headers.get('cache-control') ?? '')) return undefined;
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return undefined;
    const { html, policy } = hashPolicyOf(await response.text(), nonce);
    return {
      status: response.status,
      headers: [...response.headers],
      policy,
      html: Buffer.from(html),
      shared: html.includes(SHARED_SHELL_MARK),
      encoded: {},
      expires: Date.now() + ttlMs,
    };
  };

  const keyAmong = (request: FastifyRequest, locale: TLocale, allowed: Set<string>) => {
    if (request.method !== 'GET' || request.headers.token !== undefined) return undefined;
    if (Object.keys(request.cookies).some((name) => !allowed.has(name))) return undefined;
    const device = isMobileAgent(request.headers['user-agent']) ? 'phone' : 'desktop';
    return `${request.protocol}://${request.host}${request.url}\u0000${locale}\u0000${device}`;
  };

  return {
    keyOf: (request, locale) => keyAmong(request, locale, NEUTRAL_COOKIES),
    signedInKeyOf(request, locale) {
      if (!request.cookies[TOKEN_COOKIE] || !isDocumentPath(request.url)) return undefined;
      const key = keyAmong(request, locale, SIGNED_IN_COOKIES);
      if (key === undefined || (unkept.get(key) ?? 0) > Date.now()) return undefined;
      return key;
    },
    async find(key) {
      const page = pages.get(key);
      if (page && page.expires > Date.now()) return page;
      if (page) pages.delete(key);
      return rendering.get(key);
    },
    begin(key) {
      let settle: TRender['settle'] = () => undefined;
      const waited = new Promise<TCachedPage | undefined>((resolve) => (settle = resolve));
      rendering.set(key, waited);
      return { key, generation, waited, settle };
    },
    async finish(render, response, nonce) {
      let page: TCachedPage | undefined;
      try {
        page = response ? await keep(response, nonce) : undefined;
      } finally {
        if (rendering.get(render.key) === render.waited) rendering.delete(render.key);
        if (!page && response && render.generation === generation) {
          if (unkept.size >= maxEntries) unkept.delete(unkept.keys().next().value!);
          unkept.set(render.key, Date.now() + ttlMs);
        }
        if (page && render.generation === generation) {
          // The oldest page goes first when full: a Map keeps insertion order.
          if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
          pages.set(render.key, page);
        }
        render.settle(page);
      }
      return page;
    },
    bytesOf(page, encoding) {
      if (!encoding) return Promise.resolve(page.html);
      return (page.encoded[encoding] ??= compress(page.html, encoding));
    },
    clear() {
      generation += 1;
      pages.clear();
      unkept.clear();
      // Visitors arriving from now on render afresh; those already waiting get what they waited for.
      rendering.clear();
    },
    get size() {
      return pages.size;
    },
  };
};
