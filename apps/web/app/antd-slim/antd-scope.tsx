import { createContext, useContext, type ReactNode } from 'react';
import {
  Outlet,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RouteContext as RouteContext,
  useMatches,
} from 'react-router';
import { useShell } from '../shell';
import { ANTD_THEME, type TAntdTheme } from './antd-theme-key';

/**
 * antd's ConfigProvider (theme, locale, size) costs every page that draws it antd's core, about
 * 35 KB gzip, so only pages that draw antd have it (docs/decisions/043-fast-when-signed-in.md).
 * Every module of app/ that imports antd imports antd-theme.tsx too (vite/antd-theme.ts), which
 * heads the `antd-core` chunk and leaves its provider under ANTD_THEME when it runs.
 */
const registered = () => (globalThis as Record<symbol, TAntdTheme | undefined>)[ANTD_THEME];

/** The chunk antd's core and antd-theme.tsx share (vite.config.ts). */
const ANTD_CORE = /\/antd-core-[^/]*\.js$/;

const Themed = createContext(false);

/**
 * The Outlet of a layout (`below`: whether any route under it imports antd) or of the root
 * (`child`: whether its child route's own module does, so that the default layout, which draws no
 * antd, is not wrapped and stays mounted when a page with antd follows one without). The answer
 * comes from the route manifest, the same on the server and in the browser, so both render the
 * same tree; it changes only with the routes under this Outlet, which remount then anyway.
 */
export function AntdOutlet({ scope = 'below', context }: { scope?: 'child' | 'below'; context?: unknown }) {
  const themed = useContext(Themed);
  const framework = useContext(FrameworkContext);
  const rendered = useContext(RouteContext).matches;
  const matches = useMatches();
  const { locale, phone } = useShell();
  const outlet = <Outlet context={context} />;
  const Theme = registered();
  if (themed || !Theme) return outlet;
  const own = rendered[rendered.length - 1]?.route.id;
  const under = matches.slice(matches.findIndex((match) => match.id === own) + 1);
  const routes = scope === 'child' ? under.slice(0, 1) : under;
  const needed = framework
    ? routes.some(({ id }) => framework.manifest.routes[id]?.imports?.some((src) => ANTD_CORE.test(src)))
    : true;
  if (!needed && !import.meta.env.DEV) return outlet;
  return (
    <Themed.Provider value={true}>
      <Theme locale={locale} phone={phone}>
        {outlet}
      </Theme>
    </Themed.Provider>
  );
}

/**
 * antd's theme around an island that loads antd after the page (toasts, the header's menus and
 * dialogs), which may sit outside the routes' theme: the island imports antd, so it is registered.
 */
export function AntdIsland({ children }: { children: ReactNode }) {
  const { locale, phone } = useShell();
  const Theme = registered();
  return Theme ? (
    <Theme locale={locale} phone={phone}>
      {children}
    </Theme>
  ) : (
    children
  );
}
