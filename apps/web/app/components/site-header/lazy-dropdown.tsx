import type { DropdownProps } from 'antd';
import { cloneElement, isValidElement, useEffect, useState, type ComponentType } from 'react';

let loaded: ComponentType<DropdownProps> | undefined;
let loading: Promise<ComponentType<DropdownProps>> | undefined;
const loadDropdown = () =>
  (loading ??= import('antd/es/dropdown').then((module) => (loaded = module.default)));

/**
 * antd's Dropdown with its menu, trigger and motion code is about 34 KB gzip, an eighth of what the
 * home page loaded before it was interactive, for menus nobody opens before then. The header renders
 * the trigger alone on the server and on hydration (so both render alike), then fetches Dropdown
 * once the page is idle. A pointer, focus or click that comes first asks for it at once and opens
 * the menu when it is there.
 */
export function LazyDropdown({ children, ...props }: DropdownProps) {
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (Dropdown) return;
    let live = true;
    const fetchIt = () => void loadDropdown().then((component) => live && setDropdown(() => component));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(fetchIt)
      : window.setTimeout(fetchIt, 1);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Dropdown]);

  if (Dropdown) {
    // Held open only when asked for before it loaded; after its first close it runs on its own: kept
    // controlled, it lost clicks on its items in browser tests.
    return (
      <Dropdown {...props} open={open || undefined} onOpenChange={(next) => next || setOpen(false)}>
        {children}
      </Dropdown>
    );
  }
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const want = () => {
    setOpen(true);
    void loadDropdown().then((component) => setDropdown(() => component));
  };
  return cloneElement(children, {
    onPointerEnter: want,
    onFocus: want,
    onClick: want,
    onPointerLeave: () => setOpen(false),
  });
}
