import type { Plugin } from 'vite';

/** What entry.server.tsx imports: each language's base-texts script, by its URL in the browser. */
export const BASE_TEXTS_MODULE = 'virtual:huitang/base-texts';
const RESOLVED = `\0${BASE_TEXTS_MODULE}`;
const SOURCE = /[\\/]app[\\/]i18n[\\/](zh|en)\.ts$/;

/**
 * The browser loads only its page's language of the base texts (app/i18n/index.ts), with an
 * import() the browser would find only once the i18n module runs. The server names that script in
 * the page's head (a modulepreload), so it arrives beside the others. The client build runs first
 * and records the scripts' names here; the server build, with the same plugin instance (React
 * Router builds with shared plugins), reads them. In development the sources are the scripts.
 */
export const baseTexts = (): Plugin => {
  let base = '/';
  let scripts: Record<string, string> | undefined;
  return {
    name: 'huitang-base-texts',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === BASE_TEXTS_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (this.environment.mode === 'dev')
        scripts = { zh: `${base}app/i18n/zh.ts`, en: `${base}app/i18n/en.ts` };
      if (!scripts?.zh || !scripts.en)
        this.error('base-texts: the client build has not named the base texts');
      return `export default ${JSON.stringify(scripts)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      scripts = {};
      for (const chunk of Object.values(bundle)) {
        const language = chunk.type === 'chunk' ? SOURCE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
        if (language) scripts[language] = `${base}${chunk.fileName}`;
      }
    },
  };
};
