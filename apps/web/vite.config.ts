import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { antdSlim } from './vite/antd-slim.ts';
import { antdStaticCss } from './vite/antd-static-css.ts';
import { baseTexts } from './vite/base-texts.ts';
import { antdTheme } from './vite/antd-theme.ts';
import { contractShapes } from './vite/contract-shapes.ts';
import { preactClient } from './vite/preact-client.ts';
import { preloadNewOnly } from './vite/preload-new-only.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes .gz and .br beside every client script and style so the server can send them
 * precompressed (@fastify/static `preCompressed`) instead of compressing on each request.
 */
const precompress = (): Plugin => ({
  name: 'huitang-precompress',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async writeBundle(options, bundle) {
    const dir = options.dir;
    if (!dir) return;
    // Not Vite's manifest (.vite/), which React Router reads at build time and then deletes.
    const files = Object.keys(bundle).filter(
      (name) => /\.(js|css|svg|json)$/.test(name) && !name.startsWith('.vite/'),
    );
    await Promise.all(
      files.map(async (name) => {
        const source = await readFile(join(dir, name));
        const [gz, br] = await Promise.all([
          gzipAsync(source, { level: 9 }),
          brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        await Promise.all([writeFile(join(dir, `${name}.gz`), gz), writeFile(join(dir, `${name}.br`), br)]);
      }),
    );
  },
});

const preload = preloadNewOnly();

export default defineConfig({
  plugins: [
    preactClient(),
    reactRouter(),
    antdSlim(),
    antdTheme(),
    antdStaticCss(),
    baseTexts(),
    contractShapes(),
    precompress(),
    preload.plugin,
  ],
  resolve: {
    // react-i18next and i18next (14 KB gzip on every page) give way to app/i18n/texts.ts, which does
    // the little of them the web uses; their types stay.
    alias: [
      {
        find: /^react-i18next$/,
        replacement: fileURLToPath(new URL('./app/i18n/react.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      treeshake: {
        // These only declare things, which their packages do not say: the contracts' schemas (so the
        // browser bundle drops zod); rc form, which antd's dropdown reaches through a context only,
        // so pages without a form load none of it; rc table, whose index imports its virtual table
        // (with rc virtual list), which no table here draws (app/antd-slim/table-virtual.tsx).
        moduleSideEffects: (id) =>
          !/\/packages\/contracts\/|@rc-component[\\/](form|async-validator|table|virtual-list)[\\/]/.test(
            id,
          ),
      },
    },
  },
  environments: {
    client: {
      // The libraries root.tsx and entry.client need on every page, in one file: split over the
      // chunks rolldown would make of them, they compress worse (each file starts gzip afresh).
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // Not use-sync-external-store's with-selector: only the lazily loaded rich-text
                  // editor (tiptap) uses it, and in this group every page would load it. app/preact is
                  // what the browser has for react-dom/client and react-is (vite/preact-client.ts):
                  // antd's rc-util imports them too, and without this they went to antd-core.
                  test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/](?!.*with-selector)|[\\/]app[\\/]preact[\\/]/,
                  priority: 30,
                },
                {
                  // antd's core: the theme module (app/antd-slim/antd-theme.tsx) and all it imports,
                  // ConfigProvider's closure, which every antd component needs. The pages that draw
                  // antd load it, and the route manifest's imports of it tell which they are
                  // (antd-slim/antd-scope.tsx). The theme module imports nothing of the base.
                  name: 'antd-core',
                  test: /[\\/]app[\\/]antd-slim[\\/]antd-theme\.tsx$/,
                  priority: 20,
                },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
