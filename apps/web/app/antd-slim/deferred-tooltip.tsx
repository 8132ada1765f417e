import type { TooltipProps } from 'antd';
import { deferred } from './deferred';

/**
 * Stands in, in the browser build, for antd's Tooltip where a Form.Item label imports it
 * (vite/antd-slim.ts), so forms without label tooltips (all of ours) do not load it. It renders the
 * label's icon, as the server-rendered Tooltip does while closed, and the real Tooltip once loaded.
 */
export default deferred<TooltipProps>(
  () => import('antd/es/tooltip'),
  (props) => props.children,
);
