import type { SelectProps } from 'antd';
import { deferred } from './deferred';

/**
 * Stands in, in the browser build, for the Select that antd's Pagination imports for its page-size
 * changer (vite/antd-slim.ts). Our lists' pagers hide the changer, and a table shows one only past
 * 50 rows, on console pages the browser draws: so most pages with a pager need no Select (22 KB
 * gzip). Where a changer shows, the real Select follows within a moment of the table.
 */
export default deferred<SelectProps>(
  () => import('antd/es/select'),
  () => null,
);
