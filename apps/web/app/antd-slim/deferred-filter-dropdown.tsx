import type { ComponentType, ReactNode } from 'react';
import { deferred } from './deferred';

/**
 * Stands in, in the browser build, for antd Table's column filter menu (vite/antd-slim.ts): it
 * imports Tree, Menu and Checkbox, and no table of ours has a column filter, so every table page
 * loaded them for nothing. A column with `filters` would get its title at once and its filter
 * icon once the real menu has loaded.
 */
interface TFilterDropdownProps {
  children?: ReactNode;
}

export default deferred<TFilterDropdownProps>(
  () =>
    import('antd/es/table/hooks/useFilter/FilterDropdown') as unknown as Promise<{
      default: ComponentType<TFilterDropdownProps>;
    }>,
  (props) => props.children,
);

/** The filter values of a column, nested ones flattened: antd's own, which useFilter imports from the menu's module. */
export function flattenKeys(filters?: { value: unknown; children?: unknown[] }[]): unknown[] {
  let keys: unknown[] = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children as { value: unknown; children?: unknown[] }[])];
  });
  return keys;
}
