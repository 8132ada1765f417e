import type { TooltipProps } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';

let loaded: ComponentType<TooltipProps> | undefined;

/**
 * Stands in, in the browser build, for antd's Tooltip where a Form.Item label imports it
 * (vite/antd-slim.ts), so forms without label tooltips (all of ours) do not load it. It renders the
 * label's icon, as the server-rendered Tooltip does while closed, and the real Tooltip once loaded.
 */
export default function DeferredTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  useEffect(() => {
    if (Tooltip) return;
    let mounted = true;
    void import('antd/es/tooltip').then(({ default: real }) => {
      loaded = real;
      if (mounted) setTooltip(() => real);
    });
    return () => {
      mounted = false;
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
