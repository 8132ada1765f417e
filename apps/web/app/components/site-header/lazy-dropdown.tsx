import type { DropdownProps } from 'antd';
import { cloneElement, isValidElement, useEffect, useRef, useState, type ComponentType } from 'react';

let loaded: ComponentType<DropdownProps> | undefined;
let loading: Promise<ComponentType<DropdownProps>> | undefined;
const loadDropdown = () =>
  (loading ??= import('./themed-dropdown').then((module) => (loaded = module.ThemedDropdown)));

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
  const triggerClickedAt = useRef(0);

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

  if (!isValidElement<Record<string, unknown>>(children)) return children;
  if (Dropdown) {
    // Ours to open and close. A click on the trigger opens the menu and never shuts it: the pointer
    // that clicks has just arrived and opened it by hover, and antd's click trigger would toggle it
    // shut under the click. It closes as the pointer leaves, on a click elsewhere, or on an item.
    const trigger = cloneElement(children, {
      onClickCapture: () => {
        triggerClickedAt.current = Date.now();
      },
    });
    return (
      <Dropdown
        {...props}
        open={open}
        onOpenChange={(next) => {
          if (!next && Date.now() - triggerClickedAt.current < 300) return;
          setOpen(next);
        }}
      >
        {trigger}
      </Dropdown>
    );
  }
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
