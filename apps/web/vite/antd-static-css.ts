import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { ComponentType, ReactNode } from 'react';
import { parseAst, type Plugin } from 'vite';

const require = createRequire(import.meta.url);
const APP = fileURLToPath(new URL('../app', import.meta.url));
/** Where the stylesheet is written; app/antd-slim/antd-stylesheet.ts imports it with `?url`. */
export const ANTD_CSS = fileURLToPath(new URL('../.antd/antd.css', import.meta.url));

/** antd's ES modules, one folder per component (`date-picker`, `table`, …). */
const antdRoot = () => join(dirname(require.resolve('antd/package.json')), 'es');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The component folders of antd that app/ imports: `from 'antd'` by name, or `antd/es|lib/<folder>`. */
const foldersTheAppImports = (folderOf: Map<string, string>): Set<string> => {
  const folders = new Set<string>();
  for (const file of filesUnder(APP).filter((name) => /\.tsx?$/.test(name))) {
    const code = readFileSync(file, 'utf8');
    for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of names!.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        const folder = folderOf.get(name.split(/\s+as\s+/)[0]!);
        if (folder) folders.add(folder);
      }
    }
    for (const [, folder] of code.matchAll(/'antd\/(?:es|lib)\/([a-z-]+)/g)) folders.add(folder!);
  }
  return folders;
};

/** The folders those import in turn (a Table draws a Checkbox, Pagination, Dropdown, …), all of them. */
const withWhatTheyImport = (root: string, start: Set<string>): Set<string> => {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const folder = queue.pop()!;
    if (seen.has(folder) || !existsSync(join(root, folder))) continue;
    seen.add(folder);
    for (const file of filesUnder(join(root, folder)).filter((name) => name.endsWith('.js'))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from\s*'(\.\.?\/[^']+)'/g)) {
        queue.push(relative(root, resolve(dirname(file), spec!)).split(sep)[0]!);
      }
    }
  }
  return seen;
};

/** An antd export drawn for its styles, with its parts (`Input.Search`, `Modal._InternalPanel…`). */
type TDrawable = ComponentType<Record<string, unknown>> & { [part: string]: TDrawable };
type TDraw = (
  type: TDrawable | string | undefined,
  props?: Record<string, unknown> | null,
  ...children: ReactNode[]
) => ReactNode;

/**
 * How a component is drawn for its styles, where drawing it bare would leave some out (after
 * @ant-design/static-style-extract, which antd's own dist/antd.css is made with).
 */
const drawings = (h: TDraw, button: TDrawable): Record<string, (component: TDrawable) => ReactNode> => ({
  Affix: (C) => h(C, null, h('div')),
  Badge: (C) => [h(C, { key: 1 }), h(C.Ribbon, { key: 2 })],
  Cascader: (C) => [h(C, { key: 1 }), h(C.Panel, { key: 2 })],
  Dropdown: (C) => h(C, { menu: { items: [] } }, h('div')),
  Input: (C) => [
    h(C, { key: 1 }),
    h(C.Group, { key: 2 }, h(C)),
    h(C.Search, { key: 3 }),
    h(C.TextArea, { key: 4 }),
    h(C.Password, { key: 5 }),
    h(C.OTP, { key: 6 }),
  ],
  Layout: (C) => h(C, null, h(C.Header), h(C.Sider), h(C.Content), h(C.Footer)),
  Menu: (C) => h(C, { items: [] }),
  Modal: (C) => [
    h(C, { key: 1 }),
    h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 2 }),
    h(C._InternalPanelDoNotUseOrYouWillBeFired, { key: 3, type: 'confirm' }),
  ],
  QRCode: (C) => h(C, { value: 'https://huitang.cn' }),
  Space: (C) => [h(C, { key: 1 }), h(C.Compact, { key: 2 }, h(button), h(C.Addon, null, '1'))],
  Tag: (C) => [h(C, { key: 1, color: 'blue' }, 'T'), h(C, { key: 2, color: 'success' }, 'T')],
  Tree: (C) => h(C, { treeData: [] }),
  message: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
  notification: (C) => h(C._InternalPanelDoNotUseOrYouWillBeFired),
});

/** A function or a forwardRef / memo element type; not ConfigProvider, nor Grid (a hook's home). */
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * antd's CSS for every component the app can draw, as antd's runtime would write it with this
 * theme: its rules refer to the theme's CSS variables, which the runtime still registers, so one
 * stylesheet serves the desktop and the phone theme alike.
 */
