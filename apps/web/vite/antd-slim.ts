import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A stand-in made from deferred.tsx for the antd module after the prefix, drawing nothing until loaded. */
const DEFERRED = '\0huitang-deferred:';

const standIn = (file: string) => fileURLToPath(new URL(`../app/antd-slim/${file}`, import.meta.url));

/**
 * antd modules that import others only to render them in cases this app never has, yet statically,
 * so every page loaded them. In the browser build these imports resolve to small stand-ins; the
 * server keeps loading antd itself (an external, through CommonJS), so pages render as antd renders.
 * - ConfigProvider wraps the page in tooltip's UniqueProvider (all of rc-trigger) only with
 *   `tooltip.unique`, which root.tsx never sets: its stand-in throws if that ever changes.
 * - A Form.Item's label renders a Tooltip only with the `tooltip` prop, which no form here uses: its
 *   stand-in renders the label's icon and loads the real Tooltip once one mounts.
 * - Pagination renders a Select only as its page-size changer, which our lists' pagers hide: its
 *   stand-in loads the real Select once a changer shows (a table past 50 rows, drawn in the browser).
 * - A Table column renders the filter menu (Tree, Menu, Checkbox) only with `filters`, which no
 *   table here has: its stand-in renders the column's title and loads the real menu once one mounts.
 * - A Table's row selection takes four helpers from the tree package's index, which brings the Tree
 *   component along, and needs two of them only for a tree table's linked checkboxes
 *   (`checkStrictly: false`), which no table here has: its stand-in keeps the other two and throws
 *   if that ever changes.
 * - A Table imports a Dropdown (Menu, rc-trigger) for `rowSelection.selections`, a Tooltip for
 *   sortable columns and the virtual table for `virtual`, none of which our tables set: their
 *   stand-ins draw what antd draws at rest and load the real part once one mounts.
 * - A Table's row selection draws a Checkbox or Radio per row only with `rowSelection`, which two
 *   tables here set: their stand-ins load the real ones once a selection column mounts.
 * - Typography (its copy button, an ellipsis's full text), an uploaded file's row (an error's
 *   reason), Steps and Segmented wrap parts in a Tooltip that shows only on hover: its stand-in
 *   draws the part as a closed Tooltip does and loads the real one once it mounts. The file row's
 *   Progress shows only while a file uploads, and loads once it first mounts.
 * - Popconfirm (Popover, Tooltip, rc-trigger) is a question asked after a press: its stand-in draws
 *   the button and loads the real one at the first press, which opens it.
 * - rc-form checks a field's rules with async-validator, which it only ever awaits: its stand-in
 *   loads it at the first check.
 * - rc-select draws its list of options only in the open popup: its stand-in loads it when the
 *   page is idle, or at the first open.
 * - rc-tabs lists the tabs that do not fit in a menu drawn only in its "more" dropdown: its
 *   stand-in loads rc-menu when that opens.
 * - A Card draws a Skeleton only with `loading` and Tabs only with `tabList`, which no card here
 *   sets (each weighs 2 to 9 KB gzip): they load once one mounts.
 * - Result imports the drawings of its 404, 500 and 403 statuses (9.4 KB gzip), which no Result here
 *   shows (ours are success, info and warning, or an icon of their own), and Input the one-time-code
 *   Input.OTP (2.1 KB on every page with an input), which nothing here draws: their stand-ins load
 *   the real part once one mounts, and draw nothing until then.
 */
