import { isFragment, isMemo as isMemoType } from 'preact/compat';

/**
 * react-is in the browser build (vite/preact-client.ts): what @rc-component/util asks of it, for
 * Preact's elements and components. ForwardRef is the mark preact/compat's forwardRef sets.
 */
export const ForwardRef = Symbol.for('react.forward_ref');

export const isMemo = (node: unknown): boolean => {
  if (!node || typeof node !== 'object') return isMemoType(node);
  return isMemoType((node as { type?: unknown }).type);
};

export { isFragment };