const renderStylesheet = async (): Promise<string> => {
  const root = antdRoot();
  const folderOf = new Map(
    [
      ...readFileSync(join(root, 'index.js'), 'utf8').matchAll(
        /export \{ default as (\w+) \} from '\.\/([a-z-]+)'/g,
      ),
    ].map(([, name, folder]) => [name!, folder!]),
  );
  const folders = withWhatTheyImport(root, foldersTheAppImports(folderOf));
  const antd = require('antd') as Record<string, unknown>;
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const { theme } = await import('../app/styles/theme.ts');
  const h = React.createElement as unknown as TDraw;
  const drawn = drawings(h, antd.Button as TDrawable);
  folderOf.delete('ConfigProvider');
  const components = [...folderOf]
    .filter(([name, folder]) => folders.has(folder) && (drawn[name] || isComponent(antd[name])))
    .map(([name]) => {
      const component = antd[name] as TDrawable;
      return h(
        React.Fragment as unknown as TDrawable,
        { key: name },
        drawn[name]?.(component) ?? h(component),
      );
    });
  const cache = cssinjs.createCache();
  const provide = (component: unknown, props: Record<string, unknown>, ...children: ReactNode[]) =>
    h(component as TDrawable, props, ...children);
  renderToString(
    provide(
      cssinjs.StyleProvider,
      { cache },
      provide(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, components),
    ) as React.ReactElement,
  );
  // Only the components' rules: the theme's variables are written by the runtime (and the server),
  // as they differ between the desktop and the phone theme.
  return cssinjs.extractStyle(cache, { plain: true, types: 'style' });
};

/** The calls that hand antd a component's style function (antd/es/theme/util/genStyleUtils.js). */
const STYLE_HOOK = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
/** A component's style module: `antd/es/button/style/index.js`, `antd/es/_util/wave/style.js`, … */
const STYLE_MODULE = /[\\/]antd[\\/]es[\\/](.+[\\/])?style[\\/]?[^\\/]*\.js$/;
/** The modules that take cssinjs's useStyleRegister, which writes CSS (and brings stylis along). */
const STYLE_REGISTERING =
  /[\\/](antd[\\/]es[\\/]theme[\\/](internal|util[\\/]useResetIconStyle)|@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils)\.js$/;

type TNode = { type?: string; start: number; end: number; [key: string]: unknown };

/** Calls `visit` on every node of the module's syntax tree. */
const walk = (node: unknown, visit: (node: TNode) => void) => {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (typeof (node as TNode).type === 'string') visit(node as TNode);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
};

const edited = (source: MagicString) => ({
  code: source.toString(),
  map: source.generateMap({ hires: 'boundary' }),
});

/** Each style hook's style function becomes `() => []`, so what the function used drops out. */
const withoutStyleFunctions = (code: string) => {
  if (![...STYLE_HOOK].some((name) => code.includes(`${name}(`))) return;
  const source = new MagicString(code);
  walk(parseAst(code), (node) => {
    const callee = node.callee as { name?: string } | undefined;
    const args = node.arguments as TNode[] | undefined;
    if (node.type === 'CallExpression' && STYLE_HOOK.has(callee?.name ?? '') && args && args.length > 1)
      source.overwrite(args[1]!.start, args[1]!.end, '() => []');
  });
  return edited(source);
};

/**
 * useStyleRegister is imported under another name and a no-op takes its own: with `zeroRuntime` the
 * style hooks never call it, and the icons' base rules (useResetIconStyle) are in the stylesheet.
 */
const withoutStyleRegister = (code: string) => {
  const source = new MagicString(code);
  walk(parseAst(code), (node) => {
    const imported = node.imported as { name?: string } | undefined;
    const local = node.local as { name?: string } | undefined;
    if (
      node.type === 'ImportSpecifier' &&
      imported?.name === 'useStyleRegister' &&
      local?.name === 'useStyleRegister'
    )
      source.overwrite(node.start, node.end, 'useStyleRegister as writesStyles');
  });
  source.prepend('const useStyleRegister = () => {};\n');
  return edited(source);
};

/**
 * antd draws with a stylesheet made at build time instead of writing its CSS in the browser
 * (`zeroRuntime`, app/styles/theme.ts): decision 043.
 * - The stylesheet is written before the build, for entry.server.tsx and antd-theme.tsx to link.
 * - In the browser build each component's style function gives way to an empty one, so the code
 *   that wrote the CSS (about a sixth of a console page's JavaScript) is left out. The server keeps
 *   antd whole.
 */
export const antdStaticCss = (): Plugin => ({
  name: 'huitang-antd-static-css',
  async buildStart() {
    if (this.environment.name !== 'client') return;
    const css = await renderStylesheet();
    mkdirSync(dirname(ANTD_CSS), { recursive: true });
    if (!existsSync(ANTD_CSS) || readFileSync(ANTD_CSS, 'utf8') !== css) writeFileSync(ANTD_CSS, css);
  },
  transform(code, id) {
    if (this.environment.name !== 'client') return;
    const file = id.split('?')[0]!;
    if (STYLE_MODULE.test(file)) return withoutStyleFunctions(code);
    if (STYLE_REGISTERING.test(file)) return withoutStyleRegister(code);
  },
});
