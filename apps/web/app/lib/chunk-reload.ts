const STORAGE_KEY = 'huitang.chunkReloadAt';
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy, old pages ask for script chunks that no longer exist. Reloading fetches the new
 * build; remembering the last reload keeps a truly broken chunk from reloading in a loop.
 */
const reloadOncePerMinute = (): boolean => {
  const now = Date.now();
  const last = Number(window.localStorage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  window.localStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
};

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

const messageOf = (reason: unknown): string =>
  reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';

export const installChunkReload = (): void => {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOncePerMinute()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (CHUNK_ERROR.test(messageOf(event.reason))) reloadOncePerMinute();
  });
};
