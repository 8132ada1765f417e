import type { TFunction } from 'i18next';

/**
 * The part of i18next this web uses, in a kilobyte instead of i18next's 13 KB gzip on every page
 * (docs/decisions/043-fast-when-signed-in.md): one namespace of nested texts per language, `t` with
 * `{{name}}` interpolation (nothing escaped: React escapes), plurals by the language's rules
 * (`key_one`, `key_other`, found before `key`), `returnObjects` for a list of texts, a missing text read in the fallback language and
 * then shown as its key, and `addResourceBundle` for the areas loaded later. i18next stays for its
 * types: `t` is typed by `CustomTypeOptions` in index.ts as before.
 */
export interface TTranslator {
  readonly language: string;
  readonly t: TFunction;
  addResourceBundle: (
    language: string,
    namespace: string,
    texts: object,
    deep?: boolean,
    overwrite?: boolean,
  ) => void;
}

type TTree = Record<string, unknown>;
type TOptions = Record<string, unknown> & { count?: unknown; returnObjects?: boolean };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The node at a dotted key. A group's own keys may hold dots (the exam's refusals are keyed by the
 * server's codes, `exam.over`), as i18next allows: at each level the shortest run of the key's parts
 * that names a child is taken, and a text only where the key ends.
 */
const nodeAt = (tree: TTree | undefined, key: string): unknown => {
  const parts = key.split('.');
  let node: unknown = tree;
  for (let start = 0; start < parts.length;) {
    if (node === null || typeof node !== 'object') return undefined;
    let next: unknown;
    let end = start + 1;
    for (; end <= parts.length; end++) {
      next = (node as TTree)[parts.slice(start, end).join('.')];
      if (next !== undefined && (typeof next === 'object' || end === parts.length)) break;
    }
    if (end > parts.length) return undefined;
    node = next;
    start = end;
  }
  return node;
};

const lookUp = (tree: TTree | undefined, key: string): string | undefined => {
  const node = nodeAt(tree, key);
  return typeof node === 'string' ? node : undefined;
};

/** Adds `from`'s texts to `into`, keeping those already there, as i18next's deep merge does. */
const merge = (into: TTree, from: object, overwrite: boolean) => {
  for (const [key, value] of Object.entries(from) as [string, unknown][]) {
    const here = into[key];
    if (value !== null && typeof value === 'object' && here !== null && typeof here === 'object')
      merge(here as TTree, value, overwrite);
    else if (overwrite || !(key in into)) into[key] = value;
  }
};

const interpolate = (text: string, options: TOptions): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    // i18next leaves a placeholder with no value as it is, and shows null as nothing.
    return value === undefined ? whole : value === null ? '' : `${value as string}`;
  });

export const createTexts = ({
  language,
  fallback,
  resources,
}: {
  language: string;
  fallback: string;
  resources: Record<string, TTree>;
}): TTranslator => {
  const rules = new Map<string, Intl.PluralRules>();
  const pluralOf = (code: string, count: number) => {
    let rule = rules.get(code);
    if (!rule) rules.set(code, (rule = new Intl.PluralRules(code)));
    return rule.select(count);
  };
  const codes = language === fallback ? [language] : [language, fallback];
  /** `returnObjects`: a group or list of texts as it is, each text interpolated. */
  const texts = (node: unknown, options: TOptions): unknown =>
    typeof node === 'string'
      ? interpolate(node, options)
      : Array.isArray(node)
        ? node.map((one) => texts(one, options))
        : Object.fromEntries(Object.entries(node as TTree).map(([key, one]) => [key, texts(one, options)]));
  const translate = (key: string, options: TOptions = {}): unknown => {
    const { count } = options;
    for (const code of codes) {
      const tree = resources[code];
      if (options.returnObjects) {
        const node = nodeAt(tree, key);
        if (node !== null && typeof node === 'object') return texts(node, options);
      }
      const text =
        (typeof count === 'number' ? lookUp(tree, `${key}_${pluralOf(code, count)}`) : undefined) ??
        lookUp(tree, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return key;
  };
  return {
    language,
    t: translate as unknown as TFunction,
    addResourceBundle(code, _namespace, texts, _deep = true, overwrite = false) {
      merge((resources[code] ??= {}), texts, overwrite);
    },
  };
};
