import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const own = (path: string) => fileURLToPath(new URL(`../app/preact/${path}`, import.meta.url));

/**
 * What the browser build imports in place of React (issue 45: react-dom is 64 KB gzip on every
 * page, Preact's compat layer ≈ 11). The server keeps rendering with React 19 (react-dom/server):
 * only the client environment is aliased. `react-dom/client` is app/preact/client.ts, which hydrates
 * the whole document as React does; `react` is preact/compat with React's useSyncExternalStore
 * (app/preact/react.ts); react-is and rc-util's isFragment know Preact's elements.
 */
const ALIASES: Record<string, string> = {
  react: own('react.ts'),
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom/client': own('client.ts'),
  'react-is': own('react-is.ts'),
  scheduler: 'preact/compat/scheduler',
};

const RC_IS_FRAGMENT = /@rc-component[\\/]util[\\/]es[\\/]React[\\/]isFragment\.js$/;

/**
 * rc-input hands its onChange a copy of the event made with Object.create(event, { target }): over
 * React's plain synthetic event that works, over the browser's own event (which Preact passes) its
 * getters throw "Illegal invocation" once a copy is copied again (Input.Search over Input). A Proxy
 * that answers target and currentTarget and reads the rest from the event does the same.
 */
const RC_INPUT_UTILS = /@rc-component[\\/]input[\\/]es[\\/]utils[\\/]commonUtils\.js$/;
const EVENT_COPY = 'Object.create(event, {';
const EVENT_PROXY = `const eventWithTarget = (event, fields) =>
  new Proxy(event, {
    get(source, key) {
      if (key in fields) return fields[key].value;
      const value = Reflect.get(source, key, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
`;

export const preactClient = (): Plugin => ({
  name: 'huitang-preact-client',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  async resolveId(source, importer, options) {
    const target = ALIASES[source];
    if (target === undefined) return;
    // Our own modules import preact itself; resolve the target as if app/ imported it.
    return this.resolve(target, importer ?? own('client.ts'), { ...options, skipSelf: true });
  },
  load(id) {
    if (RC_IS_FRAGMENT.test(id.split('?')[0]!))
      return "export { isFragment as default } from 'preact/compat';";
  },
  transform(code, id) {
    if (!RC_INPUT_UTILS.test(id.split('?')[0]!)) return;
    if (!code.includes(EVENT_COPY)) throw new Error(`${id}: rc-input no longer copies events as expected`);
    return { code: EVENT_PROXY + code.replace(EVENT_COPY, 'eventWithTarget(event, {'), map: null };
  },
});
