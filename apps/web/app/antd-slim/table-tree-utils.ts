/*
 * Stands in, in the browser build, for @rc-component/tree where antd Table's row selection imports
 * four helpers from it (vite/antd-slim.ts). From the package's index they came with the whole Tree
 * (about 10 KB gzip on every table page), and from their own modules still with 2 KB of tree code.
 * antd calls two of them only for a tree table's linked checkboxes (`rowSelection.checkStrictly:
 * false`), which no table here sets: whoever sets it must first remove the stand-in, or the rows
 * would not draw. The other two are small enough to keep as they are.
 */
const treeSelection = (): never => {
  throw new Error(
    'rowSelection.checkStrictly false needs @rc-component/tree: remove it from vite/antd-slim.ts',
  );
};
export const conductCheck = treeSelection;
export const convertDataToEntities = treeSelection;

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
