#!/usr/bin/env node
/**
 * The quick loop: runs only the API tests a change touches. Every API test loads the whole app, so
 * Vitest's own `related` mode answers "all of them" for any server file; this picks by where the
 * change is instead:
 * - a test file: itself;
 * - a file of a module (`apps/server/src/modules/<module>/…`): that module's tests;
 * - any other server file (platform, web, db, test helpers): the tests in its folder and the tests
 *   that import it by name;
 * - a contracts file: the tests of the module it is named after, and those importing it by name.
 * With no files named, the files changed since the last commit (staged, unstaged, untracked).
 * `--list` names the test files without running them.
 * Web files map to no API test: run their journeys with `npm run test:journeys -- <name>`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const args = process.argv.slice(2).filter((arg) => arg !== '--list');
const listOnly = args.length < process.argv.length - 2;
const changed = args.length
  ? args.map((file) => path.relative(root, path.resolve(file)))
  : [
      ...new Set([
        ...git('diff', '--name-only', 'HEAD'),
        ...git('ls-files', '--others', '--exclude-standard'),
      ]),
    ];

const filesUnder = (folder, wanted) => {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (wanted(name)) found.push(full);
    }
  };
  walk(folder);
  return found;
};
const testsUnder = (folder) => filesUnder(folder, (name) => name.endsWith('.test.ts'));
const allTests = testsUnder(path.join(server, 'src'));
const moduleSources = filesUnder(path.join(server, 'src/modules'), (name) => /(?<!\.test)\.ts$/.test(name));
/** The tests importing `file` by name, and the tests of every module whose code imports it. */
const importersOf = (file) => {
  const stem = path.basename(file).replace(/\.(ts|tsx|mjs|js)$/, '');
  const pattern = new RegExp(`from '[^']*/${stem.replace(/[.]/g, '\\.')}(\\.ts)?'`);
  const imports = (source) => pattern.test(readFileSync(source, 'utf8'));
  const modules = new Set(
    moduleSources.filter(imports).map((source) => /\/modules\/([^/]+)\//.exec(source)[1]),
  );
  return [
    ...allTests.filter(imports),
    ...[...modules].flatMap((name) => testsUnder(path.join(server, 'src/modules', name))),
  ];
};

const picked = new Set();
for (const file of changed) {
  const full = path.join(root, file);
  const module = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  if (file.endsWith('.test.ts') && file.startsWith('apps/server/')) picked.add(full);
  else if (module) testsUnder(path.join(server, 'src/modules', module)).forEach((test) => picked.add(test));
  else if (file.startsWith('apps/server/') || file.startsWith('packages/contracts/')) {
    const named = /^packages\/contracts\/src\/(?:calls-)?([a-z-]+?)(?:-[a-z]+)?\.ts$/.exec(file)?.[1];
    const folder = file.startsWith('apps/server/src/') ? path.dirname(full) : undefined;
    const near = folder ? allTests.filter((test) => path.dirname(test) === folder) : [];
    const ofModule = named ? allTests.filter((test) => test.includes(`/modules/${named}/`)) : [];
    [...near, ...ofModule, ...importersOf(file)].forEach((test) => picked.add(test));
  }
}

if (picked.size === 0) {
  console.log('No API test is touched by:', changed.length ? changed.join(', ') : 'no change');
  process.exit(0);
}
const files = [...picked].map((test) => path.relative(server, test)).sort();
console.log(`${listOnly ? 'Touched' : 'Running'} ${files.length} test file(s):\n  ${files.join('\n  ')}`);
if (listOnly) process.exit(0);
const run = spawnSync('npx', ['vitest', 'run', '--config', 'apps/server/vitest.config.ts', ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
