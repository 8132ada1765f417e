import type { z } from 'zod';

/**
 * Form limits read from the contract's own schemas, so a web form never allows more (or less) than
 * the server takes: `maxLengthOf(ZNavBarItem, 'navTitle')` is the navTitle field's `.max(32)`.
 */
type TWrapperDef = { innerType?: z.ZodType; in?: z.ZodType };

/** The schema under optional, default, nullable and pipe wrappers. */
const core = (schema: z.ZodType): z.ZodType => {
  const def = schema._zod.def as TWrapperDef;
  const inner = def.innerType ?? def.in;
  return inner ? core(inner) : schema;
};

const fieldOf = (schema: z.ZodObject, field: string): z.ZodType => {
  const found = (schema.shape as Record<string, z.ZodType | undefined>)[field];
  if (!found) throw new Error(`the contract has no field ${field}`);
  return core(found);
};

/** The longest text a schema takes; of a union (say '' or a link), the longest of its options. */
const lengthOf = (schema: z.ZodType): number | undefined => {
  const inner = core(schema);
  const def = inner._zod.def as { type: string; options?: z.ZodType[] };
  if (def.type === 'union') {
    const lengths = (def.options ?? []).map(lengthOf).filter((length) => length !== undefined);
    return lengths.length ? Math.max(...lengths) : undefined;
  }
  return (inner as z.ZodString).maxLength ?? undefined;
};

/** The longest text a string field takes. */
export const maxLengthOf = <S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string): number => {
  const length = lengthOf(fieldOf(schema, field));
  if (length === undefined) throw new Error(`${field} has no maximum length`);
  return length;
};

/** The largest and smallest value a number field takes. */
export const rangeOf = <S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string) => {
  const number = fieldOf(schema, field) as z.ZodNumber;
  const [min, max] = [number.minValue ?? Number.NaN, number.maxValue ?? Number.NaN];
  if (!Number.isFinite(min) || !Number.isFinite(max)) throw new Error(`${field} has no range`);
  return { min, max };
};
