import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  ZId,
  ZNavBarItem,
  maxLengthOf,
  optionalText,
  rangeOf,
  siteCollections,
  text,
} from '@huitang/contracts';

// The web's forms take their limits from the contract (maxLengthOf, rangeOf); this checks the reading.
describe('form limits read from the contract', () => {
  it('finds a string field’s maximum under trim, default, optional and nullable', () => {
    const schema = z.object({
      name: text(32),
      note: optionalText(500),
      maybe: optionalText(64).optional(),
      nothing: text(10).nullable(),
    });
    expect([
      maxLengthOf(schema, 'name'),
      maxLengthOf(schema, 'note'),
      maxLengthOf(schema, 'maybe'),
      maxLengthOf(schema, 'nothing'),
    ]).toEqual([32, 500, 64, 10]);
  });

  it('finds a number field’s range, and refuses a field with no limit', () => {
    const sort = rangeOf(ZNavBarItem, 'sort');
    expect(sort.min).toBeLessThan(0);
    expect(sort.max).toBeGreaterThan(0);
    expect(() => maxLengthOf(z.object({ free: z.string() }), 'free')).toThrow('free has no maximum length');
    expect(() => rangeOf(z.object({ count: z.number() }), 'count')).toThrow('count has no range');
    expect(rangeOf(z.object({ id: ZId }), 'id').min).toBe(1);
  });

  it('reads the longest option of a union, as of an optional link', () => {
    expect(
      maxLengthOf(z.object({ url: z.union([z.literal(''), z.string().max(500)]).default('') }), 'url'),
    ).toBe(500);
  });

  it('has a limit for every text field the site administration edits', () => {
    for (const schema of Object.values(siteCollections))
      for (const [field, value] of Object.entries(schema.shape))
        if (value instanceof z.ZodString || ['navTitle', 'navName', 'linkName'].includes(field))
          expect(maxLengthOf(schema, field as never)).toBeGreaterThan(0);
  });
});
