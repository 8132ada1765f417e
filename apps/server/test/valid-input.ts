import fc from 'fast-check';
import { z } from 'zod';
import type { TJsonSchema } from './bad-input.ts';

/**
 * Random requests a call's own schema accepts, as far as its JSON Schema tells (refinements it
 * cannot show may still refuse some, with 601): values at the field's bounds, ids of rows that exist
 * (from `context`, or small ids that belong to someone), and text the way people write it, rich text
 * included. Used by the write-then-read property test.
 */

/** What the editor sends, good and bad: three of them clean to nothing, which once broke a read. */
const HTML = [
  '<p>会议须知 Notice</p>',
  '<script>alert(1)</script>',
  '<style>p{}</style>',
  '<iframe src="https://example.com"></iframe>',
  '<p><br></p>',
  '<img src="/uploads/a/photo.png">',
  '<a href="javascript:alert(1)">x</a>',
  ' 前后有空格 ',
];

/** Field names whose values are addresses: a file of this platform or a web address. */
const ADDRESS = /url$|^cover$|image|photo|logo|^file|avatar|icon|poster|^qr/i;
const ADDRESSES = ['/uploads/a/file.png', 'https://example.com/a.png', ''];

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const time = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => `${date.toISOString().slice(0, 19)}+08:00`);

const textOf = (name: string, min: number, max: number): fc.Arbitrary<string> => {
  const addresses = ADDRESSES.filter((address) => address.length >= min && address.length <= max);
  if (ADDRESS.test(name) && addresses.length) return fc.constantFrom(...addresses);
  const longest = Math.min(max, 40);
  const html = HTML.filter((one) => one.length >= min && one.length <= max);
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, longest) }), weight: 1 },
    {
      arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, longest) }),
      weight: 1,
    },
    // Most text is what the editor sends: rich text is where a value once broke its reads.
    ...(html.length ? [{ arbitrary: fc.constantFrom(...html), weight: 3 }] : []),
  ];
  // A text as long as the contract allows: the column must hold it too.
  if (Number.isFinite(max) && max <= 100_000)
    options.push({ arbitrary: fc.constant('长'.repeat(max)), weight: 1 });
  return fc.oneof(...options);
};

const numberOf = (schema: TJsonSchema, name: string, context: Record<string, number>, integer: boolean) => {
  const min = schema.minimum ?? (integer ? -1000 : -1000.5);
  const max = schema.maximum ?? 1_000_000;
  const bounds = fc.constantFrom(min, max);
  if (integer && /id$/i.test(name)) {
    const known = context[name] ?? context[name.replace(/Ids?$/, 'Id')];
    return fc.oneof(
      { arbitrary: known === undefined ? fc.integer({ min: 1, max: 40 }) : fc.constant(known), weight: 3 },
      { arbitrary: fc.integer({ min: 1, max: 40 }), weight: 2 },
      { arbitrary: bounds, weight: 1 },
    );
  }
  const inside = integer
    ? fc.integer({ min: Math.max(min, -100_000), max: Math.min(max, 100_000) })
    : fc.double({ min: Math.max(min, -100_000), max: Math.min(max, 100_000), noNaN: true });
  return fc.oneof(inside, bounds);
};

export const arbitraryOf = (
  schema: TJsonSchema,
  name: string,
  context: Record<string, number>,
): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, name, context)));
  const type: string = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'unknown';
  switch (type) {
    case 'integer':
    case 'number':
      return numberOf(schema, name, context, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.format === 'date') return day;
      if (schema.format === 'date-time') return time;
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return textOf(name, schema.minLength ?? 0, schema.maxLength ?? Infinity);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, name, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const required = schema.required ?? [];
      // An optional id makes a save an update of a row that is (almost always) not there: left out.
      const properties = Object.entries(schema.properties ?? {}).filter(
        ([key]) => key !== 'id' || required.includes(key),
      );
      const model = Object.fromEntries(
        properties.map(([key, property]) => [key, arbitraryOf(property, key, context)]),
      );
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.constantFrom<unknown>(null, {}, 'a');
  }
};

/** `count` requests for `schema`, the same ones every run (the seed is fixed). */
export const validRequests = (
  schema: z.ZodType,
  context: Record<string, number>,
  count: number,
  seed: number,
): unknown[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
  return fc.sample(arbitraryOf(json, '', context), { numRuns: count, seed });
};
