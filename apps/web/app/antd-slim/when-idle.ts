/**
 * Runs `load` once the browser is idle after the page has loaded, for code the page needs only at a
 * person's first press or keystroke: it is there by then, yet never delays the page. Nothing on
 * the server.
 */
export const loadWhenIdle = (load: () => unknown) => {
  if (typeof window === 'undefined') return;
  const start = () =>
    window.requestIdleCallback ? window.requestIdleCallback(() => load()) : window.setTimeout(load, 1);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
};
