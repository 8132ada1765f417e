import { createCache, extractStyle } from '@ant-design/cssinjs';

type TCache = ReturnType<typeof createCache>;

/**
 * antd computes each component's CSS while rendering; doing that afresh for every request cost
 * about two thirds of a page's render time. One cache for the process keeps the computed CSS,
 * and each request records which entries its own render touched, so its page still carries only
 * the styles it uses.
 */
const shared = createCache();

export const requestStyleCache = (): { cache: TCache; extract: () => string } => {
  const used = new Set<string>();
  const cache = Object.create(shared) as TCache;
  cache.opUpdate = (key, valueFn) => {
    used.add(key);
    return shared.opUpdate(key, valueFn);
  };
  const extract = () => {
    const view = Object.create(shared) as TCache;
    view.cache = new Map(
      [...used].flatMap((key) => (shared.cache.has(key) ? [[key, shared.cache.get(key)!]] : [])),
    );
    view.extracted = new Set();
    return extractStyle(view);
  };
  return { cache, extract };
};
