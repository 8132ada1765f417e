/*
 * Stands in, in the browser build, for @rc-component/tree where antd Table's row selection imports
 * four helpers from it (vite/antd-slim.ts). From the package's index they came with its util module,
 * which imports the whole Tree to render nodes: every table page loaded the tree component (about
 * 10 KB gzip) without showing one. These are the same helpers, from their own modules.
 */
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';

/** @rc-component/tree's arrDel: the list without `value`. */
export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

/** @rc-component/tree's arrAdd: the list with `value`, once. */
export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
