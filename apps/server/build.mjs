// Compiles the server to one ES module, dist/main.js, for `npm start`: production runs JavaScript,
// not TypeScript through tsx. Packages stay outside the bundle (they have native parts and their
// own files); the workspace's contracts, which are TypeScript, go inside it.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const contracts = new URL('../../packages/contracts/src/index.ts', import.meta.url).pathname;
const { dependencies } = JSON.parse(await readFile(new URL('package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  external: Object.keys(dependencies)
    .filter((name) => name !== '@huitang/contracts')
    .flatMap((name) => [name, `${name}/*`]),
  plugins: [
    {
      name: 'workspace-contracts',
      setup: (b) => b.onResolve({ filter: /^@huitang\/contracts$/ }, () => ({ path: contracts })),
    },
  ],
});
