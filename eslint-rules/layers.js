/**
 * The layer rules of docs/architecture.md, checked on every import:
 * - only repositories touch the database: drizzle-orm, pg, the schema and the db client are imported
 *   (other than as types) by `*.repository.ts`, the database plumbing in `platform/db/`, the schema,
 *   migrations and seeds themselves, and tests (their helpers and fixtures live under `apps/server/test/`);
 * - production code (the server's `src/` and `db/`) imports nothing from the tests, fixtures included;
 * - routes and downloads call services, never a repository;
 * - `platform/` imports no module;
 * - a module uses another module only through its service (`*.service.ts`, or the `*.module.ts`
 *   that wires it); types may be named across modules (they are gone at run time and call nothing);
 * - the sub-domain is the room: a repository inside a sub-domain folder (`community/moderation/`) is
 *   imported only from that folder; the others, and the module's root, use its service. Repositories
 *   at a module's root are shared by its sub-domains;
 * - a repository imports no other module's or sub-domain's repository, nor a sibling: each holds its own
 *   queries and a service combines them (the shared plumbing of `platform/` stays importable);
 * - the seeds import no module; the web imports no server file; contracts import only zod;
 * - the web's layers (WEB_LAYERS) import downwards only: lib/ is the bottom and reads no state,
 *   component, layout or route; the routes, at the top, may import every layer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

const SERVER_SRC = 'apps/server/src/';
const MODULES = `${SERVER_SRC}modules/`;
const DB_PACKAGES = /^(drizzle-orm|pg)(\/|$)/;
const DB_FILES = /^apps\/server\/(db\/schema\/|src\/platform\/db\/client\.ts$)/;

const isTest = (file) => /\.test\.tsx?$|(^|\/)test\/|^tests\/|^bench\//.test(file);
const moduleOf = (file) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined);
const isRepository = (file) => file.endsWith('.repository.ts');
/** `modules/<module>/<sub-domain>/` of a file inside a sub-domain folder, else undefined. */
const subDomainOf = (file) => {
  const parts = file.startsWith(MODULES) ? file.slice(MODULES.length).split('/') : [];
  return parts.length > 2 ? `${MODULES}${parts[0]}/${parts[1]}/` : undefined;
};
const mayTouchDatabase = (file) =>
  isRepository(file) ||
  // The entry points open the database: the server's composition root and the operator's commands.
  file === `${SERVER_SRC}server.ts` ||
  file === `${SERVER_SRC}admin-create.ts` ||
  file.startsWith(`${SERVER_SRC}platform/db/`) ||
  file.startsWith('apps/server/db/') ||
  isTest(file);

const WEB_APP = 'apps/web/app/';
/**
 * The web's layers, bottom first: a file imports from its own layer or those below. The i18n texts
 * and styles under everything; lib (formats, session helpers, hooks on the router); the API client
 * and the page shell; antd's stand-ins; the app's state; components; the loaders' server-only
 * helpers; layouts; the routes and the entry points over all of them.
 */
const WEB_LAYERS = [
  ['i18n', 'styles', 'assets'],
  ['lib'],
  ['api', 'shell'],
  ['antd-slim'],
  ['state'],
  ['components'],
  ['loaders'],
  ['layouts'],
  ['routes', 'root', 'entry.client', 'entry.server', 'load-context'],
];
/** The top folder (or file, without its extension) of a web file, and its layer's rank. */
const webLayerOf = (file) => {
  if (!file?.startsWith(WEB_APP)) return undefined;
  const top = file
    .slice(WEB_APP.length)
    .split('/')[0]
    .replace(/\.(tsx?|css|svg|png)$/, '');
  const rank = WEB_LAYERS.findIndex((names) => names.includes(top));
  return rank < 0 ? undefined : { top, rank };
};
const WEB_ORDER = WEB_LAYERS.map((names) => names[0]).join(' < ');

