import { calls, fieldNames } from '@huitang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/**
 * A 601 names the field it refuses by fieldLabel(): with no label there it names the raw key, and an
 * English reader met "navTitle must be at most 32 characters". Every key any call's request takes
 * therefore has a label in both languages; a new field without one fails here.
 */

/** Every object key a request schema takes, however deep: arrays, unions, defaults, pipes, records. */
const keysOf = (schema: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> => {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return into;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return into;
  if (schema instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(schema.shape)) {
      into.add(key);
      keysOf(value, into, seen);
    }
  }
  for (const name of ['innerType', 'element', 'in', 'out', 'schema', 'left', 'right', 'valueType']) {
    keysOf(def[name], into, seen);
  }
  for (const option of (def.options as unknown[] | undefined) ?? []) keysOf(option, into, seen);
  return into;
};

describe('field labels', () => {
  const keys = new Set<string>();
  for (const call of Object.values(calls)) keysOf((call as { request: unknown }).request, keys);

  it('walks the requests of the whole contract', () => {
    // Guards the walk itself: a walk that found nothing would pass the next test on no keys at all.
    expect(keys.size).toBeGreaterThan(400);
    expect([...keys]).toEqual(expect.arrayContaining(['mobile', 'navTitle', 'seatsPerRow', 'wxCode']));
  });

  it('gives every key of every request a label in Chinese and in English', () => {
    const unlabelled = [...keys].filter(
      (key) => !fieldNames[key]?.zh?.trim() || !fieldNames[key]?.en?.trim(),
    );
    expect(unlabelled).toEqual([]);
  });
});

describe('a 601 in English', () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('13800000000');
  });
  afterAll(() => t.close());

  it('names the field too long by its label, as a sentence', async () => {
    const item = { navTitle: 'N'.repeat(33), navUrl: '/meeting' };
    const english = await t.call(
      '/admin/auth/site/save',
      { collection: 'navBar', item },
      { token: admin, language: 'en' },
    );
    expect([english.code, english.msg]).toEqual([601, 'Navigation title must be at most 32 characters']);
    const chinese = await t.call('/admin/auth/site/save', { collection: 'navBar', item }, { token: admin });
    expect([chinese.code, chinese.msg]).toEqual([601, '导航名称不能超过32个字符']);
  });
});
