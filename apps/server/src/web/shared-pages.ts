import { Code, type TCallPath, type TEnvelope, type TLocale, type TUserExt } from '@huitang/contracts';
import type { TCachedPage } from './page-cache.ts';

/** Who a page is rendered for, as the web's lib/visitor.tsx has it. */
export interface TVisitor {
  user: TUserExt | null;
  msgNum: number;
}

/** The web build's renderer of the header's visitor area (apps/web/app/components/site-header/visitor-area.server.tsx). */
export type TRenderVisitorArea = (locale: TLocale, visitor: TVisitor, url: string) => string;

type TCall = (path: TCallPath, body: unknown) => Promise<TEnvelope<unknown>>;

const NOBODY: TVisitor = { user: null, msgNum: 0 };
/** The element the browser reads the spliced visitor from before hydrating (VISITOR_SCRIPT_ID in lib/visitor.tsx). */
const VISITOR_SCRIPT_ID = 'ht-visitor';

/**
 * The signed-in visitor behind a token, read by the same two calls as the root loader
 * (apps/web/app/lib/site.server.ts); undefined when the token is refused, so the page is rendered
 * whole and the root loader signs the visitor out as it always does.
 */
export const loadVisitor = async (call: TCall): Promise<TVisitor | undefined> => {
  const [user, unread] = await Promise.all([
    call('/user/auth/user/ext/view', {}),
    call('/user/auth/msg/num', {}),
  ]);
  if (user.code !== Code.OK) return undefined;
  const msgNum = unread.code === Code.OK ? (unread.data as { num: number }).num : 0;
  return { user: user.data as TUserExt, msgNum };
};

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Makes a shared page (decision 017) a signed-in visitor's own: nobody's visitor area, found in the
 * page everybody gets, is replaced by the visitor's (a page without a site header has none), and the
 * visitor rides along for hydration. Both areas come from the same renderer, so the markup is the
 * one a whole render for the visitor would have.
 */
export const createSplicer = (renderArea: TRenderVisitorArea) => {
  const nobodysArea = new Map<TLocale, string>();
  return (page: TCachedPage, locale: TLocale, visitor: TVisitor, url: string): Buffer => {
    let nobody = nobodysArea.get(locale);
    if (nobody === undefined) nobodysArea.set(locale, (nobody = renderArea(locale, NOBODY, url)));
    const html = page.html.toString('utf8');
    const at = html.indexOf(nobody);
    const withArea =
      at < 0 ? html : html.slice(0, at) + renderArea(locale, visitor, url) + html.slice(at + nobody.length);
    const bodyEnd = withArea.lastIndexOf('</body>');
    const end = bodyEnd < 0 ? withArea.length : bodyEnd;
    const script = `<script type="application/json" id="${VISITOR_SCRIPT_ID}">${scriptSafeJson(visitor)}</script>`;
    return Buffer.from(withArea.slice(0, end) + script + withArea.slice(end));
  };
};
