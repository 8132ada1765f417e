import { useEffect, useState, type ComponentProps } from 'react';

type TMenuModule = typeof import('@rc-component/menu');

let loaded: TMenuModule | undefined;
let loading: Promise<TMenuModule> | undefined;
const loadMenu = () => (loading ??= import('@rc-component/menu').then((module) => (loaded = module)));

/**
 * Stands in, in the browser build, for the menu rc-tabs lists the tabs that do not fit in
 * (vite/antd-slim.ts): rc-menu, 7 KB gzip on every page with Tabs, though the menu is drawn only
 * in the "more" dropdown once someone opens it. It loads then, and draws the real menu.
 */
export default function DeferredTabsMenu(props: ComponentProps<TMenuModule['default']>) {
  const [menu, setMenu] = useState(() => loaded);
  useEffect(() => {
    if (menu) return;
    let mounted = true;
    void loadMenu().then((module) => mounted && setMenu(module));
    return () => {
      mounted = false;
    };
  }, [menu]);
  return menu ? <menu.default {...props} /> : null;
}

/** A tab's item in that menu: drawn only inside the real menu, so rc-menu has loaded by then. */
export function MenuItem(props: ComponentProps<TMenuModule['MenuItem']>) {
  return loaded ? <loaded.MenuItem {...props} /> : null;
}
