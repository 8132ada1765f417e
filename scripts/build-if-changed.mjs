// `npm start` builds the web and the server only when their sources changed since the last build:
// a second start skips the half-minute web build. The fingerprint of each build's inputs (paths,
// sizes and modification times of its files) is kept beside its output.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['packages/contracts/src', 'package-lock.json'];
const builds = [
  {
    workspace: '@huitang/web',
    inputs: [
      'apps/web/app',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/package.json',
    ],
    output: 'apps/web/build',
  },
  {
    workspace: '@huitang/server',
    inputs: ['apps/server/src', 'apps/server/db', 'apps/server/build.mjs', 'apps/server/package.json'],
    output: 'apps/server/dist',
  },
];

/** Every file under these paths, with its size and time, in a stable order. */
const listing = (paths) =>
  paths.flatMap((relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return [];
    const stat = statSync(full);
    if (!stat.isDirectory()) return [`${relative} ${stat.size} ${stat.mtimeMs}`];
    return readdirSync(full)
      .sort()
      .flatMap((name) => listing([path.join(relative, name)]));
  });

for (const { workspace, inputs, output } of builds) {
  const fingerprint = createHash('sha256')
    .update(listing([...inputs, ...shared]).join('\n'))
    .digest('hex');
  const stamp = path.join(root, output, '.inputs');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) {
    console.log(`${workspace}: unchanged since the last build`);
    continue;
  }
  const built = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  writeFileSync(stamp, fingerprint);
}
