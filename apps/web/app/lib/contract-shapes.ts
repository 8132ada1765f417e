/**
 * What the browser keeps of a contract schema (see vite/contract-shapes.ts): its fields, choices,
 * limits and a parser of query-string values, without zod. The build describes each schema by
 * running the contracts themselves, so a limit here is the one the server checks.
 */
export interface TShapeDescription {
  type: string;
  shape?: Record<string, TShapeDescription>;
  element?: TShapeDescription;
  options?: string[];
  /** Of an object: its text fields' maximum lengths and its number fields' ranges (maxLengthOf, rangeOf). */
  maxLengths?: Record<string, number>;
  ranges?: Record<string, { min: number; max: number }>;
  optional?: boolean;
  coerce?: boolean;
  int?: boolean;
  minValue?: number | null;
  maxValue?: number | null;
}

type TParsed = { success: true; data: unknown } | { success: false };

/** zod's safeParse for the values a query string gives: choices and (coerced) numbers. */
const parse = (description: TShapeDescription, value: unknown): TParsed => {
  if (value === undefined && description.optional) return { success: true, data: undefined };
  if (description.type === 'enum')
    return typeof value === 'string' && description.options!.includes(value)
      ? { success: true, data: value }
      : { success: false };
  if (description.type === 'number') {
    const number = description.coerce ? Number(value) : value;
    const fits =
      typeof number === 'number' &&
      Number.isFinite(number) &&
      (!description.int || Number.isInteger(number)) &&
      (description.minValue == null || number >= description.minValue) &&
      (description.maxValue == null || number <= description.maxValue);
    return fits ? { success: true, data: number } : { success: false };
  }
  // A parse the browser was never given a reason to do: say so rather than guess.
  throw new Error(`contract-shapes: no browser parser for a ${description.type}`);
};

export class ContractShape {
  constructor(readonly description: TShapeDescription) {}
  get shape() {
    return Object.fromEntries(
      Object.entries(this.description.shape ?? {}).map(([name, field]) => [name, new ContractShape(field)]),
    );
  }
  get element() {
    return this.description.element && new ContractShape(this.description.element);
  }
  get options() {
    return this.description.options;
  }
  safeParse(value: unknown) {
    return parse(this.description, value);
  }
}

/** A contract schema's stand-in, built from the description the build wrote. */
export const contractShape = (description: TShapeDescription) => new ContractShape(description);

/** The contracts' maxLengthOf, read from the description. */
export const maxLengthOf = (schema: ContractShape, field: string): number => {
  const length = schema.description.maxLengths?.[field];
  if (length === undefined) throw new Error(`${field} has no maximum length`);
  return length;
};

/** The contracts' rangeOf, read from the description. */
export const rangeOf = (schema: ContractShape, field: string) => {
  const range = schema.description.ranges?.[field];
  if (!range) throw new Error(`${field} has no range`);
  return range;
};