/** What is wrong with `importer` importing `spec` (resolved to `target` when relative), if anything. */
const violation = (importer, spec, target, typeOnly) => {
  if (importer.startsWith('packages/contracts/'))
    return spec === 'zod' || spec.startsWith('.') ? undefined : 'contracts import only zod';
  if (
    importer.startsWith('apps/web/') &&
    (target?.startsWith('apps/server/') || spec.startsWith('@huitang/server'))
  )
    return 'the web imports no server file';
  if (isTest(importer)) return undefined;
  const webFrom = webLayerOf(importer);
  const webTo = webLayerOf(target);
  if (webFrom && webTo && webTo.rank > webFrom.rank)
    return `the web's layers run ${WEB_ORDER}: ${webFrom.top} imports nothing from ${webTo.top}`;
  const isProduction = importer.startsWith(SERVER_SRC) || importer.startsWith('apps/server/db/');
  if (isProduction && target !== undefined && isTest(target))
    return 'production code imports no test helper or fixture';
  const touchesDatabase = DB_PACKAGES.test(spec) || (target !== undefined && DB_FILES.test(target));
  if (touchesDatabase && !typeOnly && !mayTouchDatabase(importer))
    return 'only *.repository.ts touches drizzle, pg, the schema or the db client';
  if (!target) return undefined;
  if (/\.(routes|downloads)\.ts$/.test(importer) && isRepository(target) && !typeOnly)
    return 'routes call services, not repositories';
  if (importer === `${SERVER_SRC}app.ts` && isRepository(target) && !typeOnly)
    return 'app.ts wires modules; it calls no repository';
  if (importer.startsWith(`${SERVER_SRC}platform/`) && target.startsWith(MODULES))
    return 'platform/ imports no module';
  if (importer.startsWith('apps/server/db/') && target.startsWith(MODULES))
    return 'the seeds write tables directly and import no module';
  const from = moduleOf(importer);
  const to = moduleOf(target);
  if (from && to && from !== to && !typeOnly && !/\.(service|module)\.ts$/.test(target))
    return `a module uses another module only through its service: ${to}'s ${path.basename(target)}`;
  if (typeOnly || !isRepository(target)) return undefined;
  if (isRepository(importer) && !target.startsWith(`${SERVER_SRC}platform/`))
    return `a repository imports no other repository; a service combines them: ${path.basename(target)}`;
  const room = subDomainOf(target);
  if (room && !importer.startsWith(room))
    return `a sub-domain is used through its service, not its repository: ${room.slice(MODULES.length)}${path.basename(target)}`;
  return undefined;
};

/** The query builders of a drizzle handle; `transaction` is not one: a service begins it and hands `tx` on. */
const QUERIES = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'with',
  '$count',
  'batch',
  'refreshMaterializedView',
]);
const HANDLE = /^(db|tx|trx|database)$/i;
/** The name a handle goes by: `db`, `tx`, `deps.db`, `this.tx`. */
const handleName = (node) =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'MemberExpression' && !node.computed
      ? node.property.name
      : undefined;

export default {
  rules: {
    'no-query-outside-repository': {
      meta: {
        type: 'problem',
        docs: { description: 'only repositories run queries on a db or tx handle (docs/architecture.md)' },
        messages: {
          query:
            'Layer rule: only *.repository.ts runs a query; "{{handle}}.{{member}}" belongs in a repository (hand the handle to one).',
        },
        schema: [],
      },
      create(context) {
        if (mayTouchDatabase(rel(context.filename))) return {};
        return {
          MemberExpression(node) {
            if (node.computed || node.property.type !== 'Identifier' || !QUERIES.has(node.property.name))
              return;
            const handle = handleName(node.object);
            if (handle && HANDLE.test(handle))
              context.report({ node, messageId: 'query', data: { handle, member: node.property.name } });
          },
        };
      },
    },
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'enforce the layer rules of ARCHITECTURE.md' },
        messages: { layer: 'Layer rule: {{reason}} (importing "{{spec}}").' },
        schema: [],
      },
      create(context) {
        const importer = rel(context.filename);
        const check = (node, source, typeOnly) => {
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          const spec = source.value;
          const target = spec.startsWith('.')
            ? rel(path.resolve(path.dirname(context.filename), spec))
            : undefined;
          const reason = violation(importer, spec, target, typeOnly);
          if (reason) context.report({ node, messageId: 'layer', data: { reason, spec } });
        };
        const allTypes = (node) =>
          node.importKind === 'type' ||
          node.exportKind === 'type' ||
          (node.specifiers?.length > 0 &&
            node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
        return {
          ImportDeclaration: (node) => check(node, node.source, allTypes(node)),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source, allTypes(node)),
          ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ImportExpression: (node) => check(node, node.source, false),
        };
      },
    },
  },
};
