import type { DropdownProps } from 'antd';
import { deferred } from './deferred';

/**
 * Stands in, in the browser build, for the Dropdown antd's Table imports for the row selection's menu
 * of choices (`rowSelection.selections`, vite/antd-slim.ts), which no table of ours has: it brought
 * Menu, rc-menu, rc-dropdown and rc-trigger (≈ 25 KB gzip) to every table page. It draws its
 * trigger, as the closed Dropdown does, and the real Dropdown once loaded.
 */
export default deferred<DropdownProps>(
  () => import('antd/es/dropdown'),
  (props) => props.children,
);
