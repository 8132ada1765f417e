import { lazy, Suspense, useState, type ComponentType } from 'react';
import { LoadingOverlay } from '../page/browser-page';

/**
 * A dialog whose code loads when it first opens, not with the page: its form's widgets (date
 * pickers, selects, uploads) are not needed to see or use the page, and weighed tens of KB gzip on
 * every page that can open it. Once opened it stays mounted, so it closes with antd's animation and
 * opens again at once. Closed, it renders nothing, as antd's Modal does, so the server's HTML is the
 * same. While its code loads, a spinner over the page says the click was heard.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={open ? <LoadingOverlay /> : null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
