import href from '../../.antd/antd.css?url';

/**
 * antd's stylesheet, made by the build (vite/antd-static-css.ts): antd writes no CSS of its own in
 * the browser (`zeroRuntime`, styles/theme.ts). It goes first in the head, where antd's runtime
 * put its styles, so the site's stylesheets come later and win where both style an element.
 */
export const ANTD_STYLESHEET = href;

/**
 * Links the stylesheet if the page has not, and resolves once it has loaded: a page the server drew
 * with antd has it in its head already; a page without antd that loads some later (a dialog, a
 * toast) links it here, before antd draws anything.
 */
export const antdStylesheetLoaded = (): Promise<void> => {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  // One the server wrote blocked the page's first paint, so it has loaded (or failed) by now.
  if (linked) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
  document.head.prepend(link);
  return loaded;
};
