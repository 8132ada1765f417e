import compat, {
  useEffect,
  useState,
  useSyncExternalStore as compatUseSyncExternalStore,
} from 'preact/compat';

/**
 * `react` in the browser build (vite/preact-client.ts): preact/compat, but useSyncExternalStore
 * reads getServerSnapshot while the page hydrates and switches to getSnapshot after, as React does
 * (preact/compat reads getSnapshot at once). Without it, a value the server cannot know (useInBrowser)
 * drew the browser's tree over the server's DOM, which Preact adopts without correcting it.
 */
let hydrating = false;

export const whileHydrating = (hydrate: () => void) => {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
};

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = useState(() => hydrating && getServerSnapshot !== undefined);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return compatUseSyncExternalStore(subscribe, fromServer ? getServerSnapshot! : getSnapshot);
}

// preact/compat's types describe React's namespace (`export =`); the module has named exports.
// @ts-expect-error TS2498
export * from 'preact/compat';
export default { ...compat, useSyncExternalStore };
