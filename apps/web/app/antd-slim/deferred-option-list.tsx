import { forwardRef, useEffect, useState, type ComponentType, type Ref } from 'react';
import { loadWhenIdle } from './when-idle';

type TOptionList = ComponentType<Record<string, unknown> & { ref?: Ref<unknown> }>;

let loaded: TOptionList | undefined;
let loading: Promise<TOptionList> | undefined;
const loadOptionList = () =>
  (loading ??= import('@rc-component/select/es/OptionList').then(
    (module) => (loaded = module.default as unknown as TOptionList),
  ));
loadWhenIdle(loadOptionList);

/**
 * Stands in, in the browser build, for the list of options rc-select draws in its popup
 * (vite/antd-slim.ts), which with rc-virtual-list is about 8 KB gzip on every page with a Select,
 * though no list shows before the Select is opened. It loads once the page is idle, or at the first
 * open if that comes sooner. The Select reaches the list through its ref with optional calls only
 * (keys, scrolling), so before it has loaded those do nothing.
 */
export default forwardRef<unknown, Record<string, unknown>>(function DeferredOptionList(props, ref) {
  const [OptionList, setOptionList] = useState(() => loaded);
  useEffect(() => {
    if (OptionList) return;
    let mounted = true;
    void loadOptionList().then((real) => mounted && setOptionList(() => real));
    return () => {
      mounted = false;
    };
  }, [OptionList]);
  return OptionList ? <OptionList {...props} ref={ref} /> : null;
});
