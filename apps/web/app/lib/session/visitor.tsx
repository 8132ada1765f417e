import type { TUserExt } from '@huitang/contracts';
import { createContext, useContext } from 'react';
import { useLocation, useMatches } from 'react-router';

/** Who is looking at the page: the signed-in user and their unread count, or nobody. */
export interface TVisitor {
  user: TUserExt | null;
  msgNum: number;
}

export const NOBODY: TVisitor = { user: null, msgNum: 0 };

/**
 * Pages whose markup is the same for every visitor except the header's visitor area declare
 * `handle = SHARED_SHELL`. The server then renders such a page once for everybody and, for a
 * signed-in visitor, renders only the visitor area and splices it in (docs/decisions/017-shared-shell.md).
 * Such a page may read the visitor in effects and handlers, never into its server markup.
 */
export const SHARED_SHELL: TShellHandle = { shell: () => true };
/** A route's handle: whether the page at these query parameters is the same for everybody. */
export interface TShellHandle {
  shell: (search: URLSearchParams) => boolean;
}
/** The attribute on <body> that tells the server a rendered page is a shared shell. */
export const SHELL_ATTRIBUTE = 'data-shell';
/** The element carrying a spliced page's visitor, read before hydration. */
export const VISITOR_SCRIPT_ID = 'ht-visitor';

const isShellHandle = (handle: unknown): handle is TShellHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as TShellHandle).shell === 'function';

/** Whether the page being rendered is a shared shell: its deepest route says so for this query. */
export const useSharedShell = (): boolean => {
  const handle = useMatches().at(-1)?.handle;
  const { search } = useLocation();
  return isShellHandle(handle) && handle.shell(new URLSearchParams(search));
};

/** The visitor a spliced page was given, or undefined on a page rendered for its visitor alone. */
const splicedVisitor: TVisitor | undefined = (() => {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(VISITOR_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as TVisitor) : undefined;
})();
/** The root data the page was hydrated with: until the root loader runs again, the spliced visitor holds. */
let hydratedWith: object | undefined;

/**
 * The visitor for the root to provide. A spliced page's root data was rendered for nobody, so until
 * the root loader runs again (the first navigation) the visitor the server spliced in stands for it.
 */
export const visitorOfRoot = (site: object & TVisitor): TVisitor => {
  if (splicedVisitor) {
    hydratedWith ??= site;
    if (site === hydratedWith) return splicedVisitor;
  }
  return { user: site.user, msgNum: site.msgNum };
};

export const VisitorContext = createContext<TVisitor>(NOBODY);

/** The signed-in user (or null) and their unread count. */
export const useVisitor = (): TVisitor => useContext(VisitorContext);
