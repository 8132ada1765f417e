import type { Plugin } from 'vite';

type TBundle = Record<string, { type: string; imports?: string[] }>;

/**
 * A dynamic import() in the browser build lists every file the imported module needs, for the
 * browser to fetch them at once (`__vite__mapDeps`). Most are already there: the importing module's
 * own static imports, loaded before it ran. Each list is written into the importing chunk, so on a
 * console page those names were about 5 KB gzip of hashes the browser had no use for. This keeps
 * the files the importing chunk does not import statically, directly or not.
 */
export const preloadNewOnly = () => {
  let bundle: TBundle = {};
  const loadedWith = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let closure = loadedWith.get(file);
    if (closure) return closure;
    closure = new Set<string>();
    const queue = [file];
    while (queue.length) {
      const next = queue.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      queue.push(...(bundle[next]?.imports ?? []));
    }
    loadedWith.set(file, closure);
    return closure;
  };
  const plugin: Plugin = {
    name: 'huitang-preload-new-only',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // Before Vite writes the lists (vite:build-import-analysis), which calls resolveDependencies.
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedWith.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, dependencies: string[], { hostId }: { hostId: string }) => {
    const loaded = staticClosure(hostId);
    return dependencies.filter((dependency) => !loaded.has(dependency));
  };
  return { plugin, resolveDependencies };
};
