import type { TooltipProps } from 'antd';
import { deferred } from './deferred';

/**
 * Stands in, in the browser build, for antd's Tooltip where parts that show one only on hover import
 * it (vite/antd-slim.ts: a Form.Item label's, a sortable column's, Typography's, an uploaded file's
 * row, Steps', Segmented's), so pages load it only once one mounts. It renders what it wraps, as a
 * closed Tooltip does, and the real Tooltip once loaded.
 */
export default deferred<TooltipProps>(
  () => import('antd/es/tooltip'),
  (props) => props.children,
);
