import type { ReactNode } from 'react';
import { deferred } from './deferred';

/**
 * Stands in, in the browser build, for the virtual table antd's Table imports for `virtual`
 * (vite/antd-slim.ts), which no table of ours sets: it brought rc-virtual-list (6 KB gzip) to every
 * table page. Such a table would be drawn in the browser once its code has loaded.
 */
export default deferred<{ children?: ReactNode }>(
  () => import('antd/es/table/RcTable/VirtualTable'),
  () => null,
);
