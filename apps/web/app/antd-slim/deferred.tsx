import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A stand-in (vite/antd-slim.ts) for an antd part that a module imports statically but renders only
 * in cases most pages never have: the part's code loads once a stand-in first mounts, and from then
 * on the real part renders. Until then the stand-in renders `placeholder`, which must be what the
 * part shows at rest, or nothing where the part is only ever drawn in the browser.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function Deferred(props: P) {
    const [Real, setReal] = useState(() => loaded);
    useEffect(() => {
      if (Real) return;
      let mounted = true;
      void load().then(({ default: real }) => {
        loaded = real;
        if (mounted) setReal(() => real);
      });
      return () => {
        mounted = false;
      };
    }, [Real]);
    return Real ? <Real {...props} /> : placeholder(props);
  };
}
