import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A folder past this many files flat splits into sub-domains (docs/architecture.md, issue 48): the
 * sub-domain is the room, and a reader finds a file by what it is about before what it is.
 */
const SERVER_LIMIT = 15;
const WEB_LIMIT = 20;

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** Every folder under `root` with more than `limit` files directly in it, with its count. */
const overFull = (root: string, limit: number): string[] => {
  const found: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).length;
    if (files > limit) found.push(`${path.relative(ROOT, dir).split(path.sep).join('/')} (${files})`);
    for (const entry of entries)
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        walk(path.join(dir, entry.name));
  };
  walk(root);
  return found;
};

describe('folder size', () => {
  it(`no server folder holds more than ${SERVER_LIMIT} files flat`, () => {
    expect(overFull(path.join(ROOT, 'apps/server/src'), SERVER_LIMIT)).toEqual([]);
  });

  it(`no web folder holds more than ${WEB_LIMIT} files flat`, () => {
    expect(overFull(path.join(ROOT, 'apps/web/app'), WEB_LIMIT)).toEqual([]);
  });

  it('names a folder one file past the limit, and not one at it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folder-size-'));
    try {
      mkdirSync(path.join(dir, 'full'));
      mkdirSync(path.join(dir, 'over'));
      for (let i = 0; i < SERVER_LIMIT; i++) writeFileSync(path.join(dir, 'full', `${i}.ts`), '');
      for (let i = 0; i <= SERVER_LIMIT; i++) writeFileSync(path.join(dir, 'over', `${i}.ts`), '');
      const found = overFull(dir, SERVER_LIMIT);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(new RegExp(`/over \\(${SERVER_LIMIT + 1}\\)$`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
