import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { z } from 'zod';
import type { TShapeDescription } from '../app/lib/contract-shapes.ts';

const CONTRACTS = fileURLToPath(new URL('../../../packages/contracts/src/index.ts', import.meta.url));
const RUNTIME = fileURLToPath(new URL('../app/lib/contract-shapes.ts', import.meta.url));
const MODULE = '\0huitang-contract-shapes';
const SHAPE = '\0huitang-contract-shape/';

type TContracts = typeof import('@huitang/contracts');
type TDef = { type: string; innerType?: z.ZodType; in?: z.ZodType; coerce?: boolean };

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A schema, or a table of them (siteCollections). */
const describable = (value: unknown) =>
  isSchema(value) ||
  (typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every(isSchema));

/** The parts of a schema the browser reads, under optional, default, nullable and pipe wrappers. */
const describe = (contracts: TContracts, schema: z.ZodType, optional = false): TShapeDescription => {
  const def = schema._zod.def as TDef;
  const inner = def.innerType ?? def.in;
  if (inner) return describe(contracts, inner, optional || def.type === 'optional');
  const description: TShapeDescription = { type: def.type, ...(optional && { optional }) };
  if (def.type === 'object') {
    const object = schema as z.ZodObject;
    const fields = Object.keys(object.shape);
    description.shape = Object.fromEntries(
      fields.map((field) => [field, describe(contracts, object.shape[field] as z.ZodType)]),
    );
    const attempt = <T>(read: () => T) => {
      try {
        return read();
      } catch {
        return undefined;
      }
    };
    description.maxLengths = Object.fromEntries(
      fields.flatMap((field) => {
        const length = attempt(() => contracts.maxLengthOf(object, field as never));
        return length === undefined ? [] : [[field, length]];
      }),
    );
    description.ranges = Object.fromEntries(
      fields.flatMap((field) => {
        const range = attempt(() => contracts.rangeOf(object, field as never));
        return range === undefined ? [] : [[field, range]];
      }),
    );
  }
  if (def.type === 'array')
    description.element = describe(contracts, (schema as z.ZodArray).element as z.ZodType);
  if (def.type === 'enum') description.options = (schema as z.ZodEnum).options as string[];
  if (def.type === 'number') {
    const number = schema as z.ZodNumber;
    Object.assign(description, {
      coerce: Boolean(def.coerce),
      int: number.isInt,
      minValue: number.minValue,
      maxValue: number.maxValue,
    });
  }
  return description;
};

interface TNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

/**
 * Makes the contracts' constants that are built as the module loads (`z.object(...)`, `.extend(...)`,
 * `pageOf(...)`, `Z.shape.kind`, `{ ...fields }`) pure, so the bundler drops those the browser never
 * reads: a constant of a file (a limit, a list of choices) then no longer brings the file's schemas,
 * and zod, along. Each such initialiser is wrapped in a pure call of its own: marking the calls alone
 * left their arguments' property reads and spreads behind, and with them zod (23 KB gzip on the
 * organisation, blog, seat and paper pages). Only declarations: what runs inside functions keeps
 * its effects.
 */
const annotatePure = (code: string, program: TNode) => {
  const computes = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(computes);
    if (!node || typeof node !== 'object' || !('type' in node)) return false;
    const { type } = node as TNode;
    if (/Function/.test(type)) return false;
    if (
      /^(CallExpression|NewExpression|MemberExpression|StaticMemberExpression|ComputedMemberExpression|SpreadElement)$/.test(
        type,
      )
    )
      return true;
    return Object.entries(node).some(([key, value]) => key !== 'type' && computes(value));
  };
  const wraps: { start: number; end: number }[] = [];
  for (const statement of program.body as TNode[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as TNode) : statement;
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as TNode[]) {
        const init = declarator.init as (TNode & { end: number }) | null;
        if (init && computes(init)) wraps.push({ start: init.start, end: init.end });
      }
  }
  let annotated = code;
  for (const { start, end } of wraps.sort((a, b) => b.start - a.start))
    annotated = `${annotated.slice(0, start)}/*#__PURE__*/ (() => (${annotated.slice(start, end)}))()${annotated.slice(end)}`;
  return annotated;
};

/**
 * In the browser build, `@huitang/contracts` is the contracts with every zod schema replaced by a
 * description of it (app/lib/contract-shapes.ts): forms read a field's maximum length and lists their
 * choices, and none of that needs zod itself, which weighed 25 KB gzip on every form and list page.
 * The server keeps the real schemas, and validates every call with them.
 */
export const contractShapes = (): Plugin => {
  let contracts: Promise<TContracts> | undefined;
  return {
    name: 'huitang-contract-shapes',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source.startsWith(SHAPE)) return source;
      if (source === '@huitang/contracts' && importer && !importer.includes('/packages/contracts/'))
        return MODULE;
      return null;
    },
    transform(code, id) {
      if (!id.includes('/packages/contracts/src/')) return null;
      return {
        code: annotatePure(code, this.parse(code, { lang: 'ts' } as never) as unknown as TNode),
        map: null,
      };
    },
    async load(id) {
      if (id !== MODULE && !id.startsWith(SHAPE)) return null;
      contracts ??= tsImport(CONTRACTS, import.meta.url) as Promise<TContracts>;
      const loaded = await contracts;
      const shapeOf = (schema: z.ZodType) => `contractShape(${JSON.stringify(describe(loaded, schema))})`;
      // Describing builds nothing the page needs: a schema no page reads is left out.
      if (id === MODULE)
        return {
          moduleSideEffects: false,
          code: [
            `export * from ${JSON.stringify(CONTRACTS)};`,
            `export { maxLengthOf, rangeOf } from ${JSON.stringify(RUNTIME)};`,
            // One module a schema, so each lands in the chunks of the pages that read it.
            ...Object.keys(loaded)
              .filter((name) => describable(loaded[name as keyof TContracts]))
              .map((name) => `export { ${name} } from ${JSON.stringify(SHAPE + name)};`),
          ].join('\n'),
        };
      const name = id.slice(SHAPE.length);
      const value = loaded[name as keyof TContracts] as unknown;
      const shape = isSchema(value)
        ? shapeOf(value)
        : // A table of schemas (siteCollections): each one described.
          `Object.freeze({ ${Object.entries(value as Record<string, z.ZodType>)
            .map(([key, schema]) => `${JSON.stringify(key)}: ${shapeOf(schema)}`)
            .join(', ')} })`;
      return {
        moduleSideEffects: false,
        code: `import { contractShape } from ${JSON.stringify(RUNTIME)};\nexport const ${name} = ${shape};`,
      };
    },
  };
};
