import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true in the browser after that (and from the
 * start on a page the browser renders itself, a client navigation): what may differ between the two
 * renders the server's HTML and the hydrating browser leave out alike.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
