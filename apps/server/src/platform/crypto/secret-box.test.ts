import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretsKey } from './secret-box.ts';

describe('the secrets key file', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is one whole key for server workers starting together on a new data folder', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'huitang-secrets-'));
    const keys = await Promise.all(Array.from({ length: 20 }, () => loadSecretsKey(undefined, dir)));
    expect(keys.every((key) => key.length === 32)).toBe(true);
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    // No drafts left behind, and a later start reads the same key.
    expect(await readdir(dir)).toEqual(['secrets.key']);
    expect((await loadSecretsKey(undefined, dir)).equals(keys[0]!)).toBe(true);
  });
});
