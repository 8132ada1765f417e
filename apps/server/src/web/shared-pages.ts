import type { FastifyRequest } from 'fastify';
import type { TLocale, TUserExt } from '@huitang/contracts';
import type { TAuthenticator } from '../platform/auth/authenticate.ts';
import { AppError } from '../platform/http/errors.ts';
import type { TCachedPage } from './page-cache.ts';
import { deflateSegment, stitchGzip, type TDeflated } from './stitched-gzip.ts';

/** Who a page is rendered for, as the web's lib/session/visitor.tsx has it. */
export interface TVisitor {
  user: TUserExt | null;
  msgNum: number;
}

/** The web build's renderer of the header's visitor area (apps/web/app/components/site-header/visitor-area.server.tsx). */
export type TRenderVisitorArea = (locale: TLocale, visitor: TVisitor, url: string) => string;

const NOBODY: TVisitor = { user: null, msgNum: 0 };
/** The element the browser reads the spliced visitor from before hydrating (VISITOR_SCRIPT_ID in lib/session/visitor.tsx). */
const VISITOR_SCRIPT_ID = 'ht-visitor';

/** The signed-in visitor of a page request; undefined when its token is refused. */
export type TVisitorSource = (request: FastifyRequest) => Promise<TVisitor | undefined>;

/**
 * The visitor as the root loader's two calls read it (apps/web/app/loaders/site.server.ts:
 * `user/ext/view` and `msg/num`), from the same services without going through the routes: one
 * session lookup and two small reads. Undefined when the token is refused, so the page is rendered
 * whole and the root loader signs the visitor out as it always does.
 */
export const createVisitorSource =
  ({
    authenticate,
    viewUser,
    unread,
  }: {
    authenticate: TAuthenticator;
    viewUser: (userId: number) => Promise<TUserExt>;
    unread: (userId: number) => Promise<{ num: number }>;
  }): TVisitorSource =>
  async (request) => {
    try {
      const { userId } = await authenticate(request);
      const [user, { num }] = await Promise.all([viewUser(userId), unread(userId)]);
      return { user, msgNum: num };
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  };

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Visitor areas kept rendered: a visitor moving between shared pages costs React no render. */
const AREAS_KEPT = 2000;

/** A kept page cut once around nobody's visitor area and before </body>, as bytes. */
interface TCutPage {
  head: Buffer;
  middle: Buffer;
  tail: Buffer;
  /** False when the page has no site header: nothing is replaced, the visitor only rides along. */
  hasArea: boolean;
  /** The three parts deflated, made at the first visitor who takes gzip. */
  deflated?: [TDeflated, TDeflated, TDeflated];
}

/**
 * Makes a shared page (decision 017) a signed-in visitor's own: nobody's visitor area, found in the
 * page everybody gets, is replaced by the visitor's (a page without a site header has none), and the
 * visitor rides along for hydration. Both areas come from the same renderer, so the markup is the
 * one a whole render for the visitor would have.
 *
 * Per request this is bytes put together: each kept page is cut once, and each visitor's area is
 * rendered once per language and path (the renderer is pure: the same visitor gives the same markup).
 * A browser that takes gzip gets the page's parts compressed once and only the visitor's compressed
 * per request (stitched-gzip.ts), instead of the whole page compressed for every visit.
 */
export const createSplicer = (renderArea: TRenderVisitorArea) => {
  const nobodysArea = new Map<string, Buffer>();
  const cuts = new WeakMap<TCachedPage, TCutPage>();
  const areas = new Map<string, Buffer>();

  const cut = (page: TCachedPage, locale: TLocale, url: string): TCutPage => {
    const known = cuts.get(page);
    if (known) return known;
    const pathname = url.split('?')[0]!;
    let nobody = nobodysArea.get(`${locale} ${pathname}`);
    if (nobody === undefined) {
      nobody = Buffer.from(renderArea(locale, NOBODY, url));
      nobodysArea.set(`${locale} ${pathname}`, nobody);
    }
    const html = page.html;
    const bodyEnd = html.lastIndexOf('</body>');
    const end = bodyEnd < 0 ? html.length : bodyEnd;
    const at = html.indexOf(nobody);
    const made =
      at < 0 || at > end
        ? { head: html.subarray(0, end), middle: Buffer.alloc(0), tail: html.subarray(end), hasArea: false }
        : {
            head: html.subarray(0, at),
            middle: html.subarray(at + nobody.length, end),
            tail: html.subarray(end),
            hasArea: true,
          };
    cuts.set(page, made);
    return made;
  };

  const areaOf = (locale: TLocale, visitor: TVisitor, url: string, json: string): Buffer => {
    const key = `${locale} ${url.split('?')[0]} ${json}`;
    const kept = areas.get(key);
    if (kept) {
      // Most recently used last, so the oldest is the first to go.
      areas.delete(key);
      areas.set(key, kept);
      return kept;
    }
    const area = Buffer.from(renderArea(locale, visitor, url));
    areas.set(key, area);
    if (areas.size > AREAS_KEPT) areas.delete(areas.keys().next().value!);
    return area;
  };

  const areaDeflated = new WeakMap<Buffer, TDeflated>();
  const deflatedArea = (area: Buffer) => {
    let deflated = areaDeflated.get(area);
    if (!deflated) areaDeflated.set(area, (deflated = deflateSegment(area)));
    return deflated;
  };

  /** The visitor's page, gzipped when `gzip` (the browser takes it), else as it is. */
  return (page: TCachedPage, locale: TLocale, visitor: TVisitor, url: string, gzip = false): Buffer => {
    const made = cut(page, locale, url);
    const json = scriptSafeJson(visitor);
    const script = Buffer.from(`<script type="application/json" id="${VISITOR_SCRIPT_ID}">${json}</script>`);
    const area = made.hasArea ? areaOf(locale, visitor, url, json) : Buffer.alloc(0);
    if (!gzip) return Buffer.concat([made.head, area, made.middle, script, made.tail]);
    made.deflated ??= [deflateSegment(made.head), deflateSegment(made.middle), deflateSegment(made.tail)];
    const [head, middle, tail] = made.deflated;
    return stitchGzip([head, deflatedArea(area), middle, deflateSegment(script, 1), tail]);
  };
};
