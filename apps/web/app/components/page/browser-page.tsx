import type { ReactNode } from 'react';
import { useInBrowser } from '../../lib/use-in-browser';
import styles from './browser-page.module.css';

/**
 * A page only its signed-in user's browser needs (the console, the personal centre): the server's
 * HTML carries its frame and a loading state here, and the browser draws the page as it hydrates,
 * from the data the loaders already sent. Rendering forms, tables and menus of antd on the server
 * cost each such request most of its time (issue 45); moving between pages in the browser never
 * shows the loading state. `fallback` draws something else in its place (null: nothing, for a side
 * menu whose frame the layout already draws). The spinner is plain CSS: antd's Spin would add its
 * chunk to every such page's first load.
 */
export function BrowserPage({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const inBrowser = useInBrowser();
  if (inBrowser) return children;
  if (fallback !== undefined) return fallback;
  return <Loading />;
}

/** The plain CSS spinner of a part still loading. */
export function Loading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}

/** The plain spinner over a dimmed page, where a dialog asked for is still loading its code. */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay} aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}
