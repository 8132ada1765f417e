import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const THEME = fileURLToPath(new URL('../app/antd-slim/antd-theme.tsx', import.meta.url));

/** A static import of antd, once TypeScript's type-only ones are gone. */
const IMPORTS_ANTD = /(?:\bfrom\s*|\bimport\s*)["']antd(?:\/[^"']*)?["']/;

/**
 * Every module of app/ that imports antd imports antd-theme.tsx too, which registers antd's
 * ConfigProvider for the routes that draw antd (app/antd-slim/antd-scope.tsx). So the theme comes
 * with antd wherever antd comes, in both builds, and no page module has to remember it.
 */
export const antdTheme = (): Plugin => ({
  name: 'huitang-antd-theme',
  transform(code, id) {
    const file = id.split('?')[0]!;
    if (file === THEME || !/[\\/]app[\\/].*\.tsx?$/.test(file) || file.includes('node_modules')) return;
    if (!IMPORTS_ANTD.test(code)) return;
    return { code: `import ${JSON.stringify(THEME)};\n${code}`, map: null };
  },
});
