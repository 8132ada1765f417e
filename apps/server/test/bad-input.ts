import fc from 'fast-check';
import { z } from 'zod';

/**
 * Requests built from a call's own zod schema: one that passes validation as far as a generator can
 * tell (so the values reach the service), and, for every field in it, the same request with that
 * field replaced by each hostile value. Used by the bad-input test of every route.
 */

export interface TJsonSchema {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minItems?: number;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

/** Values that broke a route once or could: out-of-range ids, broken text, wrong types, huge input. */
export const HOSTILE_VALUES: unknown[] = [
  2147483648,
  9007199254740991,
  '99999999999999999999',
  -1,
  0,
  1.5,
  'abc',
  '',
  'a\u0000b',
  '\ud800',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example',
  null,
  true,
  [],
  {},
  [null],
];

/** Whole bodies that are not objects at all. */
export const HOSTILE_BODIES: unknown[] = [null, [], 'text', 42, { __proto__: { polluted: 1 } }];

const sampleOf = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { numRuns: 1, seed: 42 })[0]!;

/** A value the schema accepts, as far as its JSON Schema tells; `context` fills ids with real ones. */
export const validValue = (schema: TJsonSchema, name: string, context: Record<string, number>): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.find((option) => option.type !== 'null' && option.const !== '') ?? options[0]!;
    return validValue(usable, name, context);
  }
  const type: string = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'unknown';
  switch (type) {
    case 'integer':
    case 'number':
      return context[name] ?? Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2027-03-01';
      if (schema.format === 'date-time') return '2027-03-01T09:00:00+08:00';
      if (schema.pattern) return sampleOf(fc.stringMatching(new RegExp(schema.pattern)));
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'array':
      return schema.items ? [validValue(schema.items, name, context)] : [];
    case 'object':
      return validObject(schema, context);
    default:
      return null;
  }
};

/** Every required field, and the optional ones except `id` (an id makes a save an update of a row that is not there). */
const validObject = (schema: TJsonSchema, context: Record<string, number>) => {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).filter(
    ([name]) => required.has(name) || name !== 'id',
  );
  return Object.fromEntries(entries.map(([name, property]) => [name, validValue(property, name, context)]));
};

type TPath = (string | number)[];

const leafPaths = (value: unknown, path: TPath = []): TPath[] => {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  if (value && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]))].filter(
      (p) => p.length > 0,
    );
  }
  return [path];
};

const replaced = (value: unknown, path: TPath, replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return (value as unknown[]).map((item, index) =>
      index === head ? replaced(item, rest, replacement) : item,
    );
  }
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replaced(object[head!], rest, replacement) };
};

/** The valid body first, then each field (and each nested field) swapped for each hostile value. */
export const badBodiesOf = (schema: z.ZodType, context: Record<string, number>): unknown[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
  const base = validValue(json, '', context);
  const mutations = leafPaths(base).flatMap((path) => HOSTILE_VALUES.map((bad) => replaced(base, path, bad)));
  return [base, ...mutations, ...HOSTILE_BODIES];
};
