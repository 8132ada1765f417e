import type { PopconfirmProps } from 'antd';
import {
  cloneElement,
  isValidElement,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
} from 'react';

type TTrigger = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

let loaded: ComponentType<PopconfirmProps> | undefined;

/**
 * Stands in, in the browser build, for antd's Popconfirm (vite/antd-slim.ts): a list's delete or
 * approve button asks "are you sure?" only once pressed, yet Popconfirm brought Popover, Tooltip and
 * rc-trigger (≈ 17 KB gzip) to every such list before it could be used. It renders its button, as a
 * closed Popconfirm does (so the server's HTML is the same); the first press loads the real one,
 * which then shows open, and from then on it is the real Popconfirm.
 */
export default function DeferredPopconfirm(props: PopconfirmProps) {
  const [Real, setReal] = useState(() => loaded);
  const [pressed, setPressed] = useState(false);
  if (Real) return <Real {...props} defaultOpen={props.defaultOpen ?? pressed} />;
  const trigger: TTrigger = isValidElement(props.children) ? (
    (props.children as TTrigger)
  ) : (
    <span>{props.children}</span>
  );
  return cloneElement(trigger, {
    onClick: (event: MouseEvent) => {
      trigger.props.onClick?.(event);
      if (props.disabled) return;
      void import('antd/es/popconfirm').then(({ default: real }) => {
        loaded = real;
        setPressed(true);
        setReal(() => real);
        props.onOpenChange?.(true);
      });
    },
  });
}
