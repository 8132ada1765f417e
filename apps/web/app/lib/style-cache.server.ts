import { createCache, extractStyle } from '@ant-design/cssinjs';

type TCache = ReturnType<typeof createCache>;

/**
 * antd computes each component's CSS while rendering; doing that afresh for every request cost
 * about two thirds of a page's render time. One cache for the process keeps the computed CSS,
 * and each request records which entries its own render touched, so its page still carries only
 * the styles it uses.
 */
const shared = createCache();
/** The <style> text per set of entries: pages of one route touch the same entries, so most renders reuse one. */
const extracted = new Map<string, string>();
const MAX_EXTRACTED = 200;

/**
 * Whether a cache entry is the variables of an antd component the page drew. The theme's token (its
 * ~12 KB of CSS variables) and the icons' style are registered by the ConfigProvider alone, so a
 * console page, whose server HTML is its frame and a spinner (BrowserPage), would carry the
 * variables for nothing: the browser registers them itself when it draws the page's antd.
 */
const drawsAntd = (key: string) => key.startsWith('cssVar%');
/** The ConfigProvider's token: the page's routes draw antd, on the server or in the browser. */
const themesAntd = (key: string) => key.startsWith('token%');

/**
 * The head's first elements for the styles a render touched: antd's `stylesheet` where the page's
 * routes draw antd, so the browser fetches it beside their scripts, and the CSS variables (and the
 * icons' rules) antd's runtime wrote while rendering.
 */
export const requestStyleCache = (stylesheet: string): { cache: TCache; extract: () => string } => {
  const used = new Set<string>();
  const cache = Object.create(shared) as TCache;
  cache.opUpdate = (key, valueFn) => {
    used.add(key);
    return shared.opUpdate(key, valueFn);
  };
  const extract = () => {
    const touched = [...used].filter((key) => shared.cache.has(key));
    const keys = touched.some(drawsAntd) ? touched : touched.filter((key) => !themesAntd(key));
    const linked = touched.some(themesAntd);
    const signature = `${linked}\u0000${keys.join('\u0000')}`;
    const known = extracted.get(signature);
    if (known !== undefined) return known;
    const view = Object.create(shared) as TCache;
    view.cache = new Map(keys.map((key) => [key, shared.cache.get(key)!]));
    view.extracted = new Set();
    const link = linked ? `<link rel="stylesheet" href="${stylesheet}">` : '';
    const styles = link + extractStyle(view);
    if (extracted.size >= MAX_EXTRACTED) extracted.delete(extracted.keys().next().value!);
    extracted.set(signature, styles);
    return styles;
  };
  return { cache, extract };
};
