import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { AntdIsland } from '../antd-slim/antd-scope';

/**
 * antd's message hook and the holder its toasts render in. app-services loads this module with the
 * first toast: no page shows one before it is interactive, so message and notification code (about
 * 10 KB gzip) stays out of every page's first load.
 */
export function ToastHost({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage();
  // After the holder has mounted: antd drops what is sent to a hook instance without one.
  useEffect(() => onReady(api), [api, onReady]);
  // The holder sits above the routes, outside their antd theme (antd-slim/antd-scope.tsx).
  return <AntdIsland>{holder}</AntdIsland>;
}
