import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { antdSlim } from './vite/antd-slim.ts';
import { contractShapes } from './vite/contract-shapes.ts';

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
    const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name));
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

export default defineConfig({
  plugins: [reactRouter(), antdSlim(), contractShapes(), precompress()],
  build: {
    rolldownOptions: {
      treeshake: {
        // These only declare things, which their packages do not say: the contracts' schemas (so the
        // browser bundle drops zod) and rc form, which antd's dropdown reaches through a context
        // only, so pages without a form load none of it.
        moduleSideEffects: (id) =>
          !/\/packages\/contracts\/|@rc-component[\\/](form|async-validator)[\\/]/.test(id),
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
                  // editor (tiptap) uses it, and in this group every page would load it. With them,
                  // three small modules every page reaches (the Button's compact-space context and
                  // style, the antd stand-ins' loader), which otherwise made chunks of their own.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)[\\/](?!.*with-selector)|[\\/]antd[\\/]es[\\/](space[\\/]Compact|style[\\/]compact-item)\.js$|[\\/]app[\\/]antd-slim[\\/]deferred\.tsx$/,
                  priority: 30,
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