const SUBSTITUTES = [
  {
    importer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    source: '../tooltip/UniqueProvider',
    target: standIn('unique-provider.tsx'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/,
    source: '../tooltip',
    target: standIn('deferred-tooltip.tsx'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
    source: '../select',
    target: standIn('deferred-size-changer.tsx'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    target: standIn('deferred-filter-dropdown.tsx'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '@rc-component/tree',
    target: standIn('table-tree-utils.ts'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../dropdown',
    target: standIn('table-selection-dropdown.tsx'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSorter\.js$/,
    source: '../../tooltip',
    target: standIn('deferred-tooltip.tsx'),
  },
  ...[
    'typography/Base/index',
    'typography/Base/CopyBtn',
    'typography/Base/EllipsisTooltip',
    'upload/UploadList/ListItem',
  ].map((module) => ({
    importer: new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]${module.replaceAll('/', '[\\\\/]')}\\.js$`),
    source: '../../tooltip',
    target: standIn('deferred-tooltip.tsx'),
  })),
  ...['steps/index', 'segmented/index'].map((module) => ({
    importer: new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/]${module.replaceAll('/', '[\\\\/]')}\\.js$`),
    source: '../tooltip',
    target: standIn('deferred-tooltip.tsx'),
  })),
  ...['checkbox', 'radio'].map((part) => ({
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: `../../${part}`,
    target: `${DEFERRED}antd/es/${part}`,
  })),
  {
    importer: /[\\/]antd[\\/]es[\\/]upload[\\/]UploadList[\\/]ListItem\.js$/,
    source: '../../progress',
    target: `${DEFERRED}antd/es/progress`,
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    target: standIn('table-virtual.tsx'),
  },
  {
    importer: /[\\/]antd[\\/]es[\\/]index\.js$/,
    source: './popconfirm',
    target: standIn('deferred-popconfirm.tsx'),
  },
  ...['noFound', 'serverError', 'unauthorized'].map((part) => ({
    importer: /[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/,
    source: `./${part}`,
    target: `${DEFERRED}antd/es/result/${part}`,
  })),
  {
    importer: /[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/,
    source: '@rc-component/async-validator',
    target: standIn('lazy-validator.ts'),
  },
  {
    importer: /[\\/]@rc-component[\\/]select[\\/]es[\\/]Select\.js$/,
    source: './OptionList',
    target: standIn('deferred-option-list.tsx'),
  },
  {
    importer: /[\\/]@rc-component[\\/]tabs[\\/]es[\\/]TabNavList[\\/]OperationNode\.js$/,
    source: '@rc-component/menu',
    target: standIn('deferred-tabs-menu.tsx'),
  },
  ...['skeleton', 'tabs'].map((part) => ({
    importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: `../${part}`,
    target: `${DEFERRED}antd/es/${part}`,
  })),
  {
    importer: /[\\/]antd[\\/]es[\\/]input[\\/]index\.js$/,
    source: './OTP',
    target: `${DEFERRED}antd/es/input/OTP`,
  },
];

/**
 * antd/locale/* require antd/lib, and antd/lib/* is antd/lib: CommonJS, which the server loads (see
 * app/antd-slim/input.ts). The browser build takes the ES modules the rest of antd comes from, or
 * it would carry both copies.
 */
const COMMONJS = /^antd\/(?:locale\/(\w+)|lib\/([\w/-]+?))(?:\.js)?$/;

export const antdSlim = (): Plugin => {
  const used = new Set<(typeof SUBSTITUTES)[number]>();
  return {
    name: 'huitang-antd-slim',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const commonjs = COMMONJS.exec(source);
      if (commonjs) {
        const [, locale, path] = commonjs;
        return this.resolve(`antd/es/${locale ? `locale/${locale}` : path}`, importer, options);
      }
      const substitute = SUBSTITUTES.find(
        (entry) => entry.source === source && importer !== undefined && entry.importer.test(importer),
      );
      if (!substitute) return null;
      used.add(substitute);
      return substitute.target;
    },
    load(id) {
      if (!id.startsWith(DEFERRED)) return null;
      return [
        `import { deferred } from ${JSON.stringify(standIn('deferred.tsx'))};`,
        `export default deferred(() => import(${JSON.stringify(id.slice(DEFERRED.length))}), () => null);`,
      ].join('\n');
    },
    buildEnd(error) {
      // An antd upgrade that moves these imports would quietly bring the weight back: say so.
      const missed = SUBSTITUTES.filter((entry) => !used.has(entry));
      if (!error && missed.length)
        this.error(`antd-slim: no import of ${missed.map((entry) => entry.source).join(', ')} was replaced`);
    },
  };
};
