import type { VIEWED_KINDS } from '@huitang/contracts';
import { useEffect } from 'react';
import { useAppServices } from './app-services';

type TViewedKind = (typeof VIEWED_KINDS)[number];

/**
 * Reports one read of a post once its page shows in the browser (decision 036): pages served from
 * the cache are counted too, and a reload within the same browser session is not counted again.
 */
export const useCountView = (kind: TViewedKind, id: number) => {
  const { api } = useAppServices();
  useEffect(() => {
    const key = `ht-read:${kind}:${id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): the read is still counted, only reloads may count again.
    }
    void api.call('/community/api/view/count', { kind, id }, { handleErrors: false });
  }, [api, kind, id]);
};
